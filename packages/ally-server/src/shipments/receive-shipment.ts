import type { EndpointInput, receiveShipment } from '@ally/sdk'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { purchaseOrders, shipments } from '../db/schema'
import { conflict, fieldError, notFound } from '../http/errors'
import { isUuid } from '../http/ids'
import type { Actor } from '../purchase-orders/draft-purchase-order'
import { checkMove } from '../purchase-orders/status-flow'

// The buyer records goods of a shipment arriving: per line, up to what the shipment carries and
// has not yet been received, with a note on damage or shortage. The shipment is delivered once
// anything of it arrived; the PO is partially received until every line is, then received.

export type ReceiptInput = EndpointInput<typeof receiveShipment>['body']

const NOT_FOUND = 'This shipment does not exist.'
const refuse = fieldError
const figure = (value: number) => Number(value.toFixed(4)).toString()

export function recordReceipt(
  db: Db,
  actor: Actor,
  shipmentId: string,
  input: ReceiptInput,
  now: Date,
): Promise<void> {
  if (!input.lines.some((line) => line.quantity > 0)) {
    throw refuse('body.lines', 'must receive more than 0 of at least one line')
  }
  if (!isUuid(shipmentId)) throw notFound(NOT_FOUND)
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ shipment: shipments })
      .from(shipments)
      .where(and(eq(shipments.id, shipmentId), eq(shipments.businessId, actor.businessId)))
      .for('update')
    if (!found) throw notFound(NOT_FOUND)
    const { shipment } = found
    // The PO is locked after its shipment, in the order shipments are recorded in.
    const [po] = await tx
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, shipment.purchaseOrderId))
      .for('update')
    if (!po) throw notFound(NOT_FOUND)
    if (shipment.status === 'cancelled') throw conflict('This shipment was cancelled.')
    const seen = new Set<string>()
    const received = new Map<string, number>()
    input.lines.forEach((wanted, index) => {
      const line = shipment.lines.find((candidate) => candidate.lineId === wanted.lineId)
      if (!line) throw refuse(`body.lines.${index}.lineId`, 'is not carried by this shipment')
      if (seen.has(line.lineId)) throw refuse(`body.lines.${index}.lineId`, 'is listed twice')
      seen.add(line.lineId)
      const left = Math.max(0, line.quantity - line.receivedQuantity)
      if (wanted.quantity > left + 1e-9) {
        throw refuse(
          `body.lines.${index}.quantity`,
          `can be at most ${figure(left)}: ${figure(line.quantity)} shipped, ${figure(line.receivedQuantity)} received`,
        )
      }
      if (wanted.quantity > 0) received.set(line.lineId, wanted.quantity)
    })
    const poLines = po.lines.map((line) => ({
      ...line,
      receivedQuantity: line.receivedQuantity + (received.get(line.id) ?? 0),
    }))
    const all = poLines.every((line) => line.receivedQuantity >= line.quantity - 1e-9)
    const status = all ? 'received' : 'partially_received'
    if (po.status !== status) checkMove(po.number, po.status, status)

    const at = now.toISOString()
    const note = input.note?.trim() || null
    await tx
      .update(shipments)
      .set({
        lines: shipment.lines.map((line) => ({
          ...line,
          receivedQuantity: line.receivedQuantity + (received.get(line.lineId) ?? 0),
        })),
        receipts: [
          ...shipment.receipts,
          {
            at,
            by: actor.name,
            lines: [...received].map(([lineId, quantity]) => ({ lineId, quantity })),
            note,
          },
        ],
        status: 'delivered',
        deliveredAt: shipment.deliveredAt ?? now,
        events:
          shipment.status === 'delivered'
            ? shipment.events
            : [...shipment.events, { at, status: 'delivered', location: null, note }],
      })
      .where(eq(shipments.id, shipment.id))
    await tx
      .update(purchaseOrders)
      .set({
        lines: poLines,
        status,
        history:
          po.status === status ? po.history : [...po.history, { at, status, by: actor.name, note }],
      })
      .where(eq(purchaseOrders.id, po.id))
  })
}
