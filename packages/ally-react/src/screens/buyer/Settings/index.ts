export { Settings, type SettingsProps, type SettingsTab } from './Settings'
