import { randomUUID } from 'node:crypto'
import type { EndpointInput, receiveShipment } from '@ally/sdk'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import {
  purchaseOrders,
  type StoredDeliveryIssue,
  type StoredShipmentLine,
  shipments,
} from '../db/schema'
import { conflict, fieldError, notFound } from '../http/errors'
import type { Actor } from '../purchase-orders/draft-purchase-order'
import { figure, QUANTITY_SLACK, receivedInFull } from '../purchase-orders/line-quantities'
import { checkMove } from '../purchase-orders/status-flow'

// The buyer records goods of a shipment arriving: per line, what was taken in good order and what
// was rejected, up to what the shipment carries and nothing has been recorded of yet, with a
// note on damage or shortage; and whether the rest is missing (short). Rejected and short goods
// are delivery issues the PO keeps open until the buyer resolves them (resolve-delivery-issue.ts).
// The shipment is delivered once anything of it arrived; the PO is partially received until
// every line is received in full or no longer owed, then received.

export type ReceiptInput = EndpointInput<typeof receiveShipment>['body']

const NOT_FOUND = 'This shipment does not exist.'
const refuse = fieldError

/** What of a shipment's line is not accounted for yet: neither received, rejected nor short. */
export const unaccounted = (line: StoredShipmentLine) =>
  Math.max(
    0,
    line.quantity -
      line.receivedQuantity -
      (line.rejectedQuantity ?? 0) -
      (line.shortQuantity ?? 0),
  )

function accountedFigures(line: StoredShipmentLine): string {
  const parts = [`${figure(line.quantity)} shipped`, `${figure(line.receivedQuantity)} received`]
  if (line.rejectedQuantity) parts.push(`${figure(line.rejectedQuantity)} rejected`)
  if (line.shortQuantity) parts.push(`${figure(line.shortQuantity)} short`)
  return parts.join(', ')
}

/** What a receipt does to each line of the shipment it names. */
interface Counted {
  received: number
  rejected: number
  short: number
}

/** Checks the receipt against what the shipment still carries; per line, what it records. */
function countReceipt(shipment: typeof shipments.$inferSelect, input: ReceiptInput) {
  const counted = new Map<string, Counted>()
  input.lines.forEach((wanted, index) => {
    const line = shipment.lines.find((candidate) => candidate.lineId === wanted.lineId)
    if (!line) throw refuse(`body.lines.${index}.lineId`, 'is not carried by this shipment')
    if (counted.has(line.lineId)) throw refuse(`body.lines.${index}.lineId`, 'is listed twice')
    const left = unaccounted(line)
    const rejected = wanted.rejected ?? 0
    if (wanted.quantity > left + QUANTITY_SLACK) {
      throw refuse(
        `body.lines.${index}.quantity`,
        `can be at most ${figure(left)}: ${accountedFigures(line)}`,
      )
    }
    if (wanted.quantity + rejected > left + QUANTITY_SLACK) {
      throw refuse(
        `body.lines.${index}.rejected`,
        `can be at most ${figure(Math.max(0, left - wanted.quantity))} beside the ${figure(wanted.quantity)} received in good order (${figure(left)} outstanding: ${accountedFigures(line)})`,
      )
    }
    counted.set(line.lineId, { received: wanted.quantity, rejected, short: 0 })
  })
  if (input.restMissing) {
    // Whatever the shipment still carries beyond this receipt did not arrive: short.
    for (const line of shipment.lines) {
      const got = counted.get(line.lineId) ?? { received: 0, rejected: 0, short: 0 }
      const short = unaccounted(line) - got.received - got.rejected
      if (short > QUANTITY_SLACK) counted.set(line.lineId, { ...got, short })
    }
  }
  const records = [...counted.values()].some(
    (line) => line.received > 0 || line.rejected > 0 || line.short > 0,
  )
  if (!records) {
    throw refuse(
      'body.lines',
      'must receive or reject more than 0 of at least one line, or say the rest is missing',
    )
  }
  return counted
}

/** An open issue for each line with goods rejected or short. */
function issuesOf(
  shipmentId: string,
  counted: Map<string, Counted>,
  raised: { at: string; by: string; note: string | null },
): StoredDeliveryIssue[] {
  const issue = (lineId: string, kind: 'rejected' | 'short', quantity: number) => ({
    id: randomUUID(),
    kind,
    lineId,
    quantity,
    shipmentId,
    note: raised.note,
    raisedAt: raised.at,
    raisedBy: raised.by,
    resolution: null,
  })
  return [...counted].flatMap(([lineId, line]) => [
    ...(line.rejected > 0 ? [issue(lineId, 'rejected', line.rejected)] : []),
    ...(line.short > 0 ? [issue(lineId, 'short', line.short)] : []),
  ])
}

// ~85 lines on purpose: one transaction: the shipment and its PO are locked, the receipt checked,
// stored, its delivery issues raised and the PO's state moved, all reading the same locked rows.
export function recordReceipt(
  db: Db,
  actor: Actor,
  shipmentId: string,
  input: ReceiptInput,
  now: Date,
): Promise<void> {
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
    if (shipment.lines.every((line) => unaccounted(line) <= QUANTITY_SLACK)) {
      throw conflict('Everything this shipment carried is already recorded.')
    }
    const counted = countReceipt(shipment, input)
    const add = (lineId: string, field: keyof Counted) => counted.get(lineId)?.[field] ?? 0
    const poLines = po.lines.map((line) => ({
      ...line,
      receivedQuantity: line.receivedQuantity + add(line.id, 'received'),
      rejectedQuantity: (line.rejectedQuantity ?? 0) + add(line.id, 'rejected'),
      shortQuantity: (line.shortQuantity ?? 0) + add(line.id, 'short'),
    }))
    const status = poLines.every(receivedInFull) ? 'received' : 'partially_received'
    if (po.status !== status) checkMove(po.number, po.status, status)

    const at = now.toISOString()
    const note = input.note?.trim() || null
    const issues = issuesOf(shipment.id, counted, { at, by: actor.name, note })
    await tx
      .update(shipments)
      .set({
        lines: shipment.lines.map((line) => ({
          ...line,
          receivedQuantity: line.receivedQuantity + add(line.lineId, 'received'),
          rejectedQuantity: (line.rejectedQuantity ?? 0) + add(line.lineId, 'rejected'),
          shortQuantity: (line.shortQuantity ?? 0) + add(line.lineId, 'short'),
        })),
        receipts: [
          ...shipment.receipts,
          {
            at,
            by: actor.name,
            lines: [...counted]
              .filter(([, line]) => line.received > 0 || line.rejected > 0)
              .map(([lineId, line]) => ({
                lineId,
                quantity: line.received,
                rejected: line.rejected,
              })),
            restMissing: input.restMissing === true,
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
        issues: issues.length > 0 ? [...po.issues, ...issues] : undefined,
        issuesOpenSince: issues.length > 0 ? (po.issuesOpenSince ?? now) : undefined,
      })
      .where(eq(purchaseOrders.id, po.id))
  })
}
