// Over 300 lines on purpose: a whole round (order to shipments) written in one transaction, one
// function per record.
import { randomUUID } from 'node:crypto'
import type { Currency, OrderType } from '@ally/sdk'
import { count, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  approvedQuoteResponses,
  orders,
  purchaseOrders,
  quoteAwards,
  quoteResponses,
  quotes,
  rfqs,
  shipments,
} from '../db/schema'
import { nextOrderReference } from './order-references'

// Writes a finished sourcing round (order → quote → RFQs → answers → award → PO → shipments) in
// one go, with the timestamps given. The demo business's history is made with it, and so are the
// tests of everything computed from history, until the sourcing screens write rounds themselves.

export interface RoundAnswer {
  total: number
  leadTimeDays: number
  /** When the vendor answered. */
  at: Date
}

export interface RoundVendor {
  vendorId: string
  /** The vendor's quote, or 'declined'; none means it never answered. */
  answer?: RoundAnswer | 'declined'
  /** The award went to this vendor (others who answered are 'not_awarded'). */
  awarded?: boolean
}

export interface RoundShipment {
  carrier?: string
  estimatedDelivery?: string
  deliveredAt?: Date
  status?: 'pending' | 'in_transit' | 'delayed' | 'delivered' | 'cancelled'
}

export interface RoundPurchaseOrder {
  vendorId: string
  total: number
  currency?: Currency
  sentAt?: Date
  status?: 'draft' | 'sent' | 'acknowledged' | 'declined' | 'shipped' | 'received' | 'cancelled'
  /** The promised delivery day, `YYYY-MM-DD`. */
  deliveryDate?: string
  shipments?: RoundShipment[]
}

export interface SourcingRound {
  businessId: string
  title: string
  orderType?: OrderType
  currency?: Currency
  sentAt: Date
  deadline: Date
  vendors: RoundVendor[]
  purchaseOrder?: RoundPurchaseOrder
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/** The next `PO-0001`-style number of a business. */
async function nextPurchaseOrderNumber(db: Db, businessId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.businessId, businessId))
  return String((row?.n ?? 0) + 1).padStart(4, '0')
}

export async function recordSourcingRound(db: Db, round: SourcingRound) {
  const currency = round.currency ?? 'usd'
  const line: RoundLine = { id: randomUUID(), description: round.title, quantity: 1, unit: 'lot' }
  const decided = round.vendors.some((vendor) => vendor.awarded)
  return db.transaction(async (tx) => {
    const { order, quote } = await insertOrderAndQuote(tx, round, { line, currency, decided })
    let winnerApproval: string | undefined
    for (const vendor of round.vendors) {
      const approved = await insertRfq(tx, round, vendor, {
        quoteId: quote.id,
        line,
        currency,
        decided,
      })
      if (approved) winnerApproval = approved
    }
    const po = round.purchaseOrder
    if (!po) return { order, quote }
    const { purchaseOrder, sentAt } = await insertPurchaseOrder(tx, round, po, {
      orderId: order.id,
      line,
      currency,
      winnerApproval,
    })
    await insertShipments(tx, round, po, { purchaseOrder, sentAt, line })
    return { order, quote, purchaseOrder }
  })
}

interface RoundLine {
  id: string
  description: string
  quantity: number
  unit: string
}

/** The round's order, with its one line, and its quote (the round itself). */
async function insertOrderAndQuote(
  tx: Db,
  round: SourcingRound,
  { line, currency, decided }: { line: RoundLine; currency: Currency; decided: boolean },
) {
  const [order] = await tx
    .insert(orders)
    .values({
      businessId: round.businessId,
      taId: await nextOrderReference(tx, round.businessId),
      title: round.title,
      orderType: round.orderType ?? 'supply',
      status: round.purchaseOrder ? 'ordered' : decided ? 'awarded' : 'sourcing',
      lines: [{ ...line, specifications: null }],
      currency,
      createdAt: round.sentAt,
      updatedAt: round.sentAt,
    })
    .returning()
  if (!order) throw new Error('The order was not stored')
  const [quote] = await tx
    .insert(quotes)
    .values({
      businessId: round.businessId,
      orderId: order.id,
      status: decided ? 'awarded' : 'open',
      currency,
      deadline: round.deadline,
      createdAt: round.sentAt,
    })
    .returning()
  if (!quote) throw new Error('The quote was not stored')
  return { order, quote }
}

/**
 * One vendor's RFQ and, if it answered, its answer; for the vendor awarded, the award as
 * acceptQuote stores it. Resolves to the approved response's id, if any.
 */
async function insertRfq(
  tx: Db,
  round: SourcingRound,
  vendor: RoundVendor,
  {
    quoteId,
    line,
    currency,
    decided,
  }: { quoteId: string; line: RoundLine; currency: Currency; decided: boolean },
): Promise<string | undefined> {
  const answer = vendor.answer
  const answered = answer && answer !== 'declined' ? answer : undefined
  const status =
    answer === 'declined'
      ? 'declined'
      : vendor.awarded
        ? 'awarded'
        : answered && decided
          ? 'not_awarded'
          : answered
            ? 'responded'
            : round.deadline.getTime() < Date.now()
              ? 'expired'
              : 'sent'
  const [rfq] = await tx
    .insert(rfqs)
    .values({
      businessId: round.businessId,
      quoteId,
      vendorId: vendor.vendorId,
      status,
      deadline: round.deadline,
      sentAt: round.sentAt,
      viewedAt: answer ? round.sentAt : null,
      respondedAt: answered?.at ?? null,
      quotedTotal: answered?.total ?? null,
      // A recorded award is of the whole answer.
      awardedTotal: vendor.awarded ? (answered?.total ?? null) : null,
    })
    .returning()
  if (!rfq || !answered) return undefined
  const [response] = await tx
    .insert(quoteResponses)
    .values({
      businessId: round.businessId,
      rfqId: rfq.id,
      status: vendor.awarded ? 'accepted' : decided ? 'rejected' : 'submitted',
      currency,
      lines: [
        {
          lineId: line.id,
          unitPrice: answered.total,
          quantity: 1,
          leadTimeDays: answered.leadTimeDays,
          note: null,
        },
      ],
      subtotal: answered.total,
      total: answered.total,
      leadTimeDays: answered.leadTimeDays,
      validUntil: day(new Date(answered.at.getTime() + 30 * 86_400_000)),
      submittedAt: answered.at,
    })
    .returning({ id: quoteResponses.id })
  if (!vendor.awarded || !response) return undefined
  // The award, as acceptQuote stores it, so the round reads as awarded everywhere.
  const [approved] = await tx
    .insert(approvedQuoteResponses)
    .values({
      businessId: round.businessId,
      quoteId,
      quoteResponseId: response.id,
      lines: [
        {
          lineId: line.id,
          description: line.description,
          quantity: 1,
          unit: line.unit,
          unitPrice: answered.total,
          total: answered.total,
        },
      ],
      total: answered.total,
      approvedAt: round.deadline,
    })
    .returning({ id: approvedQuoteResponses.id })
  if (approved) {
    await tx.insert(quoteAwards).values({ quoteId, lineId: line.id, approvedId: approved.id })
    return approved.id
  }
}

/** The round's purchase order, linked to the award it came from. */
async function insertPurchaseOrder(
  tx: Db,
  round: SourcingRound,
  po: RoundPurchaseOrder,
  {
    orderId,
    line,
    currency,
    winnerApproval,
  }: { orderId: string; line: RoundLine; currency: Currency; winnerApproval?: string },
) {
  const status = po.status ?? 'sent'
  const sentAt = status === 'draft' ? null : (po.sentAt ?? round.deadline)
  const [purchaseOrder] = await tx
    .insert(purchaseOrders)
    .values({
      businessId: round.businessId,
      number: `PO-${await nextPurchaseOrderNumber(tx, round.businessId)}`,
      orderId,
      vendorId: po.vendorId,
      status,
      currency: po.currency ?? currency,
      lines: [
        {
          id: line.id,
          description: line.description,
          quantity: 1,
          unit: line.unit,
          unitPrice: po.total,
          total: po.total,
          // What its shipments carry (the whole line), and what of it arrived.
          ...(po.shipments?.length ? { shippedQuantity: 1 } : {}),
          receivedQuantity: status === 'received' ? 1 : 0,
        },
      ],
      subtotal: po.total,
      total: po.total,
      deliveryDate: po.deliveryDate ?? null,
      history: sentAt ? [{ at: sentAt.toISOString(), status, by: null, note: null }] : [],
      sentAt,
      acknowledgedAt: ['acknowledged', 'shipped', 'received'].includes(status) ? sentAt : null,
      // A draft is being written now; a sent order was drafted when it was sent.
      createdAt: sentAt ?? new Date(),
    })
    .returning()
  if (!purchaseOrder) throw new Error('The purchase order was not stored')
  if (winnerApproval) {
    await tx
      .update(approvedQuoteResponses)
      .set({ purchaseOrderId: purchaseOrder.id })
      .where(eq(approvedQuoteResponses.id, winnerApproval))
  }
  return { purchaseOrder, sentAt }
}

/** The PO's shipments: each shipped two days after the PO went out, carrying its line. */
async function insertShipments(
  tx: Db,
  round: SourcingRound,
  po: RoundPurchaseOrder,
  {
    purchaseOrder,
    sentAt,
    line,
  }: { purchaseOrder: typeof purchaseOrders.$inferSelect; sentAt: Date | null; line: RoundLine },
) {
  for (const [index, shipment] of (po.shipments ?? []).entries()) {
    const shipmentStatus = shipment.status ?? (shipment.deliveredAt ? 'delivered' : 'in_transit')
    // Shipped two days after the PO went out, carrying its line; a delivery is received in full.
    const shippedOn = sentAt ? new Date(sentAt.getTime() + 2 * 86_400_000) : null
    const received = shipment.deliveredAt
      ? [
          {
            at: shipment.deliveredAt.toISOString(),
            by: null,
            lines: [{ lineId: line.id, quantity: 1 }],
            note: null,
          },
        ]
      : []
    await tx.insert(shipments).values({
      businessId: round.businessId,
      purchaseOrderId: purchaseOrder.id,
      carrier: shipment.carrier ?? 'DHL',
      // Shaped like a carrier's number, unique per PO and shipment.
      trackingNumber: `JD0146${purchaseOrder.number.replace(/\D/g, '').padStart(6, '0')}${index + 1}`,
      status: shipmentStatus,
      lines: [
        {
          lineId: line.id,
          description: line.description,
          unit: line.unit,
          quantity: 1,
          receivedQuantity: shipment.deliveredAt ? 1 : 0,
        },
      ],
      shippedOn: shippedOn ? shippedOn.toISOString().slice(0, 10) : null,
      receipts: received,
      estimatedDelivery: shipment.estimatedDelivery ?? null,
      deliveredAt: shipment.deliveredAt ?? null,
      events: shipment.deliveredAt
        ? [
            {
              at: shipment.deliveredAt.toISOString(),
              status: 'delivered',
              location: null,
              note: null,
            },
          ]
        : [],
      createdAt: sentAt ?? round.deadline,
    })
  }
}
