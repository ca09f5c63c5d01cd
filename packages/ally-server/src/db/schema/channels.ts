import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { MailboxCursor } from '../../channels/mailboxes/mailbox'
import type { ReplyReading } from '../../channels/replies/reply-types'
import { businesses, users } from './accounts'
import { at, createdAt, id, ownedBy } from './columns'
import { quoteResponses, rfqs } from './sourcing'
import type { StoredAttachment } from './sourcing-json'

// Channels: the mailboxes a business connected (docs/architecture.md, "Channels: mailboxes"), the
// vendor candidates their correspondents became, and the draft answers read from vendors' replies.

/** Connected mailboxes (Gmail, Google Workspace, IMAP) of a business. */
export const channels = pgTable(
  'channels',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    type: text('type', { enum: ['gmail', 'google_workspace', 'imap'] }).notNull(),
    account: text('account').notNull(),
    /** IMAP only: where the mailbox is served. */
    host: text('host'),
    port: integer('port'),
    /** The app password or refresh token, sealed with the channel key (channels/secret-box.ts). */
    secret: text('secret'),
    /** True once the first import of contacts finished; the side menu's notice waits for it. */
    synced: boolean('synced').notNull().default(false),
    importedContacts: integer('imported_contacts').notNull().default(0),
    /** Where the last read stopped, so the next reads only what came after. */
    cursor: jsonb('cursor').$type<MailboxCursor>(),
    /** Messages read of those in the folders read: the import's progress. */
    messagesRead: integer('messages_read').notNull().default(0),
    messagesTotal: integer('messages_total').notNull().default(0),
    /** Why the last sync failed, in words for the buyer; null once one succeeds. */
    error: text('error'),
    /** A sync in progress holds the channel until then, so two processes never read it twice. */
    leaseUntil: at('lease_until'),
    connectedAt: at('connected_at').notNull().defaultNow(),
    lastSyncedAt: at('last_synced_at'),
  },
  (t) => [
    index('channels_business_idx').on(t.businessId),
    uniqueIndex('channels_business_account_idx').on(t.businessId, t.type, t.account),
  ],
)

export const CANDIDATE_STATUSES = ['proposed', 'accepted', 'rejected'] as const

/**
 * Someone a business's mailbox corresponds with, proposed as a vendor with the evidence; only the
 * buyer's click makes it one. One row per business and address, whichever channel found it, and a
 * rejected one stays rejected through later syncs.
 */
export const vendorCandidates = pgTable(
  'vendor_candidates',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    channelId: ownedBy('channel_id', () => channels.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    messages: integer('messages').notNull(),
    lastSubject: text('last_subject').notNull(),
    lastAt: at('last_at').notNull(),
    status: text('status', { enum: CANDIDATE_STATUSES }).notNull().default('proposed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_candidates_business_email_idx').on(t.businessId, t.email),
    index('vendor_candidates_channel_idx').on(t.channelId),
  ],
)

export const REPLY_DRAFT_STATUSES = ['draft', 'confirmed', 'dismissed'] as const

/**
 * A vendor's e-mailed reply to an RFQ, read into a draft answer for the buyer to confirm or
 * correct (docs/product-rules.md, "Replies by e-mail"). One row per business and message, however
 * often its mailbox is read; the reply's text is kept as read (never its HTML), its readable
 * attachments as the RFQ's files.
 */
export const replyDrafts = pgTable(
  'reply_drafts',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    rfqId: ownedBy('rfq_id', () => rfqs.id),
    /** The mailbox it was read from; null once that mailbox is disconnected. */
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    /** The message's Message-ID, else the mailbox's own id for it: what keeps it read once. */
    messageKey: text('message_key').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    receivedAt: at('received_at').notNull(),
    /** How it was tied to the RFQ: its thread, the TA- reference, or its sender alone. */
    matchedBy: text('matched_by', { enum: ['thread', 'reference', 'sender'] }).notNull(),
    /** The reply's text as read: plain text, quoted history included, shortened. */
    text: text('text').notNull(),
    reading: jsonb('reading').$type<ReplyReading>().notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status', { enum: REPLY_DRAFT_STATUSES }).notNull().default('draft'),
    /** The answer confirming it made. */
    quoteResponseId: uuid('quote_response_id').references(() => quoteResponses.id, {
      onDelete: 'set null',
    }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reply_drafts_business_message_idx').on(t.businessId, t.messageKey),
    index('reply_drafts_rfq_idx').on(t.rfqId),
  ],
)
