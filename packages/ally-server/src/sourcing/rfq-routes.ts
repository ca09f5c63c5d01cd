import {
  deleteRfq as deleteRfqEndpoint,
  getQuote,
  getRfq,
  listQuoteRfqs,
  sendRfqs,
  updateRfq,
} from '@ally/sdk'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { paged, pageOf } from '../db/paging'
import { quotes, rfqs } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/errors'
import { isUuid } from '../http/ids'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { deleteRfq } from './delete-rfq'
import { toQuote, toQuoteResponse, toRfq } from './mappers'
import { ownQuoteOrNotFound } from './quote-queries'
import { quoteRfqs, rfqResponses, rfqsById } from './rfq-queries'
import { futureDeadline, sendRfqsInOneGo } from './send-rfqs'

// The buyer's side of RFQs: send them (send-rfqs.ts), read one with its responses, change its
// deadline or message or cancel it, and read a round (quote) and its RFQs.

/** An RFQ in one of these is decided: nothing about it changes any more. */
const DECIDED = new Set(['awarded', 'not_awarded', 'cancelled', 'declined'])
const RFQ_NOT_FOUND = 'This RFQ does not exist.'

export function rfqRoutes(context: AppContext) {
  const { db, mail, now } = context

  const ownQuote = (businessId: string, quoteId: string) =>
    ownQuoteOrNotFound(db, businessId, quoteId)

  return [
    implement(sendRfqs, async ({ body, caller }) => {
      const businessId = caller.business.id
      const sent = await sendRfqsInOneGo(context, {
        ...body,
        businessId,
        businessName: caller.business.name ?? 'A buyer',
      })
      void mail.flush()
      const quote = await ownQuote(businessId, sent.quoteId)
      const rows = await rfqsById(db, businessId, sent.rfqIds)
      return { message: 'RFQs sent', data: { quote: toQuote(quote), rfqs: rows.map(toRfq) } }
    }),

    implement(getRfq, async ({ query, caller }) => {
      const [row] = await rfqsById(db, caller.business.id, [query.rfqId])
      if (!row) throw notFound(RFQ_NOT_FOUND)
      const responses = await rfqResponses(db, row.rfq.id)
      return {
        message: `${row.order.taId} ${row.vendor.name}`,
        data: { rfq: toRfq(row), responses: responses.map(toQuoteResponse) },
      }
    }),

    implement(updateRfq, async ({ params, body, caller }) => {
      if (Object.values(body).every((value) => value === undefined)) {
        const message = 'send at least one field to change'
        throw badRequest(`body: ${message}`, [{ path: 'body', message }])
      }
      const businessId = caller.business.id
      const deadline =
        body.deadline === undefined ? undefined : futureDeadline(body.deadline, now())
      if (!isUuid(params.id)) throw notFound(RFQ_NOT_FOUND)
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(rfqs)
          .where(and(eq(rfqs.id, params.id), eq(rfqs.businessId, businessId)))
          .for('update')
        if (!current) throw notFound(RFQ_NOT_FOUND)
        if (DECIDED.has(current.status)) throw conflict(`This RFQ is ${current.status}.`)
        // A later deadline reopens an expired RFQ where it stood.
        const reopened =
          current.status === 'expired' && deadline
            ? current.respondedAt
              ? 'responded'
              : current.viewedAt
                ? 'viewed'
                : 'sent'
            : undefined
        await tx
          .update(rfqs)
          .set({
            deadline,
            message: body.message === undefined ? undefined : body.message.trim() || null,
            status: body.status ?? reopened,
          })
          .where(eq(rfqs.id, current.id))
        if (deadline) {
          await tx
            .update(quotes)
            .set({
              deadline: sql`greatest(${quotes.deadline}, ${deadline.toISOString()}::timestamptz)`,
            })
            .where(eq(quotes.id, current.quoteId))
        }
      })
      const [row] = await rfqsById(db, businessId, [params.id])
      if (!row) throw notFound(RFQ_NOT_FOUND)
      return { message: 'Updated successfully', data: toRfq(row) }
    }),

    implement(deleteRfqEndpoint, async ({ params, caller }) => {
      await deleteRfq(context, caller.business.id, caller.business.name ?? 'A buyer', params.id)
      void mail.flush()
      return { message: 'RFQ deleted', data: null }
    }),

    implement(getQuote, async ({ query, caller }) => {
      const row = await ownQuote(caller.business.id, query.quoteId)
      return { message: `${row.order.taId} ${row.order.title}`, data: toQuote(row) }
    }),

    implement(listQuoteRfqs, async ({ query, caller }) => {
      const quote = await ownQuote(caller.business.id, query.quoteId)
      const page = pageOf(query)
      const { rows, total } = await quoteRfqs(db, caller.business.id, quote.quote.id, page)
      return { message: counted(total, 'RFQ', 'RFQs'), data: paged(rows.map(toRfq), total, page) }
    }),
  ]
}
