import type { EndpointInput, Shipment, updateShipment } from '@ally/sdk'
import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { orders, purchaseOrders, type StoredShipmentEvent, shipments, vendors } from '../db/schema'
import { conflict, fieldError, notFound } from '../http/errors'
import { type BuyerNotice, mailBuyers } from '../services/buyer-notice'
import { shipmentTroubleMail } from './shipment-mail'

// A step of a shipment's timeline, from its buyer or its vendor (docs/product-rules.md,
// "Shipments"): the event is appended, the shipment takes its status and, when given, its new
// estimated delivery. A delivered or cancelled shipment is finished and takes no more updates; a
// shipment on its way never goes back to pending. `delivered` here is the carrier's word and sets
// deliveredAt; what arrived stays the buyer's receipt (receiveShipment). A cancelled shipment
// gives its quantities back to the PO, so they can ship again. When the vendor reports a delay,
// an exception or a cancellation, the buyer is e-mailed in the same transaction.

export type ShipmentUpdate = EndpointInput<typeof updateShipment>['body']

/** Whose shipment it must be: the buyer's business, or a vendor account's vendor rows. */
export type ShipmentScope = { businessId: string } | { vendorAccountId: string }

/** Who posts the update: its scope, and the name a PO's history records (the vendor's if none). */
export interface ShipmentUpdater {
  scope: ShipmentScope
  name?: string
}

const NOT_FOUND = 'This shipment does not exist.'
const FINISHED = ['delivered', 'cancelled']
/** What the buyer hears about from its vendor: the shipment will not arrive as planned. */
const TROUBLE = ['delayed', 'exception', 'cancelled']
/** A clock a little ahead of the server's is not a reason to refuse an update. */
const CLOCK_SKEW_MS = 5 * 60_000

const words = (status: string) => status.replaceAll('_', ' ')

const scoped = (scope: ShipmentScope): SQL | undefined =>
  'businessId' in scope
    ? eq(shipments.businessId, scope.businessId)
    : eq(vendors.vendorAccountId, scope.vendorAccountId)

/** The answer to an update: where the shipment stands now. */
export const updatedMessage = (shipment: Shipment) =>
  `Update posted: ${shipment.carrier} ${shipment.trackingNumber} is ${words(shipment.status)}`

/** Appends `input` to shipment `shipmentId` in `by`'s scope; 404 for anyone else's, writing nothing. */
// ~90 lines on purpose: one transaction: the shipment is locked, the update checked against its
// status, appended, and the mail it causes queued, all reading the same locked rows.
export function recordShipmentUpdate(
  db: Db,
  by: ShipmentUpdater,
  shipmentId: string,
  input: ShipmentUpdate,
  now: Date,
  notice: BuyerNotice,
): Promise<void> {
  if (!isUuid(shipmentId)) return Promise.reject(notFound(NOT_FOUND))
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        shipment: shipments,
        poNumber: purchaseOrders.number,
        vendorName: vendors.name,
        createdBy: orders.createdBy,
      })
      .from(shipments)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, shipments.purchaseOrderId))
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .leftJoin(orders, eq(orders.id, purchaseOrders.orderId))
      .where(and(eq(shipments.id, shipmentId), scoped(by.scope)))
      .for('update', { of: shipments })
    if (!found) throw notFound(NOT_FOUND)
    const { shipment } = found
    const name = `${shipment.carrier} ${shipment.trackingNumber}`
    if (FINISHED.includes(shipment.status)) {
      throw conflict(`${name} is ${words(shipment.status)}, so it takes no more updates.`)
    }
    if (input.status === 'pending' && shipment.status !== 'pending') {
      throw conflict(`${name} is ${words(shipment.status)}, so it cannot go back to pending.`)
    }
    const at = input.at ? new Date(input.at) : now
    const last = shipment.events.at(-1)
    if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
      throw fieldError('body.at', 'cannot be in the future')
    }
    if (last && at.getTime() < new Date(last.at).getTime()) {
      throw fieldError('body.at', `cannot be before the last update (${last.at})`)
    }
    const estimate = input.estimatedDelivery
    if (estimate && shipment.shippedOn && estimate < shipment.shippedOn) {
      throw fieldError(
        'body.estimatedDelivery',
        `cannot be before the day it shipped (${shipment.shippedOn})`,
      )
    }

    const event: StoredShipmentEvent = {
      at: at.toISOString(),
      status: input.status,
      location: input.location?.trim() || null,
      note: input.note?.trim() || null,
    }
    await tx
      .update(shipments)
      .set({
        status: input.status,
        events: [...shipment.events, event],
        estimatedDelivery: estimate,
        deliveredAt: input.status === 'delivered' ? at : undefined,
      })
      .where(eq(shipments.id, shipment.id))
    if (input.status === 'cancelled') {
      await giveBack(tx, shipment, { name, by: by.name ?? found.vendorName, event })
    }

    if ('vendorAccountId' in by.scope && TROUBLE.includes(input.status)) {
      await mailBuyers(tx, notice.mail, shipment.businessId, found.createdBy, 'shipments', (to) =>
        shipmentTroubleMail(to, {
          vendorName: found.vendorName,
          number: found.poNumber,
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          status: input.status as 'delayed' | 'exception' | 'cancelled',
          location: event.location,
          note: event.note,
          estimatedDelivery: estimate ?? shipment.estimatedDelivery,
          link: `${notice.appUrl}/dashboard/shipment/${shipment.id}`,
        }),
      )
    }
  })
}

/**
 * A cancelled shipment's quantities go back to its PO's lines, so they can ship again. A PO that
 * was (partially) shipped steps back to partially shipped, or acknowledged when nothing else
 * shipped; one already receiving goods, or closed, keeps its status.
 */
async function giveBack(
  tx: Db,
  shipment: typeof shipments.$inferSelect,
  { name, by, event }: { name: string; by: string; event: StoredShipmentEvent },
) {
  // Locked after its shipment, as receiving a shipment does.
  const [po] = await tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, shipment.purchaseOrderId))
    .for('update')
  if (!po) return
  const carried = new Map(shipment.lines.map((line) => [line.lineId, line.quantity]))
  const lines = po.lines.map((line) => ({
    ...line,
    shippedQuantity: Math.max(0, (line.shippedQuantity ?? 0) - (carried.get(line.id) ?? 0)),
  }))
  const anyShipped = lines.some((line) => line.shippedQuantity > 1e-9)
  const stepsBack = po.status === 'shipped' || po.status === 'partially_shipped'
  const status = !stepsBack ? po.status : anyShipped ? 'partially_shipped' : 'acknowledged'
  const change = {
    at: event.at,
    status,
    by,
    note: `Shipment ${name} cancelled${event.note ? `: ${event.note}` : ''}`,
  }
  await tx
    .update(purchaseOrders)
    .set({
      lines,
      status,
      history: status === po.status ? po.history : [...po.history, change],
    })
    .where(eq(purchaseOrders.id, po.id))
}
