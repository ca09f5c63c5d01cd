import type { Shipment } from '@ally/sdk'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { findOwn } from '../db/own-rows'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { dealReference, matchCount, uuidOrNone, vendorRef } from '../db/references'
import { orders, purchaseOrders, shipments, vendors } from '../db/schema'
import { searching } from '../db/search'
import type { ShipmentRow } from './mappers'

// Reading shipments: a business's list with its filters, and one shipment. Every read is scoped
// by business: another business's shipment is simply not found.

export interface ShipmentFilters {
  search?: string
  vendor?: string
  taId?: string
  status?: Shipment['status']
  late?: 'true' | 'false'
}

/** Shipments with their PO, its vendor and its order; `count` is a list's number of matches. */
function selectShipments(db: Db) {
  return db
    .select({
      shipment: shipments,
      poNumber: purchaseOrders.number,
      taId: orders.taId,
      vendor: vendorRef,
      count: matchCount,
    })
    .from(shipments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
}

/** Not delivered or cancelled, and past the estimated day (`today` as YYYY-MM-DD). */
export const lateOn = (today: string): SQL =>
  sql`${shipments.status} not in ('delivered', 'cancelled') and ${shipments.estimatedDelivery} < ${today}::date`

export function businessShipments(
  db: Db,
  businessId: string,
  filters: ShipmentFilters,
  page: PageRequest,
  now: Date,
) {
  const today = now.toISOString().slice(0, 10)
  return pageWithTotal(
    (limit, offset) =>
      selectShipments(db)
        .where(
          and(
            eq(shipments.businessId, businessId),
            searching(filters.search, [
              sql`${shipments.trackingNumber}`,
              sql`${shipments.carrier}`,
              sql`${purchaseOrders.number}`,
              sql`${orders.taId}`,
              sql`${vendors.name}`,
            ]),
            filters.vendor !== undefined
              ? eq(purchaseOrders.vendorId, uuidOrNone(filters.vendor))
              : undefined,
            dealReference(filters.taId, purchaseOrders.number),
            filters.status ? eq(shipments.status, filters.status) : undefined,
            filters.late === 'true' ? lateOn(today) : undefined,
            filters.late === 'false' ? sql`not (${lateOn(today)})` : undefined,
          ),
        )
        .orderBy(desc(shipments.createdAt), desc(shipments.id))
        .limit(limit)
        .offset(offset),
    page,
  )
}

/** One shipment of the business, or undefined. */
export async function ownShipment(
  db: Db,
  businessId: string,
  shipmentId: string,
): Promise<ShipmentRow | undefined> {
  return findOwn(shipments, businessId, shipmentId, (where) => selectShipments(db).where(where))
}

/** One shipment by id, for a caller whose access is already checked (its vendor). */
export async function shipmentById(db: Db, shipmentId: string) {
  const [row] = await selectShipments(db).where(eq(shipments.id, shipmentId))
  return row
}
