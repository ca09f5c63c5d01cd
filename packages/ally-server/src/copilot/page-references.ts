import { matchesRoute, ROUTES } from '@ally/sdk'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { uuidOrNone } from '../db/references'
import { orders, purchaseOrders, quotes, rfqs, shipments } from '../db/schema'

// The record on the page a question was asked from (the Ctrl+K panel, docs/product-rules.md,
// "Co-pilot"): an order's reference for an RFQ, round or order page, a purchase order's number for
// a PO or shipment page. Read within the asker's business only: another business's id on the path
// reads as no record at all.

export interface PageReferences {
  /** `TA-0042`. */
  orderReference?: string
  /** `PO-0012`. */
  purchaseOrderNumber?: string
}

const dashboard = (path: string) => `${ROUTES.dashboard}/${path}`

/** The path's one id segment where `pattern` (one `:id`) fits it. */
function idIn(pattern: string, path: string): string | undefined {
  if (!matchesRoute(pattern, path)) return undefined
  const at = pattern.split('/').findIndex((segment) => segment.startsWith(':'))
  return decodeURIComponent(path.split('/')[at] ?? '')
}

/** The order's reference, if the business has an order matching `where`. */
async function orderReferenceWhere(
  db: Db,
  businessId: string,
  where: SQL,
): Promise<PageReferences> {
  const [row] = await db
    .select({ taId: orders.taId })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), where))
    .limit(1)
  return row ? { orderReference: row.taId } : {}
}

/** The round on a round's page or on one of its RFQs' pages, by its id. */
async function roundIdOf(db: Db, businessId: string, path: string) {
  const quoteId = ['quotes/:id', 'quotes/:id/responses', 'quotes/:id/item/vendor-detail']
    .map((pattern) => idIn(dashboard(pattern), path))
    .find(Boolean)
  if (quoteId) return quoteId
  const rfqId = idIn(dashboard('rfq/:id'), path)
  if (!rfqId) return undefined
  const [row] = await db
    .select({ quoteId: rfqs.quoteId })
    .from(rfqs)
    .where(and(eq(rfqs.businessId, businessId), eq(rfqs.id, uuidOrNone(rfqId))))
  return row?.quoteId ?? ''
}

/** The purchase order on a PO's page or on one of its shipments' pages. */
async function purchaseOrderOf(db: Db, businessId: string, path: string): Promise<PageReferences> {
  const poId = idIn(dashboard('purchase-orders/:id'), path)
  const shipmentId = idIn(dashboard('shipment/:id'), path)
  if (!poId && !shipmentId) return {}
  const shipped = db
    .select({ id: shipments.purchaseOrderId })
    .from(shipments)
    .where(
      and(eq(shipments.businessId, businessId), eq(shipments.id, uuidOrNone(shipmentId ?? ''))),
    )
  const [row] = await db
    .select({ number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.businessId, businessId),
        poId ? eq(purchaseOrders.id, uuidOrNone(poId)) : inArray(purchaseOrders.id, shipped),
      ),
    )
  return row ? { purchaseOrderNumber: row.number } : {}
}

/** The records on `page` (an app path, maybe with a query), of the asker's business. */
export async function pageReferences(
  db: Db,
  businessId: string,
  page: string | undefined,
): Promise<PageReferences> {
  const path = page?.split(/[?#]/)[0]?.replace(/\/$/, '') ?? ''
  if (!path.startsWith(ROUTES.dashboard)) return {}
  const orderId = idIn(dashboard('order/:id'), path)
  if (orderId) return orderReferenceWhere(db, businessId, eq(orders.id, uuidOrNone(orderId)))
  const roundId = await roundIdOf(db, businessId, path)
  if (roundId !== undefined) {
    const round = db
      .select({ orderId: quotes.orderId })
      .from(quotes)
      .where(and(eq(quotes.businessId, businessId), eq(quotes.id, uuidOrNone(roundId))))
    return orderReferenceWhere(db, businessId, inArray(orders.id, round))
  }
  return purchaseOrderOf(db, businessId, path)
}
