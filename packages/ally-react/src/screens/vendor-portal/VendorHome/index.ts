export {
  VENDOR_HOME_PAGE_SIZE,
  VENDOR_HOME_SEARCH_DEBOUNCE_MS,
  VendorHome,
  type VendorHomeProps,
} from './VendorHome'
