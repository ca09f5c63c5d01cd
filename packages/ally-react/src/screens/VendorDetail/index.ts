export { VendorDetail, type VendorDetailProps } from './VendorDetail'
