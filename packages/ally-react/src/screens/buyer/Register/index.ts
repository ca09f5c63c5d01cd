export { Register, type RegisterProps } from './Register'
