import {
  acceptQuote,
  compareQuote as compareQuoteEndpoint,
  listApprovedQuoteResponses,
  listQuoteResponses,
} from '@ally/sdk'
import type { AppContext } from '../context'
import { paged, pageOf } from '../db/paging'
import { attachmentSigner } from '../files/attachments'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted, listAnswer } from '../http/messages'
import { approvedById, businessApproved } from './approved-queries'
import { awardQuote } from './award-quote'
import { compareQuote } from './compare-quote'
import { toApprovedQuoteResponse, toQuote, toQuoteResponse } from './mappers'
import { ownQuoteOrNotFound } from './quote-queries'
import { rfqResponses, rfqsById } from './rfq-queries'

// Comparing a round's answers and awarding it (award-quote.ts), and the approved responses that
// purchase orders are made from.

export function awardRoutes(context: AppContext) {
  const { db, mail, now, fileLinks } = context

  const ownQuote = (businessId: string, quoteId: string) =>
    ownQuoteOrNotFound(db, businessId, quoteId)

  return [
    implement(compareQuoteEndpoint, async ({ query, caller, request }) => {
      const row = await ownQuote(caller.business.id, query.quoteId)
      const sign = attachmentSigner(request, fileLinks)
      const comparison = await compareQuote(db, caller.business.id, row, now(), sign)
      const answered = comparison.vendors.filter((vendor) => vendor.response).length
      return {
        message: `${counted(answered, 'answer', 'answers')} from ${counted(comparison.vendors.length, 'vendor', 'vendors')}`,
        data: comparison,
      }
    }),

    implement(listQuoteResponses, async ({ params, query, caller, request }) => {
      const [rfq] = await rfqsById(db, caller.business.id, [params.id])
      if (!rfq) throw notFound('This RFQ does not exist.')
      // An RFQ has a handful of revisions: read them all and page here.
      const revisions = await rfqResponses(db, rfq.rfq.id)
      const page = pageOf(query)
      const rows = revisions.slice(page.offset, page.offset + page.limit)
      const sign = attachmentSigner(request, fileLinks)
      return {
        message: counted(revisions.length, 'response', 'responses'),
        data: paged(
          rows.map((row) => toQuoteResponse(row, sign)),
          revisions.length,
          page,
        ),
      }
    }),

    implement(acceptQuote, async ({ body, caller }) => {
      const { quoteId, approvedIds } = await awardQuote(context, {
        businessId: caller.business.id,
        businessName: caller.business.name ?? 'A buyer',
        userId: caller.user.id,
        awards: body.awards,
        note: body.note,
      })
      void mail.flush()
      const approved = (await approvedById(db, approvedIds)).map(toApprovedQuoteResponse)
      const quote = toQuote(await ownQuote(caller.business.id, quoteId))
      const message =
        approved.length === 1
          ? `Quote from ${approved[0]?.vendor.name} accepted`
          : `Award split between ${approved.length} vendors`
      return { message, data: { quote, approved } }
    }),

    implement(listApprovedQuoteResponses, async ({ query, caller }) => {
      const page = pageOf(query)
      const found = await businessApproved(db, caller.business.id, query, page)
      const noun: [string, string] = ['approved response', 'approved responses']
      return listAnswer(found, page, noun, toApprovedQuoteResponse)
    }),
  ]
}
