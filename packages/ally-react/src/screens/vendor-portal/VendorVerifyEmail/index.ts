export { VendorVerifyEmail, type VendorVerifyEmailProps } from './VendorVerifyEmail'
