import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { businesses } from './accounts'
import { createdAt, id, ownedBy } from './columns'
import type { StoredAttachment } from './sourcing-json'

// What the product stands on: mail (the dev outbox and the outbox of mail to send), connected
// channels, and shared rate-limit counters.

/** An e-mail as the two outboxes keep it. */
const messageColumns = () => ({
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** Where answers go instead of the sender (a contact message's author); null: the sender. */
  replyTo: text('reply_to'),
  /** Stored files sent with the message, read from the file store when it goes out. */
  attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
  /** The thread the message starts, carried in its Message-ID (services/mail-threads.ts). */
  thread: text('thread'),
})

/** The development outbox: what would have been e-mailed, when no SMTP server is configured. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: id(),
    ...messageColumns(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mail_to_idx').on(sql`lower(${t.to})`)],
)

/**
 * Mail waiting to go out (docs/architecture.md#mail). A write queues its mail in its own
 * transaction, so a rolled-back write sends nothing and a committed one is sent (with retries)
 * even if the mail server is down at the time.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    ...messageColumns(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; moved ahead while one is under way, so it is tried once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
)

/** Connected mailboxes (Gmail, Google Workspace, IMAP) of a business; filled by the channels work. */
export const channels = pgTable(
  'channels',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    type: text('type', { enum: ['gmail', 'google_workspace', 'imap'] }).notNull(),
    account: text('account').notNull(),
    synced: boolean('synced').notNull().default(false),
    importedContacts: integer('imported_contacts').notNull().default(0),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  },
  (t) => [index('channels_business_idx').on(t.businessId)],
)

/**
 * Rate-limit counters shared by every server process on one PostgreSQL database (when Redis is not
 * configured): one row per limited key and window.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})
