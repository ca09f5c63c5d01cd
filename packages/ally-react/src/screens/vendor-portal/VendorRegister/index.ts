export { VendorRegister, type VendorRegisterProps } from './VendorRegister'
