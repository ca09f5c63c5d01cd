export {
  MAX_VENDOR_CONTACTS,
  MAX_VENDOR_DOCUMENTS,
  VendorOnboarding,
  type VendorOnboardingProps,
} from './VendorOnboarding'
