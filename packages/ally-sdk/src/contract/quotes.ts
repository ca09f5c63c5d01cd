// Over 300 lines on purpose: the whole sourcing round's contract (rounds, RFQs, responses, comparison, award) in one place, so its shapes are read together.
import * as z from 'zod/mini'
import {
  Amount,
  AmountInput,
  arrayOf,
  Currency,
  count,
  Day,
  Days,
  DealFilters,
  Empty,
  FileRef,
  Flag,
  Id,
  LineItem,
  LineItemInput,
  listOf,
  MAX_ATTACHMENTS,
  nullable,
  OrderType,
  optional,
  PageQuery,
  positiveInt,
  Quantity,
  ratio,
  Search,
  Timestamp,
  text,
  VendorRef,
} from './common'
import { defineEndpoint } from './define'

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

const RfqFilters = z.extend(DealFilters, { status: optional(z.enum(RFQ_STATUSES)) })

export const listRfqs = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/order/rfqs',
  summary: 'All RFQs sent; filter by text, vendor id, deal reference (taId) and minimum total',
  query: RfqFilters,
  response: listOf(Rfq),
})

export const getRfq = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/single',
  summary: "One RFQ with every revision of the vendor's response, newest first",
  query: z.object({ rfqId: Id }),
  response: z.object({ rfq: Rfq, responses: z.array(QuoteResponse) }),
})

export const updateRfq = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/ldb/rfq/update/rfq/:id',
  summary:
    "Extend the deadline, change the message or cancel one RFQ; `lines` replace the order's lines (every RFQ's) while nobody has answered; `id` is the RFQ's id (one vendor's), not its round's",
  body: z.object({
    deadline: optional(Timestamp),
    message: optional(text(4000, 0)),
    status: optional(z.enum(['cancelled'])),
    // 200 is orders.ts's MAX_ORDER_LINES, which cannot be imported here: orders.ts imports this file.
    lines: optional(arrayOf(LineItemInput, 1, 200)),
  }),
  response: Rfq,
})

export const resendRfq = defineEndpoint({
  method: 'POST',
  path: '/api/v1/ldb/rfq/resend/:id',
  summary:
    "E-mail an RFQ that still takes answers to its vendor again, with a new link; `id` is the RFQ's id (one vendor's), not its round's",
  response: Rfq,
})

export const deleteRfq = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/ldb/rfq/delete/:id',
  summary:
    "Withdraw and delete an RFQ that has no accepted response; `id` is the RFQ's id (one vendor's), not its round's",
  response: Empty,
})

/** A round and some of its RFQs (those sent, reminded or closed). */
const RoundRfqs = z.object({ quote: Quote, rfqs: z.array(Rfq) })

export const sendRfqs = defineEndpoint({
  method: 'POST',
  path: '/api/v1/ldb/rfq/create/quote/rfqs',
  summary:
    'Send RFQs for an order to vendors: opens a quote (or adds vendors to `quoteId`) and e-mails each vendor a link',
  body: z.object({
    orderId: Id,
    quoteId: optional(Id),
    vendorIds: arrayOf(Id, 1, 100),
    deadline: Timestamp,
    message: optional(text(4000, 0)),
  }),
  response: RoundRfqs,
})

export const listQuotes = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/quotes/list',
  summary:
    'Sourcing rounds; filter by text, a vendor that quoted (vendor id), deal reference (taId) and minimum total',
  query: z.extend(DealFilters, { status: optional(z.enum(QUOTE_STATUSES)) }),
  response: listOf(Quote),
})

export const getQuote = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/quotes/single',
  summary: 'One quote (sourcing round)',
  query: z.object({ quoteId: Id }),
  response: Quote,
})

export const compareQuote = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/quotes/comparison',
  summary:
    "A round's live answers side by side in its currency (fixed reference rates), with each vendor's record and the award",
  query: z.object({ quoteId: Id }),
  response: QuoteComparison,
})

export const remindQuoteVendors = defineEndpoint({
  method: 'POST',
  path: '/api/v1/ldb/rfq/quotes/remind/:id',
  summary:
    "E-mail each vendor of open round `id` that has not answered yet, with a new link; `rfqs` are those reminded; `id` is the round's (quote's) id",
  response: RoundRfqs,
})

export const closeQuote = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/ldb/rfq/quotes/close/:id',
  summary:
    "Close open round `id` now: unanswered RFQs expire (their vendors are told), answers stay to award; `id` is the round's (quote's) id",
  response: RoundRfqs,
})

export const listQuoteRfqs = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/quotes/rfqs',
  summary: "A quote's RFQs, one per vendor, with their status",
  query: z.extend(PageQuery, { quoteId: Id }),
  response: listOf(Rfq),
})

export const listQuoteResponses = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/:id/quoteResponses',
  summary:
    "Every revision of the vendor's response to RFQ `id`, newest first (a round side by side: `compareQuote`); `id` is the RFQ's id (one vendor's), not its round's (quote's) and not a response's",
  query: PageQuery,
  response: listOf(QuoteResponse),
})

export const listApprovedQuoteResponses = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/rfq/approved/quoteResponse',
  summary: 'Accepted responses; `search` matches title, vendor and taId',
  query: z.extend(PageQuery, {
    search: Search,
    vendor: optional(Id),
    taId: optional(text(32)),
    /** Only those still waiting for a purchase order. */
    pending: Flag,
  }),
  response: listOf(ApprovedQuoteResponse),
})

export const acceptQuote = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/ldb/rfq/quote/acceptance',
  summary:
    'Award a quote: whole responses, or chosen lines of several (a split award); other RFQs are told',
  body: z.object({
    awards: arrayOf(
      z.object({
        quoteResponseId: Id,
        /** Omit to accept every line of the response. */
        lineIds: optional(arrayOf(Id, 1)),
      }),
      1,
    ),
    note: optional(text(2000, 0)),
  }),
  response: z.object({ quote: Quote, approved: z.array(ApprovedQuoteResponse) }),
})

export const quoteEndpoints = {
  listRfqs,
  getRfq,
  updateRfq,
  resendRfq,
  deleteRfq,
  sendRfqs,
  listQuotes,
  getQuote,
  compareQuote,
  remindQuoteVendors,
  closeQuote,
  listQuoteRfqs,
  listQuoteResponses,
  listApprovedQuoteResponses,
  acceptQuote,
}
