export { ForgotPassword, type ForgotPasswordProps } from './ForgotPassword'
