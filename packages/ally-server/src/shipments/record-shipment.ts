import type { createShipment, EndpointInput, PurchaseOrder } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { purchaseOrders, type StoredShipmentLine, shipments } from '../db/schema'
import { attachableFiles } from '../files/attachments'
import type { FileOwner } from '../files/file-store'
import { conflict, fieldError, notFound } from '../http/errors'
import {
  figure,
  QUANTITY_SLACK,
  shippedInFull,
  shippingFigures,
  toShip,
} from '../purchase-orders/line-quantities'
import { lockedPurchaseOrder } from '../purchase-orders/queries'
import { checkMove } from '../purchase-orders/status-flow'
import { type BuyerNotice, mailBuyers } from '../services/buyer-notice'
import { shipmentNewsMail } from './shipment-mail'

// A vendor ships goods of an accepted purchase order: which lines and how much of each (never
// more than was ordered and not yet shipped), carrier and tracking, the days, and its documents.
// The PO becomes partially shipped or shipped, and the buyer is e-mailed, in the same transaction.

export type ShipmentDetails = Omit<EndpointInput<typeof createShipment>['body'], 'purchaseOrderId'>

/** Who reports the shipment (the vendor when no name is given), and whose files it may attach. */
export interface Shipper {
  name?: string
  fileOwners: FileOwner[]
}

/** Statuses of a PO that takes shipments (and, from its link, their documents). */
export const SHIPPABLE: readonly PurchaseOrder['status'][] = [
  'acknowledged',
  'partially_shipped',
  'partially_received',
]

const refuse = fieldError

/** Stores a shipment of PO `poId` (its access already checked); resolves to the shipment's id. */
// ~95 lines on purpose: one transaction: the PO is locked, the shipment checked against what it
// still owes, stored, and the buyer's mail queued, all reading the same locked rows.
export function recordShipment(
  db: Db,
  poId: string,
  input: ShipmentDetails,
  shipper: Shipper,
  now: Date,
  notice: BuyerNotice,
): Promise<string> {
  return db.transaction(async (tx) => {
    const found = await lockedPurchaseOrder(tx, poId)
    if (!found) throw notFound('This purchase order does not exist.')
    const { po } = found
    const by = shipper.name ?? found.vendorName
    checkShippable(po)
    const shippedOn = input.shippedOn ?? now.toISOString().slice(0, 10)
    if (input.estimatedDelivery && input.estimatedDelivery < shippedOn) {
      throw refuse('body.estimatedDelivery', `cannot be before the day it shipped (${shippedOn})`)
    }
    const shipped = new Map(po.lines.map((line) => [line.id, line.shippedQuantity ?? 0]))
    const lines = shipmentLines(po, input.lines)
    const [documents = []] = await attachableFiles(
      tx,
      [{ path: 'body.attachmentIds', ids: input.attachmentIds }],
      shipper.fileOwners,
    )
    const [row] = await tx
      .insert(shipments)
      .values({
        businessId: po.businessId,
        purchaseOrderId: po.id,
        carrier: input.carrier.trim(),
        trackingNumber: input.trackingNumber.trim(),
        trackingUrl: input.trackingUrl?.trim() || null,
        status: 'in_transit',
        lines,
        shippedOn,
        estimatedDelivery: input.estimatedDelivery ?? null,
        events: [
          {
            at: now.toISOString(),
            status: 'in_transit',
            location: null,
            note: `Shipped by ${by}`,
          },
        ],
        documents,
        createdAt: now,
      })
      .returning({ id: shipments.id })
    if (!row) throw new Error('The shipment was not stored')

    for (const line of lines) {
      shipped.set(line.lineId, (shipped.get(line.lineId) ?? 0) + line.quantity)
    }
    const poLines = po.lines.map((line) => ({
      ...line,
      shippedQuantity: shipped.get(line.id) ?? 0,
    }))
    const all = poLines.every(shippedInFull(po.issues))
    const status = all ? 'shipped' : 'partially_shipped'
    // Goods already arriving keep the PO's receipt status; only an earlier one moves ahead.
    const moves = po.status !== status && po.status !== 'partially_received'
    if (moves) checkMove(po.number, po.status, status)
    const change = {
      at: now.toISOString(),
      status,
      by,
      note: `${input.carrier.trim()} ${input.trackingNumber.trim()}`,
    }
    await tx
      .update(purchaseOrders)
      .set({
        lines: poLines,
        status: moves ? status : undefined,
        history: moves ? [...po.history, change] : undefined,
      })
      .where(eq(purchaseOrders.id, po.id))
    await mailBuyers(tx, notice.mail, po.businessId, found.createdBy, 'shipments', (to) =>
      shipmentNewsMail(to, {
        vendorName: found.vendorName,
        number: po.number,
        complete: all,
        carrier: input.carrier.trim(),
        trackingNumber: input.trackingNumber.trim(),
        estimatedDelivery: input.estimatedDelivery ?? null,
        link: `${notice.appUrl}/dashboard/shipment/${row.id}`,
      }),
    )
    return row.id
  })
}

type PurchaseOrderRow = typeof purchaseOrders.$inferSelect

/** A 409 unless the PO takes shipments: accepted, and not everything shipped or received. */
function checkShippable(po: PurchaseOrderRow): void {
  if (!SHIPPABLE.includes(po.status)) {
    const where = po.status.replaceAll('_', ' ')
    throw conflict(
      po.status === 'sent'
        ? `${po.number} is not accepted yet; accept it before shipping.`
        : `${po.number} is ${where}, so nothing more ships against it.`,
    )
  }
}

/** The shipment's lines, each a line of the PO, once, and no more than is left to ship of it. */
function shipmentLines(
  po: PurchaseOrderRow,
  asked: ShipmentDetails['lines'],
): StoredShipmentLine[] {
  const seen = new Set<string>()
  return asked.map((wanted, index) => {
    const line = po.lines.find((candidate) => candidate.id === wanted.lineId)
    if (!line) throw refuse(`body.lines.${index}.lineId`, `is not a line of ${po.number}`)
    if (seen.has(line.id)) throw refuse(`body.lines.${index}.lineId`, 'is listed twice')
    seen.add(line.id)
    const left = toShip(line, po.issues)
    if (wanted.quantity > left + QUANTITY_SLACK) {
      throw refuse(
        `body.lines.${index}.quantity`,
        `can be at most ${figure(left)}: ${shippingFigures(line)}`,
      )
    }
    return {
      lineId: line.id,
      description: line.description,
      unit: line.unit,
      quantity: wanted.quantity,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      shortQuantity: 0,
    }
  })
}
