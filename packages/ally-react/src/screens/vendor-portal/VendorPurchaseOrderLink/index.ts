export {
  PO_LINK_INVALID,
  VendorPurchaseOrderLink,
  type VendorPurchaseOrderLinkProps,
} from './VendorPurchaseOrderLink'
