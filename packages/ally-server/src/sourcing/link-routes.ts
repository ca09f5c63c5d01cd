import {
  declineRfqByLink,
  getRfqByLink,
  MAX_UPLOAD_BYTES,
  submitQuoteByLink,
  uploadFileByLink,
} from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { attachmentSigner } from '../files/attachments'
import { declaredType, sniffUpload } from '../files/file-types'
import { toFileRef } from '../files/mappers'
import { notFound } from '../http/errors'
import { implement } from '../http/implement'
import {
  answerRfq,
  checkTakesAnswers,
  declineRfqAnswer,
  quoteSentMessage,
  RFQ_DECLINED,
} from './answer-rfq'
import { responseView } from './rfq-queries'
import { markRfqViewed, rfqIdByLink, vendorRfqView } from './vendor-rfq-queries'

// The RFQ a vendor opens from its e-mail (`/vendor/rfq?token=…` in the app), without an account:
// the token is the only credential, so a wrong one, or one past its life, is simply not found.
// Past the deadline or the award the link still shows what was sent, and answers get a 409.

const GONE = 'This link does not work. Ask the buyer to send the request again.'
/** Requests a minute per address: enough for a person, few for someone guessing tokens. */
const LINK_RATE_LIMIT = 60

export function rfqLinkRoutes({ db, mail, appUrl, now, files, fileLinks, signals }: AppContext) {
  // The buyer is e-mailed each answer and decline, queued with it (answer-mail.ts).
  const notice = { mail, appUrl }
  async function rfqOf(token: string) {
    const id = await rfqIdByLink(db, token, now())
    if (!id) throw notFound(GONE)
    return id
  }

  async function view(id: string, request: FastifyRequest) {
    const rfq = await vendorRfqView(db, id, attachmentSigner(request, fileLinks))
    if (!rfq) throw notFound(GONE)
    return rfq
  }

  return [
    implement(
      getRfqByLink,
      async ({ query, request }) => {
        const id = await rfqOf(query.token)
        await markRfqViewed(db, id, now())
        const rfq = await view(id, request)
        return { message: `${rfq.taId} ${rfq.title}`, data: rfq }
      },
      { rateLimit: LINK_RATE_LIMIT },
    ),
    implement(
      submitQuoteByLink,
      async ({ query, body, request }) => {
        const id = await rfqOf(query.token)
        const responseId = await answerRfq(db, id, body, now(), notice)
        void mail.flush()
        signals.emit({ type: 'rfq.answered', rfqId: id })
        const response = await responseView(db, responseId, attachmentSigner(request, fileLinks))
        return { message: quoteSentMessage(response.revision), data: response }
      },
      { rateLimit: LINK_RATE_LIMIT },
    ),
    implement(
      declineRfqByLink,
      async ({ query, body, request }) => {
        const id = await rfqOf(query.token)
        await declineRfqAnswer(db, id, body.reason, now(), notice)
        void mail.flush()
        signals.emit({ type: 'rfq.declined', rfqId: id })
        return { message: RFQ_DECLINED, data: await view(id, request) }
      },
      { rateLimit: LINK_RATE_LIMIT },
    ),
    implement(
      uploadFileByLink,
      async ({ query, body, request }) => {
        const id = await rfqOf(query.token)
        // Refused like an answer would be, so no file is kept for an answer that cannot come.
        await checkTakesAnswers(db, id, now())
        const kind = await sniffUpload(body, query.name, declaredType(request))
        const row = await files.save({ owner: { rfqId: id }, ...kind, bytes: body })
        return { message: 'File uploaded.', data: toFileRef(row, request, fileLinks) }
      },
      { rateLimit: LINK_RATE_LIMIT, bodyLimit: MAX_UPLOAD_BYTES },
    ),
  ]
}
