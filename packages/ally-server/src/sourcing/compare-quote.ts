import type { ComparedVendor, Currency, QuoteComparison } from '@ally/sdk'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { vendorRef } from '../db/references'
import {
  approvedQuoteResponses,
  orders,
  purchaseOrders,
  quoteAwards,
  quoteResponses,
  rfqs,
  vendors,
} from '../db/schema'
import type { SignAttachments } from '../files/attachments'
import { REFERENCE_RATES } from '../services/currency'
import { vendorPerformance } from '../vendors/vendor-performance'
import { type QuoteRow, toLines, toQuote, toQuoteResponse } from './mappers'
import { liveResponses } from './rfq-queries'

// A round's comparison: every RFQ of the round with its live answer, converted to the round's
// currency at the fixed reference rates (the rate is shown beside it), landed cost (subtotal plus
// shipping), and the vendor's record with this buyer. Prices are per the requested unit: vendors
// answer each line in the unit it was asked in (docs/product-rules.md, "Sourcing").

const cents = (amount: number) => Math.round(amount * 100) / 100

/** Units of `to` per unit of `from`, at the reference rates. */
export const rateBetween = (from: Currency, to: Currency) =>
  from === to ? 1 : REFERENCE_RATES[to] / REFERENCE_RATES[from]

export async function compareQuote(
  db: Db,
  businessId: string,
  row: QuoteRow,
  now: Date,
  sign: SignAttachments,
): Promise<QuoteComparison> {
  const currency = row.quote.currency
  const [order] = await db
    .select({ lines: orders.lines })
    .from(orders)
    .where(eq(orders.id, row.order.id))
  const roundRfqs = await db
    .select({ id: rfqs.id, status: rfqs.status, vendor: vendorRef })
    .from(rfqs)
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
    .where(eq(rfqs.quoteId, row.quote.id))
    .orderBy(asc(vendors.name))
  const live = await liveResponses(
    db,
    roundRfqs.map((rfq) => rfq.id),
  )
  const records = roundRfqs.length
    ? await vendorPerformance(db, {
        businessId,
        now,
        currency,
        vendorIds: roundRfqs.map((rfq) => rfq.vendor.id),
      }).byVendor()
    : new Map()
  const awards = await roundAwards(db, row.quote.id)

  const compared = roundRfqs
    .map((rfq) => comparedVendor(rfq, live.get(rfq.id), records.get(rfq.vendor.id), currency, sign))
    .sort(byLandedCost)
  return {
    quote: toQuote(row),
    lines: toLines(order?.lines ?? [], sign),
    vendors: compared,
    awards,
  }
}

type RoundRfq = { id: string; status: ComparedVendor['status']; vendor: ComparedVendor['vendor'] }
type LiveAnswer = Parameters<typeof toQuoteResponse>[0]
type VendorRecord = Pick<ComparedVendor, 'responseRate' | 'winRate' | 'onTimeRate'>

/** One vendor of the round: its record, and its live answer in the round's currency, if any. */
function comparedVendor(
  rfq: RoundRfq,
  answer: LiveAnswer | undefined,
  record: VendorRecord | undefined,
  currency: Currency,
  sign: SignAttachments,
): ComparedVendor {
  const base = {
    rfqId: rfq.id,
    vendor: rfq.vendor,
    status: rfq.status,
    responseRate: record?.responseRate ?? null,
    winRate: record?.winRate ?? null,
    onTimeRate: record?.onTimeRate ?? null,
  }
  if (!answer) {
    return {
      ...base,
      response: null,
      rate: 1,
      lines: [],
      subtotal: null,
      shippingCost: null,
      total: null,
    }
  }
  const { response } = answer
  const rate = rateBetween(response.currency, currency)
  return {
    ...base,
    response: toQuoteResponse(answer, sign),
    rate,
    lines: response.lines.map((line) => ({
      lineId: line.lineId,
      unitPrice: cents(line.unitPrice * rate),
      total: cents(line.unitPrice * line.quantity * rate),
    })),
    subtotal: cents(response.subtotal * rate),
    shippingCost: cents(response.shippingCost * rate),
    total: cents(response.total * rate),
  }
}

/** Answers first, cheapest landed cost first; the rest keep the vendors' alphabetical order. */
function byLandedCost(a: ComparedVendor, b: ComparedVendor): number {
  if (a.total === null || b.total === null)
    return a.total === null ? (b.total === null ? 0 : 1) : -1
  return a.total - b.total
}

/** The round's awarded lines: which answer won each, and the PO it went on, once there is one. */
async function roundAwards(db: Db, quoteId: string): Promise<QuoteComparison['awards']> {
  const awarded = await db
    .select({
      lineId: quoteAwards.lineId,
      quoteResponseId: approvedQuoteResponses.quoteResponseId,
      vendorId: rfqs.vendorId,
      approvedId: approvedQuoteResponses.id,
      purchaseOrderId: purchaseOrders.id,
      purchaseOrderNumber: purchaseOrders.number,
    })
    .from(quoteAwards)
    .innerJoin(approvedQuoteResponses, eq(approvedQuoteResponses.id, quoteAwards.approvedId))
    .innerJoin(quoteResponses, eq(quoteResponses.id, approvedQuoteResponses.quoteResponseId))
    .innerJoin(rfqs, eq(rfqs.id, quoteResponses.rfqId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, approvedQuoteResponses.purchaseOrderId))
    .where(eq(quoteAwards.quoteId, quoteId))
  return awarded.map(({ purchaseOrderId, purchaseOrderNumber, ...award }) => ({
    ...award,
    purchaseOrder:
      purchaseOrderId && purchaseOrderNumber
        ? { id: purchaseOrderId, number: purchaseOrderNumber }
        : null,
  }))
}
