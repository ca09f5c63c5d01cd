export { RFQ_LINK_INVALID, VendorRfqLink, type VendorRfqLinkProps } from './VendorRfqLink'
