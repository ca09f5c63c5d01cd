import { declineRfq, getVendorRfq, listVendorRfqs, submitQuoteResponse } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { paged, pageOf } from '../db/paging'
import { attachmentSigner } from '../files/attachments'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { answerRfq, declineRfqAnswer, quoteSentMessage, RFQ_DECLINED } from './answer-rfq'
import { accountRfqs, responseView } from './rfq-queries'
import { accountRfqId, markRfqViewed, toVendorRfqs, vendorRfqView } from './vendor-rfq-queries'

const RFQ_NOT_FOUND = 'This request does not exist.'

/**
 * The vendor's own RFQs, from every buyer that has the account as a vendor, and its answers to
 * them (its purchase orders are in purchase-orders/). An RFQ sent to another vendor is not found.
 */
export function vendorRfqRoutes({ db, mail, appUrl, now, fileLinks, signals }: AppContext) {
  // The buyer is e-mailed each answer and decline, queued with it (answer-mail.ts).
  const notice = { mail, appUrl }
  async function ownRfq(accountId: string, rfqId: string) {
    const id = await accountRfqId(db, accountId, rfqId)
    if (!id) throw notFound(RFQ_NOT_FOUND)
    return id
  }

  async function view(id: string, request: FastifyRequest) {
    const rfq = await vendorRfqView(db, id, attachmentSigner(request, fileLinks))
    if (!rfq) throw notFound(RFQ_NOT_FOUND)
    return rfq
  }

  return [
    implement(listVendorRfqs, async ({ query, caller, request }) => {
      const page = pageOf(query)
      const { rows, total } = await accountRfqs(db, caller.account.id, query, page)
      const items = await toVendorRfqs(db, rows, attachmentSigner(request, fileLinks))
      return { message: counted(total, 'RFQ', 'RFQs'), data: paged(items, total, page) }
    }),
    implement(getVendorRfq, async ({ query, caller, request }) => {
      const id = await ownRfq(caller.account.id, query.rfqId)
      await markRfqViewed(db, id, now())
      const rfq = await view(id, request)
      return { message: `${rfq.taId} ${rfq.title}`, data: rfq }
    }),
    implement(submitQuoteResponse, async ({ params, body, caller, request }) => {
      const id = await ownRfq(caller.account.id, params.rfqId)
      const responseId = await answerRfq(db, id, body, now(), notice, [
        { vendorAccountId: caller.account.id },
      ])
      const response = await responseView(db, responseId, attachmentSigner(request, fileLinks))
      void mail.flush()
      signals.emit({ type: 'rfq.answered', rfqId: id })
      return { message: quoteSentMessage(response.revision), data: response }
    }),
    implement(declineRfq, async ({ params, body, caller, request }) => {
      const id = await ownRfq(caller.account.id, params.rfqId)
      await declineRfqAnswer(db, id, body.reason, now(), notice)
      void mail.flush()
      signals.emit({ type: 'rfq.declined', rfqId: id })
      return { message: RFQ_DECLINED, data: await view(id, request) }
    }),
  ]
}
