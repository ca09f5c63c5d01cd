import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import type { StoredAttachment } from './sourcing-json'

// What the product stands on: mail (the dev outbox and the outbox of mail to send) and shared
// rate-limit counters.

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

/**
 * Rate-limit counters shared by every server process on one PostgreSQL database (when Redis is not
 * configured): one row per limited key and window.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})
