import {
  CURRENCIES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PURCHASE_ORDER_STATUSES,
  QUOTE_RESPONSE_STATUSES,
  QUOTE_STATUSES,
  RFQ_STATUSES,
  SHIPMENT_STATUSES,
} from '@ally/sdk'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Every table of a buyer's data carries business_id, and every query filters by it
// (docs/product-rules.md#api-conventions).

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
    createdAt: createdAt(),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectId)],
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

/**
 * Mail waiting to go out (docs/architecture.md#mail). A write queues its mail in its own
 * transaction, so a rolled-back write sends nothing and a committed one is sent (with retries)
 * even if the mail server is down at the time.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
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

/** A vendor account's password-reset links, kept like the buyers' (`password_resets`). */
export const vendorPasswordResets = pgTable(
  'vendor_password_resets',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => vendorAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_password_resets_token_key').on(t.tokenHash)],
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

// Sourcing: an order is a purchase need; a quote is one sourcing round for it, sending one RFQ to
// each chosen vendor; each vendor answers with quote responses (a new revision per answer); an
// award leads to a purchase order, which ships in one or more shipments. Vendor performance
// (response, win and on-time rates, lead time, spend) is computed from these rows.

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/** A line of an order or RFQ, as the contract's LineItem. */
export interface StoredLine {
  id: string
  description: string
  quantity: number
  unit: string
  specifications: string | null
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The deal reference, e.g. `TA-0042`, unique within the business. */
    taId: text('ta_id').notNull(),
    title: text('title').notNull(),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull().default('supply'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('draft'),
    lines: jsonb('lines').$type<StoredLine[]>().notNull(),
    deliveryAddress: text('delivery_address'),
    deliveryDate: date('delivery_date'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('usd'),
    budget: money('budget'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_business_ta_key').on(t.businessId, t.taId),
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
  ],
)

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('open'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('usd'),
    deadline: at('deadline').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotes_business_created_idx').on(t.businessId, t.createdAt),
    index('quotes_order_idx').on(t.orderId),
  ],
)

export const rfqs = pgTable(
  'rfqs',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RFQ_STATUSES }).notNull().default('sent'),
    deadline: at('deadline').notNull(),
    message: text('message'),
    /** Hash of the tokenised link's token: a vendor may answer without an account. */
    linkTokenHash: text('link_token_hash'),
    declineReason: text('decline_reason'),
    sentAt: at('sent_at').notNull().defaultNow(),
    viewedAt: at('viewed_at'),
    respondedAt: at('responded_at'),
  },
  (t) => [
    uniqueIndex('rfqs_quote_vendor_key').on(t.quoteId, t.vendorId),
    uniqueIndex('rfqs_link_token_key').on(t.linkTokenHash),
    index('rfqs_business_sent_idx').on(t.businessId, t.sentAt),
    index('rfqs_vendor_idx').on(t.vendorId, t.sentAt),
  ],
)

/** A vendor's answer to one line of an RFQ. */
export interface StoredResponseLine {
  lineId: string
  unitPrice: number
  quantity: number
  leadTimeDays: number | null
  note: string | null
}

export const quoteResponses = pgTable(
  'quote_responses',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: QUOTE_RESPONSE_STATUSES }).notNull().default('submitted'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    lines: jsonb('lines').$type<StoredResponseLine[]>().notNull(),
    subtotal: money('subtotal').notNull(),
    shippingCost: money('shipping_cost').notNull().default(0),
    total: money('total').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    validUntil: date('valid_until').notNull(),
    notes: text('notes'),
    revision: integer('revision').notNull().default(1),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_responses_rfq_revision_key').on(t.rfqId, t.revision)],
)

/** A line of a purchase order, as the contract's PurchaseOrderLine. */
export interface StoredPurchaseOrderLine {
  id: string
  description: string
  quantity: number
  unit: string
  unitPrice: number
  total: number
  receivedQuantity: number
}

export interface StoredStatusChange {
  at: string
  status: string
  by: string | null
  note: string | null
}

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** e.g. `PO-0007`, unique within the business. */
    number: text('number').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('draft'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('usd'),
    lines: jsonb('lines').$type<StoredPurchaseOrderLine[]>().notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull().default(0),
    shippingCost: money('shipping_cost').notNull().default(0),
    total: money('total').notNull(),
    deliveryAddress: text('delivery_address'),
    deliveryDate: date('delivery_date'),
    paymentTerms: text('payment_terms'),
    notes: text('notes'),
    history: jsonb('history').$type<StoredStatusChange[]>().notNull().default(sql`'[]'::jsonb`),
    sentAt: at('sent_at'),
    acknowledgedAt: at('acknowledged_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_business_number_key').on(t.businessId, t.number),
    index('purchase_orders_business_created_idx').on(t.businessId, t.createdAt),
    index('purchase_orders_vendor_idx').on(t.vendorId, t.createdAt),
  ],
)

export interface StoredShipmentEvent {
  at: string
  status: string
  location: string | null
  note: string | null
}

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('pending'),
    estimatedDelivery: date('estimated_delivery'),
    deliveredAt: at('delivered_at'),
    events: jsonb('events').$type<StoredShipmentEvent[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipments_business_created_idx').on(t.businessId, t.createdAt),
    index('shipments_purchase_order_idx').on(t.purchaseOrderId),
  ],
)
