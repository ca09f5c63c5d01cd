import { defineDomain } from '../http/domain'
import { shipmentRoutes } from './routes'
import { vendorShipmentRoutes } from './vendor-routes'

/** Shipments and receipts: the buyer's list and receiving, the vendor's reporting and updates. */
export const shipments = defineDomain('shipments', (_app, { context }) => [
  ...shipmentRoutes(context),
  ...vendorShipmentRoutes(context),
])
