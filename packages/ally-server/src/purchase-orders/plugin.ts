import { defineDomain } from '../http/domain'
import { purchaseOrderListRoutes } from './list-routes'
import { purchaseOrderRoutes } from './routes'
import { vendorPurchaseOrderRoutes } from './vendor-routes'

/**
 * Purchase orders: the buyer's list, drafts, sending (PDF and e-mail), revisions, approval and
 * delivery issues; the vendor's list, and its reading and acknowledging, in the portal or by link.
 */
export const purchaseOrders = defineDomain('purchase-orders', (_app, { context }) => [
  ...purchaseOrderListRoutes(context),
  ...purchaseOrderRoutes(context),
  ...vendorPurchaseOrderRoutes(context),
])
