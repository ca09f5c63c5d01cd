export type { VendorActivityTab } from './VendorActivity'
export { VendorDetail, type VendorDetailProps } from './VendorDetail'
