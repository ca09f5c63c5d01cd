export { VENDOR_SEARCH_DEBOUNCE_MS, VendorList, type VendorListProps } from './VendorList'
