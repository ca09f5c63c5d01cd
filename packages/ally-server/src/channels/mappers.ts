import type { Channel, ReplyDraft, VendorCandidate } from '@ally/sdk'
import type { SignAttachments } from '../files/attachments'
import type { CandidateRow, ChannelRow } from './queries'
import type { ReadFigure } from './replies/reply-types'
import type { ReplyDraftView } from './reply-draft-queries'

export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    type: row.type,
    account: row.account,
    synced: row.synced,
    importedContacts: row.importedContacts,
    messagesRead: row.messagesRead,
    messagesTotal: row.messagesTotal,
    error: row.error,
    connectedAt: row.connectedAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  }
}

export function toVendorCandidate(row: CandidateRow): VendorCandidate {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company: row.company,
    messages: row.messages,
    lastSubject: row.lastSubject,
    lastAt: row.lastAt.toISOString(),
  }
}

const figure = <T>(read: ReadFigure<T> | null) => read && { value: read.value, from: read.source }

export function toReplyDraft(
  { draft, quoteId, taId, orderLines, vendorId, vendorName, vendorEmail }: ReplyDraftView,
  sign: SignAttachments,
): ReplyDraft {
  const { reading } = draft
  return {
    id: draft.id,
    rfqId: draft.rfqId,
    quoteId,
    taId,
    vendor: { id: vendorId, name: vendorName, email: vendorEmail },
    from: draft.fromAddress,
    subject: draft.subject,
    receivedAt: draft.receivedAt.toISOString(),
    matchedBy: draft.matchedBy,
    status: draft.status,
    readable: reading.readable,
    problems: reading.problems,
    currency: figure(reading.currency),
    leadTimeDays: figure(reading.leadTimeDays),
    validUntil: figure(reading.validUntil),
    shippingCost: figure(reading.shippingCost),
    // In the RFQ's order (the stored reading keeps no order: jsonb sorts its keys).
    lines: orderLines.flatMap(({ id }) => {
      const price = reading.unitPrices[id]
      return price ? [{ lineId: id, unitPrice: price.value, from: price.source }] : []
    }),
    text: draft.text,
    attachments: sign(draft.attachments),
    quoteResponseId: draft.quoteResponseId,
  }
}
