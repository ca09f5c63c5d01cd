import type { Db } from '../db/client'
import type { StoredAttachment } from '../db/schema'
import type { FileStore } from '../files/file-store'
import { rfqOfThread, threadNamed } from '../services/mail-threads'
import type { MailboxSource, MailSummary } from './mailboxes/mailbox'
import { matchReply } from './replies/match-reply'
import { MAX_MAIL_BYTES, readReplyMail, UNFETCHED, unreadMail } from './replies/read-reply'
import {
  draftedKeys,
  type NewReplyDraft,
  type RfqForReplies,
  rfqsForReplies,
} from './reply-draft-queries'

// Vendors' e-mailed answers, found in a sync's batch (docs/product-rules.md, "Replies by e-mail"):
// an inbox message that match-reply.ts ties to one of the business's RFQs is fetched whole, read
// (replies/read-reply.ts) and made a draft answer, with the reply's text and its files kept beside
// it. Nothing becomes an answer here: the buyer confirms or corrects each draft.

/** How long before an RFQ was sent a reply may be dated (clocks differ) and still answer it. */
const CLOCK_SLACK_MS = 5 * 60_000

/** What a sync's batch drafts: the rows to store with it, and the files saved for them. */
export interface BatchDrafts {
  drafts: NewReplyDraft[]
  /** Saved before the batch's transaction: to remove should it fail. */
  fileIds: string[]
}

/** The key a message is drafted once by: its Message-ID, else the mailbox's id for it. */
export const messageKeyOf = (channelId: string, summary: MailSummary) =>
  summary.messageId?.trim().toLowerCase() || `${channelId}:${summary.folder}:${summary.id}`

/** The RFQ a summary answers, among those sent before it, if it answers one surely. */
function answered(summary: MailSummary, rfqs: readonly RfqForReplies[]) {
  const sentBefore = rfqs.filter(
    (rfq) => rfq.sentAt.getTime() <= summary.date.getTime() + CLOCK_SLACK_MS,
  )
  const match = matchReply(
    {
      from: summary.from?.address ?? null,
      subject: summary.subject,
      inReplyTo: summary.inReplyTo,
      references: [],
    },
    sentBefore,
  )
  const rfq = match && sentBefore.find((one) => one.id === match.rfqId)
  return match && rfq ? { match, rfq } : null
}

/**
 * The drafts a batch of a channel's mail makes: each inbox message answering an RFQ of the
 * business, not drafted before, read whole. The files worth keeping are saved as the RFQ's, so
 * a confirmed answer carries them as a vendor's upload from its link would.
 */
export async function draftsFromBatch(
  deps: { db: Db; files: FileStore },
  source: MailboxSource,
  channel: { id: string; businessId: string },
  summaries: readonly MailSummary[],
  /** The mailbox's own address and the business's members: their mail in a thread is no answer. */
  own: readonly string[] = [],
): Promise<BatchDrafts> {
  const ours = new Set(own.map((address) => address.toLowerCase()))
  const inbox = summaries.filter(
    (summary) =>
      summary.folder === 'inbox' && summary.from && !ours.has(summary.from.address.toLowerCase()),
  )
  if (!inbox.length) return { drafts: [], fileIds: [] }
  const senders = [...new Set(inbox.map((summary) => summary.from?.address.toLowerCase() ?? ''))]
  const threaded = inbox
    .map((summary) => rfqOfThread(threadNamed(summary.inReplyTo ? [summary.inReplyTo] : [])))
    .filter((id): id is string => id !== null && /^[\da-f-]{36}$/i.test(id))
  const rfqs = await rfqsForReplies(deps.db, channel.businessId, senders, threaded)
  if (!rfqs.length) return { drafts: [], fileIds: [] }
  const done = await draftedKeys(
    deps.db,
    channel.businessId,
    inbox.map((summary) => messageKeyOf(channel.id, summary)),
  )
  const drafts: NewReplyDraft[] = []
  const fileIds: string[] = []
  try {
    for (const summary of inbox) {
      const messageKey = messageKeyOf(channel.id, summary)
      if (done.has(messageKey)) continue
      const found = answered(summary, rfqs)
      if (!found) continue
      done.add(messageKey)
      const raw = await source.raw(summary, MAX_MAIL_BYTES)
      const read = raw ? await readReplyMail(raw, found.rfq) : unreadMail(UNFETCHED)
      const attachments: StoredAttachment[] = []
      for (const file of read.files) {
        const row = await deps.files.save({
          owner: { rfqId: found.rfq.id },
          name: file.name,
          mimeType: file.mimeType,
          bytes: file.bytes,
        })
        fileIds.push(row.id)
        attachments.push({ id: row.id, name: row.name, mimeType: row.mimeType, size: row.size })
      }
      drafts.push({
        businessId: channel.businessId,
        rfqId: found.rfq.id,
        channelId: channel.id,
        messageKey,
        fromAddress: summary.from?.address ?? '',
        subject: summary.subject.slice(0, 500),
        receivedAt: summary.date,
        matchedBy: found.match.by,
        text: read.text,
        reading: read.reading,
        attachments,
      })
    }
  } catch (error) {
    await Promise.all(fileIds.map((id) => deps.files.remove(id)))
    throw error
  }
  return { drafts, fileIds }
}
