export {
  VendorRegistrationSuccess,
  type VendorRegistrationSuccessProps,
} from './VendorRegistrationSuccess'
