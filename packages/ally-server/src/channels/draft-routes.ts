import { confirmReplyDraft, dismissReplyDraft, listReplyDrafts } from '@ally/sdk'
import { and, eq, gt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { isUuid } from '../db/ids'
import { paged } from '../db/paging'
import { quoteResponses } from '../db/schema'
import { attachmentSigner } from '../files/attachments'
import { conflict, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { answerRfq } from '../sourcing/answer-rfq'
import { responseView } from '../sourcing/rfq-queries'
import { toReplyDraft } from './mappers'
import {
  decideReplyDraft,
  lockedReplyDraft,
  ownReplyDraft,
  type ReplyDraftRow,
  replyDraftList,
} from './reply-draft-queries'

// The draft answers read from vendors' e-mailed replies (reply-drafting.ts), for the buyer:
// listed beside their round, confirmed as read or corrected (the vendor's answer from then on,
// as if sent from its link), or dismissed (docs/product-rules.md, "Replies by e-mail").

const NOT_FOUND = 'This draft answer does not exist.'

const DECIDED: Record<Exclude<ReplyDraftRow['status'], 'draft'>, string> = {
  confirmed: 'This draft was confirmed already: it is the answer in the comparison.',
  dismissed: 'This draft was dismissed.',
}

export function replyDraftRoutes(context: AppContext) {
  const { db, now, fileLinks, signals } = context
  const signerOf = (request: FastifyRequest) => attachmentSigner(request, fileLinks)

  /** The draft, locked, while it waits for a decision; a 404 or a 409 otherwise. */
  async function undecided(tx: typeof db, businessId: string, id: string) {
    const draft = isUuid(id) ? await lockedReplyDraft(tx, businessId, id) : undefined
    if (!draft) throw notFound(NOT_FOUND)
    if (draft.status !== 'draft') throw conflict(DECIDED[draft.status])
    return draft
  }

  return [
    implement(listReplyDrafts, async ({ query, caller, request }) => {
      const ids = [query.quoteId, query.rfqId]
      // An id that cannot be one matches nothing (the columns are uuids).
      const rows = ids.some((id) => id !== undefined && !isUuid(id))
        ? []
        : await replyDraftList(db, caller.business.id, query)
      const sign = signerOf(request)
      return {
        message: counted(rows.length, 'draft answer', 'draft answers'),
        data: paged(
          rows.map((row) => toReplyDraft(row, sign)),
          rows.length,
          { page: 1, limit: Math.max(rows.length, 1) },
        ),
      }
    }),

    implement(confirmReplyDraft, async ({ params, body, caller, request }) => {
      const businessId = caller.business.id
      const { draft, responseId } = await db.transaction(async (tx) => {
        const draft = await undecided(tx, businessId, params.id)
        // The answer was given when the e-mail came: its deadline and validity count from then,
        // so a reply that came in time still counts when the buyer confirms it later.
        const answeredAt = new Date(Math.min(draft.receivedAt.getTime(), now().getTime()))
        const [newer] = await tx
          .select({ id: quoteResponses.id })
          .from(quoteResponses)
          .where(
            and(eq(quoteResponses.rfqId, draft.rfqId), gt(quoteResponses.submittedAt, answeredAt)),
          )
          .limit(1)
        if (newer) {
          throw conflict(
            'The vendor has answered since this e-mail: confirming it would replace a newer answer. Dismiss it, or compare the newer one.',
          )
        }
        const input = {
          ...body,
          attachmentIds: body.attachmentIds ?? draft.attachments.map((file) => file.id),
        }
        // The buyer confirms it: nobody is e-mailed "quote received" about their own click.
        const responseId = await answerRfq(tx, draft.rfqId, input, answeredAt, null)
        await decideReplyDraft(tx, draft.id, {
          status: 'confirmed',
          by: caller.user.id,
          at: now(),
          quoteResponseId: responseId,
        })
        return { draft, responseId }
      })
      signals.emit({ type: 'rfq.answered', rfqId: draft.rfqId })
      const response = await responseView(db, responseId, signerOf(request))
      return { message: 'Answer saved from the e-mail', data: response }
    }),

    implement(dismissReplyDraft, async ({ params, caller, request }) => {
      const businessId = caller.business.id
      await db.transaction(async (tx) => {
        const draft = await undecided(tx, businessId, params.id)
        await decideReplyDraft(tx, draft.id, { status: 'dismissed', by: caller.user.id, at: now() })
      })
      const view = await ownReplyDraft(db, businessId, params.id)
      if (!view) throw notFound(NOT_FOUND)
      return { message: 'Draft dismissed', data: toReplyDraft(view, signerOf(request)) }
    }),
  ]
}
