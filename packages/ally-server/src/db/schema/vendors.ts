import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  accountStateColumns,
  credentialColumns,
  emailKey,
  passwordResetTable,
  verificationCodeTable,
} from './account-columns'
import { businesses } from './accounts'
import { id, ownedBy } from './columns'

// A business's vendors, and the vendor accounts (the vendor portal) they link to once registered.

/**
 * A supplier in one business's vendor list: invited by e-mail, active once it registers. The
 * trigram index serves substring search over name, e-mail and contact (ILIKE '%…%').
 */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
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
    /**
     * An account that registered (or logged in) through the invite with another address than the
     * one invited: anyone holding the link could, so it is linked (`vendorAccountId`) only once
     * the buyer confirms it.
     */
    claimedByAccountId: uuid('claimed_by_account_id').references(
      (): AnyPgColumn => vendorAccounts.id,
      { onDelete: 'set null' },
    ),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /**
     * What vendor search matches: name, e-mail and contact, lower-cased. Stored, so a broad search
     * rechecks thousands of rows against a ready string instead of building it for each one.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || email || ' ' || coalesce(contact_name, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('vendors_business_email_key').on(t.businessId, sql`lower(${t.email})`),
    uniqueIndex('vendors_invite_token_key').on(t.inviteTokenHash),
    index('vendors_business_name_idx').on(t.businessId, t.name),
    index('vendors_account_idx').on(t.vendorAccountId),
    // Without fast update: new rows go straight into the index instead of a pending list that
    // every search scans until the next vacuum (a bulk invite made searches three times slower).
    index('vendors_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
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
    ...credentialColumns(),
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
    ...accountStateColumns(),
  },
  (t) => [emailKey('vendor_accounts', t.email)],
)

export const vendorVerificationCodes = verificationCodeTable(
  'vendor_verification_codes',
  'account_id',
  () => vendorAccounts.id,
)

/** A vendor account's password-reset links, kept like the buyers' (`password_resets`). */
export const vendorPasswordResets = passwordResetTable(
  'vendor_password_resets',
  'account_id',
  () => vendorAccounts.id,
)
