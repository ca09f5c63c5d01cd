export { ChangeEmail, type ChangeEmailProps } from './ChangeEmail'
