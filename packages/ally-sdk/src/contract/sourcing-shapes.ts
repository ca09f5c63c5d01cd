// The sourcing round's shapes, read together: the round (a quote), its RFQs, the vendors'
// responses and their comparison. The endpoints that move them are in quotes.ts.
import * as z from 'zod/mini'
import {
  Amount,
  AmountInput,
  arrayOf,
  Currency,
  count,
  Day,
  Days,
  FileRef,
  Id,
  LineItem,
  MAX_ATTACHMENTS,
  nullable,
  OrderType,
  optional,
  positiveInt,
  Quantity,
  ratio,
  Timestamp,
  text,
  VendorRef,
} from './common'

// A quote is one sourcing round for an order; it sends one RFQ to each chosen vendor, and each
// vendor answers its RFQ with a quote response (revisable until the deadline).

export const QUOTE_STATUSES = ['open', 'closed', 'awarded', 'cancelled'] as const

export const RFQ_STATUSES = [
  'sent',
  'viewed',
  'responded',
  'declined',
  'awarded',
  'not_awarded',
  'cancelled',
  'expired',
] as const

export const Quote = z.object({
  id: Id,
  taId: z.string(),
  orderId: Id,
  title: z.string(),
  orderType: OrderType,
  status: z.enum(QUOTE_STATUSES),
  currency: Currency,
  deadline: Timestamp,
  rfqCount: count(),
  responseCount: count(),
  /** RFQs still to be answered: not answered, declined, expired or cancelled. */
  waitingCount: count(),
  /** The lowest total among current responses, in `currency` (converted where needed). */
  lowestTotal: nullable(Amount),
  createdAt: Timestamp,
  /** Only when listed with a `vendor` filter: that vendor's RFQ status in this round. */
  vendorRfqStatus: optional(z.enum(RFQ_STATUSES)),
})
export type Quote = z.infer<typeof Quote>

export const Rfq = z.object({
  id: Id,
  taId: z.string(),
  quoteId: Id,
  orderId: Id,
  title: z.string(),
  vendor: VendorRef,
  status: z.enum(RFQ_STATUSES),
  lines: z.array(LineItem),
  currency: Currency,
  deliveryAddress: nullable(z.string()),
  deliveryDate: nullable(Day),
  deadline: Timestamp,
  message: nullable(z.string()),
  sentAt: Timestamp,
  viewedAt: nullable(Timestamp),
  respondedAt: nullable(Timestamp),
  /**
   * Total of the vendor's current response, if any, in `currency` (the round's); an answer in
   * another currency is converted at the server's reference rates.
   */
  total: nullable(Amount),
  /**
   * What the vendor won, in `currency`, once the RFQ is awarded: its whole answer, or in a split
   * award the lines awarded to it (with its shipping); null until then.
   */
  awardedTotal: nullable(Amount),
})
export type Rfq = z.infer<typeof Rfq>

export const QuoteResponseLine = z.object({
  lineId: Id,
  unitPrice: Amount,
  /** The quantity offered; may be less than asked. */
  quantity: Amount,
  leadTimeDays: nullable(count()),
  note: nullable(z.string()),
})

export const QUOTE_RESPONSE_STATUSES = [
  'submitted',
  'accepted',
  'partially_accepted',
  'rejected',
  'superseded',
  'withdrawn',
] as const

export const QuoteResponse = z.object({
  id: Id,
  rfqId: Id,
  quoteId: Id,
  taId: z.string(),
  vendor: VendorRef,
  status: z.enum(QUOTE_RESPONSE_STATUSES),
  currency: Currency,
  lines: z.array(QuoteResponseLine),
  subtotal: Amount,
  shippingCost: Amount,
  total: Amount,
  leadTimeDays: count(),
  validUntil: Day,
  notes: nullable(z.string()),
  /** Files the vendor sent with this revision (a datasheet, its own quote document). */
  attachments: z.array(FileRef),
  /** 1 for the first answer; each revision before the deadline adds one. */
  revision: positiveInt(),
  submittedAt: Timestamp,
})
export type QuoteResponse = z.infer<typeof QuoteResponse>

/** What a vendor submits, from the portal or from a tokenised link. */
export const QuoteResponseInput = z.object({
  currency: Currency,
  lines: arrayOf(
    z.object({
      lineId: Id,
      unitPrice: AmountInput,
      /** The quantity offered: the quantity asked when left out, and never more. */
      quantity: optional(Quantity),
      leadTimeDays: optional(Days),
      note: optional(text(1000, 0)),
    }),
    1,
  ),
  shippingCost: optional(AmountInput),
  leadTimeDays: Days,
  validUntil: Day,
  notes: optional(text(4000, 0)),
  /**
   * Files uploaded with `uploadFileByLink` (from the e-mailed link) or `vendorUploadFile` (in the
   * portal); a revision carries only the files it names.
   */
  attachmentIds: optional(arrayOf(Id, 0, MAX_ATTACHMENTS)),
})
export type QuoteResponseInput = z.infer<typeof QuoteResponseInput>

/** An accepted response (or the accepted lines of one), ready to become a purchase order. */
export const ApprovedQuoteResponse = z.object({
  id: Id,
  quoteResponseId: Id,
  quoteId: Id,
  orderId: Id,
  taId: z.string(),
  title: z.string(),
  vendor: VendorRef,
  currency: Currency,
  lines: z.array(
    z.object({
      lineId: Id,
      description: z.string(),
      quantity: Amount,
      unit: z.string(),
      unitPrice: Amount,
      total: Amount,
    }),
  ),
  /** The response's shipping, carried over as quoted (also for a split award). */
  shippingCost: Amount,
  /** The lines' totals plus shipping. */
  total: Amount,
  note: nullable(z.string()),
  approvedAt: Timestamp,
  purchaseOrderId: nullable(Id),
})
export type ApprovedQuoteResponse = z.infer<typeof ApprovedQuoteResponse>

/**
 * One vendor's column in a round's comparison, in the round's currency at the server's fixed
 * reference rates (`rate`: units of the round's currency per unit of the answer's).
 */
export const ComparedVendor = z.object({
  rfqId: Id,
  vendor: VendorRef,
  status: z.enum(RFQ_STATUSES),
  /** The live answer exactly as the vendor sent it; null before one (or after a decline). */
  response: nullable(QuoteResponse),
  rate: z.number(),
  /** Per quoted line; a line the vendor left out is missing. */
  lines: z.array(z.object({ lineId: Id, unitPrice: Amount, total: Amount })),
  subtotal: nullable(Amount),
  shippingCost: nullable(Amount),
  /** Landed cost: subtotal plus shipping. */
  total: nullable(Amount),
  /** The vendor's record with this buyer (all time). */
  responseRate: nullable(ratio()),
  winRate: nullable(ratio()),
  onTimeRate: nullable(ratio()),
})
export type ComparedVendor = z.infer<typeof ComparedVendor>

export const QuoteComparison = z.object({
  quote: Quote,
  /** The order's lines, with the buyer's target prices. */
  lines: z.array(LineItem),
  /** One per RFQ of the round, answered first, lowest landed cost first. */
  vendors: z.array(ComparedVendor),
  /**
   * After an award: which response won each line, the approved response a purchase order is made
   * from (`createPurchaseOrder`'s `approvedQuoteResponseId`), and that PO once it is made.
   */
  awards: z.array(
    z.object({
      lineId: Id,
      quoteResponseId: Id,
      vendorId: Id,
      approvedId: Id,
      purchaseOrder: nullable(z.object({ id: Id, number: z.string() })),
    }),
  ),
})
export type QuoteComparison = z.infer<typeof QuoteComparison>
