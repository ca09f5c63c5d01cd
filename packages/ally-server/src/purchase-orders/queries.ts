import { and, asc, eq, notInArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { findOwn } from '../db/own-rows'
import { UNSENT_STATUSES } from '../db/purchase-order-statuses'
import { vendorRef } from '../db/references'
import { orders, purchaseOrders, shipments, vendors } from '../db/schema'
import { hashLinkToken } from '../services/secrets'
import type { ShipmentRow } from '../shipments/mappers'
import { selectPurchaseOrders } from './list-queries'
import type { PurchaseOrderRow } from './mappers'

// One purchase order of a business, and what shipped against it; and the PO a vendor acts on,
// by its link's token or among its account's. Every read is scoped: another business's PO, or
// one not sent to the vendor, is simply not found.

export async function ownPurchaseOrder(
  db: Db,
  businessId: string,
  poId: string,
): Promise<PurchaseOrderRow | undefined> {
  return findOwn(purchaseOrders, businessId, poId, (where) => selectPurchaseOrders(db).where(where))
}

/**
 * PO `poId` locked for a change its vendor makes (an answer, a shipment), with the vendor's name
 * the history records and the order's creator the buyer's e-mail goes to.
 */
export async function lockedPurchaseOrder(tx: Db, poId: string) {
  const [found] = await tx
    .select({ po: purchaseOrders, vendorName: vendors.name, createdBy: orders.createdBy })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
    .where(eq(purchaseOrders.id, poId))
    .for('update', { of: purchaseOrders })
  return found
}

/** The PO whose e-mailed link carries `token`. */
export async function purchaseOrderIdByLink(db: Db, token: string) {
  const [found] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.linkTokenHash, hashLinkToken(token)))
  return found?.id
}

/** The sent PO with this id if it went to one of the account's vendor rows. */
export async function accountPurchaseOrderId(db: Db, accountId: string, poId: string) {
  if (!isUuid(poId)) return undefined
  const [found] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(
      and(
        eq(purchaseOrders.id, poId),
        eq(vendors.vendorAccountId, accountId),
        notInArray(purchaseOrders.status, UNSENT_STATUSES),
      ),
    )
  return found?.id
}

/** PO `poId` as its vendor sees it, with the buyer; the caller has checked the vendor's access. */
export async function vendorPurchaseOrderRow(db: Db, poId: string) {
  const [row] = await selectPurchaseOrders(db).where(eq(purchaseOrders.id, poId))
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
