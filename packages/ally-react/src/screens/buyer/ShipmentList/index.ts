export {
  SHIPMENT_LIST_PAGE_SIZE,
  type ShipmentFilterState,
  ShipmentList,
  type ShipmentListProps,
  type ShipmentListStatus,
} from './ShipmentList'
