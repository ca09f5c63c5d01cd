export { SHIPMENT_NOT_FOUND, ShipmentDetail, type ShipmentDetailProps } from './ShipmentDetail'
