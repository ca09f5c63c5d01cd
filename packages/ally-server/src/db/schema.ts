import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Every table of a buyer's data carries business_id, and every query filters by it (DESIGN.md).

/** What vendor search matches: name, e-mail and contact, lower-cased (one trigram index). */
export function vendorSearchText(t: { name: unknown; email: unknown; contactName: unknown }) {
  return sql`lower(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.contactName}, ''))`
}

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`)
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const businesses = pgTable('businesses', {
  id: id(),
  name: text('name'),
  country: text('country'),
  businessType: text('business_type'),
  businessDoc: text('business_doc'),
  address: text('address'),
  avatar: text('avatar'),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: text('role').notNull(),
    active: boolean('active').notNull().default(false),
    /** Raised on password reset so that every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_business_idx').on(t.businessId),
  ],
)

/** One live signup code per user; only its hash is kept. */
export const verificationCodes = pgTable('verification_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
})

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_key').on(t.tokenHash)],
)

export const files = pgTable(
  'files',
  {
    id: id(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    /** Files a vendor uploaded in its portal belong to its account, not to a business. */
    vendorAccountId: uuid('vendor_account_id').references((): AnyPgColumn => vendorAccounts.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_business_idx').on(t.businessId)],
)

/** The development outbox: what would have been e-mailed, when no SMTP server is configured. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mail_to_idx').on(sql`lower(${t.to})`)],
)

/** Connected mailboxes (Gmail, Google Workspace, IMAP) of a business; filled by the channels work. */
export const channels = pgTable(
  'channels',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
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
 * A supplier in one business's vendor list: invited by e-mail, active once it registers. The
 * trigram index serves substring search over name, e-mail and contact (ILIKE '%…%').
 */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country'),
    address: text('address'),
    orderTypes: text('order_types').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['invited', 'active'] })
      .notNull()
      .default('invited'),
    /** Hash of the registration link's token; the link itself is only in the e-mail. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /** The vendor's own portal account, once it registered or logged in through the invite. */
    vendorAccountId: uuid('vendor_account_id').references((): AnyPgColumn => vendorAccounts.id, {
      onDelete: 'set null',
    }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendors_business_email_key').on(t.businessId, sql`lower(${t.email})`),
    uniqueIndex('vendors_invite_token_key').on(t.inviteTokenHash),
    index('vendors_business_name_idx').on(t.businessId, t.name),
    index('vendors_account_idx').on(t.vendorAccountId),
    index('vendors_search_idx').using('gin', sql`${vendorSearchText(t)} gin_trgm_ops`),
  ],
)

/**
 * A vendor's own account in the vendor portal, separate from buyer accounts. One account may be
 * the vendor of many businesses (linked from their `vendors` rows).
 */
export const vendorAccounts = pgTable(
  'vendor_accounts',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone'),
    country: text('country'),
    address: text('address'),
    website: text('website'),
    orderTypes: text('order_types').array().notNull().default(sql`'{}'::text[]`),
    contacts: jsonb('contacts')
      .$type<{ name: string; email: string; phone?: string | null; role?: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    documentIds: uuid('document_ids').array().notNull().default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_accounts_email_key').on(sql`lower(${t.email})`)],
)

export const vendorVerificationCodes = pgTable('vendor_verification_codes', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => vendorAccounts.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
})
