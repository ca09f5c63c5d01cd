export {
  PURCHASE_ORDER_NOT_FOUND,
  PurchaseOrderDetail,
  type PurchaseOrderDetailProps,
} from './PurchaseOrderDetail'
