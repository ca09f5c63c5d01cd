export {
  PURCHASE_ORDER_LIST_PAGE_SIZE,
  type PurchaseOrderFilterState,
  PurchaseOrderList,
  type PurchaseOrderListProps,
  type PurchaseOrderListStatus,
} from './PurchaseOrderList'
