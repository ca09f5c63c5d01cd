export {
  AWARD_NOT_FOUND,
  PurchaseOrderCreate,
  type PurchaseOrderCreateProps,
} from './PurchaseOrderCreate'
