export { VendorVerify, type VendorVerifyProps } from './VendorVerify'
