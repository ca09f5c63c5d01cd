export { Settings, type SettingsProps } from './Settings'
