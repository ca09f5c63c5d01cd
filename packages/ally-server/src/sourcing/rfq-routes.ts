import {
  deleteRfq as deleteRfqEndpoint,
  getRfq,
  resendRfq as resendRfqEndpoint,
  sendRfqs,
  updateRfq,
} from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext, Caller } from '../context'
import { attachmentSigner } from '../files/attachments'
import { badRequest, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { deleteRfq } from './delete-rfq'
import { toQuote, toQuoteResponse, toRfq } from './mappers'
import { ownQuoteOrNotFound } from './quote-queries'
import { changeRfq, checkLines, resendRfq } from './rfq-actions'
import { rfqResponses, rfqsById } from './rfq-queries'
import { futureDeadline, sendRfqsInOneGo } from './send-rfqs'

// The buyer's side of RFQs: send them (send-rfqs.ts), read one with its responses, change it, send
// it again or delete it (rfq-actions.ts). Rounds are in round-routes.ts.

const RFQ_NOT_FOUND = 'This RFQ does not exist.'
const businessName = (caller: Caller) => caller.business.name ?? 'A buyer'

// ~80 lines on purpose: the list of this module's handlers, each its own short function; one list
// is the module's API at a glance.
export function rfqRoutes(context: AppContext) {
  const { db, mail, now, fileLinks, signals } = context
  const signerOf = (request: FastifyRequest) => attachmentSigner(request, fileLinks)

  const ownQuote = (businessId: string, quoteId: string) =>
    ownQuoteOrNotFound(db, businessId, quoteId)
  async function ownRfq(businessId: string, rfqId: string) {
    const [row] = await rfqsById(db, businessId, [rfqId])
    if (!row) throw notFound(RFQ_NOT_FOUND)
    return row
  }
  return [
    implement(sendRfqs, async ({ body, caller, request }) => {
      const businessId = caller.business.id
      const sent = await sendRfqsInOneGo(context, {
        ...body,
        businessId,
        businessName: businessName(caller),
      })
      void mail.flush()
      signals.emit({ type: 'rfq.sent', quoteId: sent.quoteId })
      const quote = await ownQuote(businessId, sent.quoteId)
      const rows = await rfqsById(db, businessId, sent.rfqIds)
      const sign = signerOf(request)
      const rfqs = rows.map((row) => toRfq(row, sign))
      return { message: 'RFQs sent', data: { quote: toQuote(quote), rfqs } }
    }),

    implement(getRfq, async ({ query, caller, request }) => {
      const row = await ownRfq(caller.business.id, query.rfqId)
      const responses = await rfqResponses(db, row.rfq.id)
      const sign = signerOf(request)
      return {
        message: `${row.order.taId} ${row.vendor.name}`,
        data: {
          rfq: toRfq(row, sign),
          responses: responses.map((response) => toQuoteResponse(response, sign)),
        },
      }
    }),

    implement(updateRfq, async ({ params, body, caller, request }) => {
      if (Object.values(body).every((value) => value === undefined)) {
        const message = 'send at least one field to change'
        throw badRequest(`body: ${message}`, [{ path: 'body', message }])
      }
      const businessId = caller.business.id
      const deadline =
        body.deadline === undefined ? undefined : futureDeadline(body.deadline, now())
      if (body.lines) checkLines(body.lines)
      const told = await changeRfq(context, {
        ...body,
        deadline,
        businessId,
        businessName: businessName(caller),
        rfqId: params.id,
      })
      void mail.flush()
      const row = await ownRfq(businessId, params.id)
      const message = body.lines
        ? `Lines changed; ${counted(told, 'vendor', 'vendors')} e-mailed`
        : 'Updated successfully'
      return { message, data: toRfq(row, signerOf(request)) }
    }),

    implement(resendRfqEndpoint, async ({ params, caller, request }) => {
      await resendRfq(context, caller.business.id, businessName(caller), params.id)
      void mail.flush()
      const row = await ownRfq(caller.business.id, params.id)
      return {
        message: `RFQ sent again to ${row.vendor.name}`,
        data: toRfq(row, signerOf(request)),
      }
    }),

    implement(deleteRfqEndpoint, async ({ params, caller }) => {
      await deleteRfq(context, caller.business.id, businessName(caller), params.id)
      void mail.flush()
      return { message: 'RFQ deleted', data: null }
    }),
  ]
}
