import { closeQuote, getQuote, listQuoteRfqs, remindQuoteVendors } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext, Caller } from '../context'
import { paged, pageOf } from '../db/paging'
import { attachmentSigner, type SignAttachments } from '../files/attachments'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { toQuote, toRfq } from './mappers'
import { ownQuoteOrNotFound } from './quote-queries'
import { closeRound, remindRound } from './rfq-actions'
import { quoteRfqs, rfqsById } from './rfq-queries'

// The buyer's rounds (a quote and the RFQs it sent): read one, remind its vendors, close it, and
// list its RFQs (rfq-actions.ts).

const businessName = (caller: Caller) => caller.business.name ?? 'A buyer'

export function roundRoutes(context: AppContext) {
  const { db, mail, fileLinks } = context
  const signerOf = (request: FastifyRequest) => attachmentSigner(request, fileLinks)

  const ownQuote = (businessId: string, quoteId: string) =>
    ownQuoteOrNotFound(db, businessId, quoteId)
  /** A round as the contract shows it, with the RFQs an action touched. */
  async function roundWith(
    businessId: string,
    quoteId: string,
    rfqIds: string[],
    sign: SignAttachments,
  ) {
    const quote = toQuote(await ownQuote(businessId, quoteId))
    const rows = await rfqsById(db, businessId, rfqIds)
    return { quote, rfqs: rows.map((row) => toRfq(row, sign)) }
  }
  /**
   * Runs `act` (remind, close) on the caller's round `quoteId`, sends the mail it queued, and
   * answers with the RFQs it touched and the round with them.
   */
  async function actOnRound(
    caller: Caller,
    quoteId: string,
    request: FastifyRequest,
    act: typeof remindRound | typeof closeRound,
  ) {
    const businessId = caller.business.id
    const touched = await act(context, businessId, businessName(caller), quoteId)
    void mail.flush()
    return { touched, data: await roundWith(businessId, quoteId, touched, signerOf(request)) }
  }

  return [
    implement(getQuote, async ({ query, caller }) => {
      const row = await ownQuote(caller.business.id, query.quoteId)
      return { message: `${row.order.taId} ${row.order.title}`, data: toQuote(row) }
    }),

    implement(remindQuoteVendors, async ({ params, caller, request }) => {
      const { touched: reminded, data } = await actOnRound(caller, params.id, request, remindRound)
      const message = reminded.length
        ? `${counted(reminded.length, 'vendor', 'vendors')} reminded`
        : 'Nobody to remind: every vendor has answered, declined or run out of time.'
      return { message, data }
    }),

    implement(closeQuote, async ({ params, caller, request }) => {
      const { touched: expired, data } = await actOnRound(caller, params.id, request, closeRound)
      const message = expired.length
        ? `Round closed; ${counted(expired.length, 'vendor', 'vendors')} had not answered`
        : 'Round closed'
      return { message, data }
    }),

    implement(listQuoteRfqs, async ({ query, caller, request }) => {
      const quote = await ownQuote(caller.business.id, query.quoteId)
      const page = pageOf(query)
      const { rows, total } = await quoteRfqs(db, caller.business.id, quote.quote.id, page)
      const sign = signerOf(request)
      const items = rows.map((row) => toRfq(row, sign))
      return { message: counted(total, 'RFQ', 'RFQs'), data: paged(items, total, page) }
    }),
  ]
}
