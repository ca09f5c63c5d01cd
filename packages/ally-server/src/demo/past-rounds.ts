import type { Currency, OrderType, QuoteResponseInput } from '@ally/sdk'
import type { PastSourcing } from './past-sourcing'

// A whole round of the past in one description (who was asked, who answered what and when, who
// won, how its purchase order went), written step by step in the order it happened through
// past-sourcing.ts, so every status, number and total is the product's. The demo's year
// (history.ts) and the tests of what is computed from history describe their rounds this way.

const DAY_MS = 86_400_000
const later = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

export interface PastAnswer {
  /** The whole answer, for the order's one line (one lot). */
  total: number
  leadTimeDays: number
  /** When the vendor answered. */
  at: Date
  /** The round's currency unless said. */
  currency?: Currency
}

export interface PastVendor {
  vendorId: string
  /** Its quote, or 'declined' (a day after the RFQs went out); none means it never answered. */
  answer?: PastAnswer | 'declined'
  /** Its whole answer wins the round; one vendor at most, since the order has one line. */
  awarded?: boolean
}

/** The one shipment of a purchase order, carrying everything. */
export interface PastDelivery {
  /** When the vendor shipped: the day after it accepted unless said. */
  shippedAt?: Date
  estimatedDelivery?: string
  /** When it arrived and the buyer received all of it; on its way until then. */
  deliveredAt?: Date
}

/** The purchase order the buyer made from the award. */
export interface PastPurchaseOrder {
  /** When the buyer drafted and sent it; it stays a draft (made at the award) when left out. */
  sentAt?: Date
  /** The promised delivery day, `YYYY-MM-DD`. */
  deliveryDate?: string
  /** When the vendor accepted it: the day after it was sent if it shipped, otherwise never. */
  acceptedAt?: Date
  shipment?: PastDelivery
}

export interface PastRound {
  title: string
  orderType?: OrderType
  currency?: Currency
  /** When the RFQs went out. */
  sentAt: Date
  deadline: Date
  vendors: PastVendor[]
  /** When the buyer awarded the round to the vendor `awarded`: its deadline unless said. */
  awardedAt?: Date
  purchaseOrder?: PastPurchaseOrder
}

/** What a round left behind, for a test to look at or carry on from. */
export interface RecordedRound {
  orderId: string
  quoteId: string
  rfqOf(vendorId: string): string
  approvedId?: string
  purchaseOrderId?: string
  shipmentId?: string
}

/** A whole answer as the vendor sends it: its one line priced at `total`, valid for 30 days. */
const quoteOf = (answer: PastAnswer, lineId: string, currency: Currency): QuoteResponseInput => ({
  currency: answer.currency ?? currency,
  lines: [{ lineId, unitPrice: answer.total, leadTimeDays: answer.leadTimeDays }],
  leadTimeDays: answer.leadTimeDays,
  validUntil: dayOf(later(answer.at, 30)),
})

/**
 * Writes `round` through the product's steps, each at its moment; refused as the product would.
 * The round up to its draft PO is one transaction, and so is the delivery (see `together`).
 */
export async function recordPastRound(
  past: PastSourcing,
  round: PastRound,
): Promise<RecordedRound> {
  if (round.vendors.filter((vendor) => vendor.awarded).length > 1) {
    throw new Error(`${round.title}: one line is awarded to one vendor`)
  }
  const sourced = await past.together((steps) => sourceRound(steps, round))
  const po = round.purchaseOrder
  const { purchaseOrderId } = sourced
  if (!po?.sentAt || !purchaseOrderId) return sourced
  const { sentAt } = po
  await past.sendPurchaseOrder(purchaseOrderId, sentAt)
  const shipmentId = await past.together((steps) => deliver(steps, purchaseOrderId, sentAt, po))
  return { ...sourced, shipmentId }
}

/** The RFQs, their answers and declines, the award and the PO drafted from it. */
async function sourceRound(past: PastSourcing, round: PastRound): Promise<RecordedRound> {
  const sent = await past.sendRfqs({
    title: round.title,
    orderType: round.orderType,
    currency: round.currency,
    vendorIds: round.vendors.map((vendor) => vendor.vendorId),
    at: round.sentAt,
    deadline: round.deadline,
  })
  const [lineId = ''] = sent.lineIds
  // Declining takes a day, or half the time there is when there is less.
  const declinedAt = new Date(
    Math.min(
      later(round.sentAt, 1).getTime(),
      (round.sentAt.getTime() + round.deadline.getTime()) / 2,
    ),
  )
  let winner: string | undefined
  for (const vendor of round.vendors) {
    const rfqId = sent.rfqOf(vendor.vendorId)
    if (vendor.answer === 'declined') await past.decline(rfqId, declinedAt)
    else if (vendor.answer) {
      const quote = quoteOf(vendor.answer, lineId, round.currency ?? 'usd')
      const responseId = await past.answer(rfqId, quote, vendor.answer.at)
      if (vendor.awarded) winner = responseId
    }
  }
  const recorded: RecordedRound = {
    orderId: sent.orderId,
    quoteId: sent.quoteId,
    rfqOf: sent.rfqOf,
  }
  const po = round.purchaseOrder
  if (!winner) {
    if (po) throw new Error(`${round.title}: a purchase order needs an award`)
    return recorded
  }
  const awardedAt = round.awardedAt ?? round.deadline
  const [approvedId = ''] = await past.award([winner], awardedAt)
  if (!po) return { ...recorded, approvedId }
  const draft = { approvedQuoteResponseId: approvedId, deliveryDate: po.deliveryDate }
  const purchaseOrderId = await past.draftPurchaseOrder(draft, po.sentAt ?? awardedAt)
  return { ...recorded, approvedId, purchaseOrderId }
}

/** A sent PO accepted, shipped and received, as `po` says; resolves to its shipment's id. */
async function deliver(past: PastSourcing, poId: string, sentAt: Date, po: PastPurchaseOrder) {
  const acceptedAt = po.acceptedAt ?? (po.shipment ? later(sentAt, 1) : undefined)
  if (!acceptedAt) return undefined
  await past.acceptPurchaseOrder(poId, acceptedAt)
  const { shipment } = po
  if (!shipment) return undefined
  const shipmentId = await past.ship(poId, {
    at: shipment.shippedAt ?? later(acceptedAt, 1),
    estimatedDelivery: shipment.estimatedDelivery,
  })
  if (shipment.deliveredAt) await past.receive(shipmentId, shipment.deliveredAt)
  return shipmentId
}
