export { Login, type LoginProps } from './Login'
