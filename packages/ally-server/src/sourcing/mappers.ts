import type {
  ApprovedQuoteResponse,
  LineItem,
  Order,
  Quote,
  QuoteResponse,
  Rfq,
  VendorRfq,
} from '@ally/sdk'
import { type BuyerRef, toBuyer } from '../accounts/mappers'
import type {
  approvedQuoteResponses,
  orders,
  quoteResponses,
  quotes,
  rfqs,
  StoredLine,
} from '../db/schema'
import type { SignAttachments } from '../files/attachments'

// The sourcing records as the contract shows them. Records with files take the request's
// `SignAttachments`, so their links are signed for the caller that reads them.

const iso = (date: Date | null) => date?.toISOString() ?? null

export const toLines = (lines: readonly StoredLine[], sign: SignAttachments): LineItem[] =>
  lines.map((line) => ({ ...line, attachments: sign(line.attachments) }))

export function toOrder(order: typeof orders.$inferSelect, sign: SignAttachments): Order {
  return {
    id: order.id,
    taId: order.taId,
    title: order.title,
    orderType: order.orderType,
    status: order.status,
    lines: toLines(order.lines, sign),
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    currency: order.currency,
    budget: order.budget === null ? null : Number(order.budget),
    notes: order.notes,
    draft: order.rfqDraft,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  }
}

export interface RfqRow {
  rfq: typeof rfqs.$inferSelect
  order: { id: string; taId: string; title: string } & Pick<
    typeof orders.$inferSelect,
    'lines' | 'deliveryAddress' | 'deliveryDate'
  >
  currency: Rfq['currency']
  vendor: Rfq['vendor']
  total: number | null
}

export function toRfq({ rfq, order, currency, vendor, total }: RfqRow, sign: SignAttachments): Rfq {
  return {
    id: rfq.id,
    taId: order.taId,
    quoteId: rfq.quoteId,
    orderId: order.id,
    title: order.title,
    vendor,
    status: rfq.status,
    lines: toLines(order.lines, sign),
    currency,
    deliveryAddress: order.deliveryAddress,
    deliveryDate: order.deliveryDate,
    deadline: rfq.deadline.toISOString(),
    message: rfq.message,
    sentAt: rfq.sentAt.toISOString(),
    viewedAt: iso(rfq.viewedAt),
    respondedAt: iso(rfq.respondedAt),
    total: total === null ? null : Number(total),
    awardedTotal: rfq.awardedTotal === null ? null : Number(rfq.awardedTotal),
  }
}

/**
 * An RFQ as its vendor sees it: with the buyer, the vendor's own live answer, and the PO made
 * from its award once sent to the vendor (vendor-rfq-queries.ts reads it).
 */
export function toVendorRfq(
  row: RfqRow & { buyer: BuyerRef },
  response: QuoteResponseRow | undefined,
  purchaseOrder: VendorRfq['purchaseOrder'],
  sign: SignAttachments,
): VendorRfq {
  const rfq = toRfq(row, sign)
  return {
    ...rfq,
    // The buyer's target prices are its own.
    lines: rfq.lines.map(({ targetPrice: _, ...line }) => line),
    buyer: toBuyer(row.buyer),
    response: response ? toQuoteResponse(response, sign) : null,
    purchaseOrder,
  }
}

export interface QuoteResponseRow {
  response: typeof quoteResponses.$inferSelect
  quoteId: string
  taId: string
  vendor: QuoteResponse['vendor']
}

export function toQuoteResponse(
  { response, quoteId, taId, vendor }: QuoteResponseRow,
  sign: SignAttachments,
): QuoteResponse {
  return {
    id: response.id,
    rfqId: response.rfqId,
    quoteId,
    taId,
    vendor,
    status: response.status,
    currency: response.currency,
    lines: response.lines,
    subtotal: response.subtotal,
    shippingCost: response.shippingCost,
    total: response.total,
    leadTimeDays: response.leadTimeDays,
    validUntil: response.validUntil,
    notes: response.notes,
    attachments: sign(response.attachments),
    revision: response.revision,
    submittedAt: response.submittedAt.toISOString(),
  }
}

export interface QuoteRow {
  quote: typeof quotes.$inferSelect
  order: { id: string; taId: string; title: string; orderType: Quote['orderType'] }
  rfqCount: number
  responseCount: number
  waitingCount: number
  lowestTotal: number | null
  vendorRfqStatus: Rfq['status'] | null
}

export function toQuote(row: QuoteRow): Quote {
  const { quote, order, rfqCount, responseCount, waitingCount, lowestTotal } = row
  const item: Quote = {
    id: quote.id,
    taId: order.taId,
    orderId: order.id,
    title: order.title,
    orderType: order.orderType,
    status: quote.status,
    currency: quote.currency,
    deadline: quote.deadline.toISOString(),
    rfqCount,
    responseCount,
    waitingCount,
    lowestTotal: lowestTotal === null ? null : Number(lowestTotal),
    createdAt: quote.createdAt.toISOString(),
  }
  if (row.vendorRfqStatus) item.vendorRfqStatus = row.vendorRfqStatus
  return item
}

export interface ApprovedRow {
  approved: typeof approvedQuoteResponses.$inferSelect
  orderId: string
  taId: string
  title: string
  currency: ApprovedQuoteResponse['currency']
  vendor: ApprovedQuoteResponse['vendor']
}

export function toApprovedQuoteResponse(row: ApprovedRow): ApprovedQuoteResponse {
  const { approved } = row
  return {
    id: approved.id,
    quoteResponseId: approved.quoteResponseId,
    quoteId: approved.quoteId,
    orderId: row.orderId,
    taId: row.taId,
    title: row.title,
    vendor: row.vendor,
    currency: row.currency,
    lines: approved.lines,
    shippingCost: approved.shippingCost,
    total: approved.total,
    note: approved.note,
    approvedAt: approved.approvedAt.toISOString(),
    purchaseOrderId: approved.purchaseOrderId,
  }
}
