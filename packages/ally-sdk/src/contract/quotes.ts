// The sourcing round's endpoints; its shapes are in sourcing-shapes.ts.
import * as z from 'zod/mini'
import {
  arrayOf,
  DealFilters,
  Empty,
  Flag,
  Id,
  LineItemInput,
  listOf,
  optional,
  PageQuery,
  Search,
  Timestamp,
  text,
} from './common'
import { defineEndpoint } from './define'

import {
  ApprovedQuoteResponse,
  QUOTE_STATUSES,
  Quote,
  QuoteComparison,
  QuoteResponse,
  RFQ_STATUSES,
  Rfq,
} from './sourcing-shapes'

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
  permission: 'sourcing',
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
  permission: 'sourcing',
  path: '/api/v1/ldb/rfq/resend/:id',
  summary:
    "E-mail an RFQ that still takes answers to its vendor again, with a new link; `id` is the RFQ's id (one vendor's), not its round's",
  response: Rfq,
})

export const deleteRfq = defineEndpoint({
  method: 'DELETE',
  permission: 'sourcing',
  path: '/api/v1/ldb/rfq/delete/:id',
  summary:
    "Withdraw and delete an RFQ that has no accepted response; `id` is the RFQ's id (one vendor's), not its round's",
  response: Empty,
})

/** A round and some of its RFQs (those sent, reminded or closed). */
const RoundRfqs = z.object({ quote: Quote, rfqs: z.array(Rfq) })

export const sendRfqs = defineEndpoint({
  method: 'POST',
  permission: 'sourcing',
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
  permission: 'sourcing',
  path: '/api/v1/ldb/rfq/quotes/remind/:id',
  summary:
    "E-mail each vendor of open round `id` that has not answered yet, with a new link; `rfqs` are those reminded; `id` is the round's (quote's) id",
  response: RoundRfqs,
})

export const closeQuote = defineEndpoint({
  method: 'PUT',
  permission: 'sourcing',
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
  permission: 'award',
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
