import { CURRENCIES, type EmailKind } from '@ally/sdk'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import {
  accountStateColumns,
  credentialColumns,
  emailKey,
  passwordResetTable,
  verificationCodeTable,
} from './account-columns'
import { at, createdAt, id, money, ownedBy } from './columns'

// Businesses and their users, with what signing up, logging in and resetting a password keep.
// Every table of a buyer's data carries business_id, and every query filters by it
// (docs/product-rules.md#api-conventions).

export const businesses = pgTable('businesses', {
  id: id(),
  name: text('name'),
  country: text('country'),
  businessType: text('business_type'),
  businessDoc: text('business_doc'),
  address: text('address'),
  avatar: text('avatar'),
  /** The currency the business counts in: its spend, its approval threshold. */
  currency: text('currency', { enum: CURRENCIES }).notNull().default('usd'),
  /** A purchase order above this total (in `currency`) waits for an owner's or admin's approval. */
  approvalThreshold: money('approval_threshold'),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    ...credentialColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: text('role').notNull(),
    /** When they last used Ally, kept to the minute or so (http/authenticate.ts). */
    lastActiveAt: at('last_active_at'),
    /** The kinds of e-mail they turned off (false); a kind not here is on (accounts/email-preferences.ts). */
    emailPreferences: jsonb('email_preferences')
      .$type<Partial<Record<EmailKind, boolean>>>()
      .notNull()
      .default({}),
    ...accountStateColumns(),
  },
  (t) => [emailKey('users', t.email), index('users_business_idx').on(t.businessId)],
)

/** A business user's sign-up code (`user_id` is the account). */
export const verificationCodes = verificationCodeTable(
  'verification_codes',
  'user_id',
  () => users.id,
)

export const passwordResets = passwordResetTable('password_resets', 'user_id', () => users.id)

/**
 * A login e-mail change waiting for its code: one per user, only the code's hash kept; the address
 * changes when the code sent to `new_email` comes back (accounts/email-change.ts).
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
})

/**
 * Sessions, one per login: a session token names its row (`sid`), and every request checks that
 * the row has not ended, so logging out ends a token at once (docs/product-rules.md#sessions-and-redirects).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    realm: text('realm', { enum: ['buyer', 'vendor'] }).notNull(),
    /** The business user, or the vendor account, that logged in. */
    subjectId: uuid('subject_id').notNull(),
    /** When the token runs out; ended or expired rows are deleted at the subject's next login. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The browser's user agent at login, shown as "Chrome on macOS" in settings. */
    userAgent: text('user_agent'),
    /** The last request seen from it, written at most every few minutes (http/authenticate.ts). */
    lastSeenAt: at('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectId)],
)
