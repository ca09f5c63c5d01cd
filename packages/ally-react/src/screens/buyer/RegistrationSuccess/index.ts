export { RegistrationSuccess, type RegistrationSuccessProps } from './RegistrationSuccess'
