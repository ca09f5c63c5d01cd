export { Verify, type VerifyProps } from './Verify'
