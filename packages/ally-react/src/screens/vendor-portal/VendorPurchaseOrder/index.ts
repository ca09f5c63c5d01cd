export {
  VENDOR_PO_NOT_FOUND,
  VendorPurchaseOrder,
  type VendorPurchaseOrderProps,
} from './VendorPurchaseOrder'
