import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { approvedQuoteResponses, orders, purchaseOrders, shipments, vendors } from '../db/schema'
import { isUuid } from '../http/ids'
import type { PurchaseOrderRow, ShipmentRow } from '../sourcing/mappers'
import { poColumns } from '../sourcing/purchase-order-queries'
import { vendorRef } from '../sourcing/references'

// One purchase order of a business, and what shipped against it. Every read is scoped by
// business: another business's PO is simply not found.

export async function ownPurchaseOrder(
  db: Db,
  businessId: string,
  poId: string,
): Promise<PurchaseOrderRow | undefined> {
  if (!isUuid(poId)) return undefined
  const { count: _, ...columns } = poColumns
  const [row] = await db
    .select(columns)
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .leftJoin(approvedQuoteResponses, eq(approvedQuoteResponses.purchaseOrderId, purchaseOrders.id))
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.businessId, businessId)))
  return row
}

export function purchaseOrderShipments(
  db: Db,
  businessId: string,
  { po, taId }: PurchaseOrderRow,
): Promise<ShipmentRow[]> {
  return db
    .select({
      shipment: shipments,
      poNumber: purchaseOrders.number,
      taId: orders.taId,
      vendor: vendorRef,
    })
    .from(shipments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .where(and(eq(shipments.businessId, businessId), eq(shipments.purchaseOrderId, po.id)))
    .orderBy(asc(shipments.createdAt), asc(shipments.id))
    .then((rows) => rows.map((row) => ({ ...row, taId: row.taId ?? taId })))
}
