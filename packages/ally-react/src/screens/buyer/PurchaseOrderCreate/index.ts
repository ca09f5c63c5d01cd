export {
  AWARD_NOT_FOUND,
  PURCHASE_ORDER_NOT_FOUND,
  PurchaseOrderCreate,
  type PurchaseOrderCreateProps,
} from './PurchaseOrderCreate'
