import * as z from 'zod/mini'
import {
  arrayOf,
  Currency,
  Email,
  Empty,
  FileRef,
  Id,
  listOf,
  nullable,
  optional,
  PageQuery,
  Timestamp,
  text,
  VendorRef,
} from './common'
import { defineEndpoint } from './define'
import { QuoteResponse, QuoteResponseInput } from './sourcing-shapes'

export const CHANNEL_TYPES = ['gmail', 'google_workspace', 'imap'] as const

/**
 * A connected mailbox; `synced` turns true once its vendor contacts are imported, and the import's
 * progress is `messagesRead` of `messagesTotal`. `error` says why the last sync failed.
 */
export const Channel = z.object({
  id: Id,
  type: z.enum(CHANNEL_TYPES),
  account: Email,
  synced: z.boolean(),
  importedContacts: z.int(),
  messagesRead: z.int(),
  messagesTotal: z.int(),
  error: nullable(z.string()),
  connectedAt: Timestamp,
  lastSyncedAt: nullable(Timestamp),
})
export type Channel = z.infer<typeof Channel>

export const googleAuthenticate = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/social/google/authenticate',
  summary: 'The Google consent URL to send the user to (redirects back to /google-auth)',
  response: z.object({ url: z.string() }),
})

export const googleConnect = defineEndpoint({
  method: 'POST',
  permission: 'settings',
  path: '/api/v1/ldb/social/google/connect',
  summary: 'Finish connecting Gmail or Google Workspace with the code Google returned',
  body: z.object({ code: text(2048), state: text(512) }),
  response: Channel,
})

export const connectImap = defineEndpoint({
  method: 'POST',
  permission: 'settings',
  path: '/api/v1/ldb/social/imap/connect',
  summary:
    'Connect any other mailbox over IMAP (TLS on port 993, STARTTLS otherwise) with an app password; its contacts are imported in the background',
  body: z.object({
    account: Email,
    host: text(253),
    port: z.int().check(z.minimum(1), z.maximum(65535)),
    password: text(512),
  }),
  response: Channel,
})

export const listChannels = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/social/channels',
  summary: "All of the business's connected channels (fetched when the dashboard loads)",
  response: listOf(Channel),
})

export const disconnectChannel = defineEndpoint({
  method: 'DELETE',
  permission: 'settings',
  path: '/api/v1/ldb/social/channels/:id',
  summary:
    "Disconnect a channel; `id` is the channel's id. Its secret is revoked where the provider allows and deleted, with the candidates it proposed",
  response: Empty,
})

/** Someone the business's mail corresponds with, proposed as a vendor, with the evidence. */
export const VendorCandidate = z.object({
  id: Id,
  email: Email,
  name: z.string(),
  company: nullable(z.string()),
  messages: z.int(),
  lastSubject: z.string(),
  lastAt: Timestamp,
})
export type VendorCandidate = z.infer<typeof VendorCandidate>

export const listVendorCandidates = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/social/candidates',
  summary: 'Vendor candidates awaiting a decision, the most written-with first',
  query: PageQuery,
  response: listOf(VendorCandidate),
})

export const decideVendorCandidates = defineEndpoint({
  method: 'POST',
  permission: 'vendors',
  path: '/api/v1/ldb/social/candidates/decide',
  summary:
    'Accept candidates (each becomes a vendor, invited by e-mail) or reject them (never proposed again)',
  body: z.object({ ids: arrayOf(Id, 1, 100), decision: z.enum(['accept', 'reject']) }),
  response: z.object({ vendors: z.int(), rejected: z.int() }),
})

export const REPLY_DRAFT_STATUSES = ['draft', 'confirmed', 'dismissed'] as const

/** Where a figure was read: `body` or a file's name, the 1-based row there, and that row. */
export const ReadFrom = z.object({ part: z.string(), row: z.int(), text: z.string() })
export type ReadFrom = z.infer<typeof ReadFrom>

const readAs = <T extends z.ZodMiniType>(value: T) => nullable(z.object({ value, from: ReadFrom }))

/**
 * A vendor's e-mailed reply to an RFQ, read into a draft answer for the buyer to confirm or
 * correct. Each figure says where it was read; a figure not found is null, a line not priced is
 * left out of `lines`, and `problems` says what to look at (`readable` false: nothing was read).
 * `text` is the reply as plain text; `attachments` are its files the product keeps.
 */
export const ReplyDraft = z.object({
  id: Id,
  rfqId: Id,
  quoteId: Id,
  taId: z.string(),
  vendor: VendorRef,
  from: z.string(),
  subject: z.string(),
  receivedAt: Timestamp,
  /** How it was tied to the RFQ: its e-mail thread, the TA- reference, or the sender alone. */
  matchedBy: z.enum(['thread', 'reference', 'sender']),
  status: z.enum(REPLY_DRAFT_STATUSES),
  readable: z.boolean(),
  problems: z.array(z.string()),
  currency: readAs(Currency),
  leadTimeDays: readAs(z.number()),
  /** `YYYY-MM-DD`. */
  validUntil: readAs(z.string()),
  shippingCost: readAs(z.number()),
  lines: z.array(z.object({ lineId: Id, unitPrice: z.number(), from: ReadFrom })),
  text: z.string(),
  attachments: z.array(FileRef),
  /** The answer confirming it made. */
  quoteResponseId: nullable(Id),
})
export type ReplyDraft = z.infer<typeof ReplyDraft>

export const listReplyDrafts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/social/reply-drafts',
  summary:
    "Draft answers read from vendors' e-mailed replies, newest first: of a round (`quoteId`), an RFQ, in a state",
  query: z.object({
    quoteId: optional(Id),
    rfqId: optional(Id),
    status: optional(z.enum(REPLY_DRAFT_STATUSES)),
  }),
  response: listOf(ReplyDraft),
})

export const confirmReplyDraft = defineEndpoint({
  method: 'POST',
  permission: 'sourcing',
  path: '/api/v1/ldb/social/reply-drafts/:id/confirm',
  summary:
    "Confirm a draft, as read or corrected: it becomes the vendor's answer, as if sent from its link; `id` is the draft's id",
  body: QuoteResponseInput,
  response: QuoteResponse,
})

export const dismissReplyDraft = defineEndpoint({
  method: 'POST',
  permission: 'sourcing',
  path: '/api/v1/ldb/social/reply-drafts/:id/dismiss',
  summary: "Dismiss a draft that is no answer; `id` is the draft's id",
  response: ReplyDraft,
})

export const channelEndpoints = {
  googleAuthenticate,
  googleConnect,
  connectImap,
  listChannels,
  disconnectChannel,
  listVendorCandidates,
  decideVendorCandidates,
  listReplyDrafts,
  confirmReplyDraft,
  dismissReplyDraft,
}
