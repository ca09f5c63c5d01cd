export { GoogleAuth, type GoogleAuthProps } from './GoogleAuth'
