export { VENDOR_RFQ_NOT_FOUND, VendorRfq, type VendorRfqProps } from './VendorRfq'
