export { VendorChangeEmail, type VendorChangeEmailProps } from './VendorChangeEmail'
