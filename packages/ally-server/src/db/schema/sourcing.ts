// Over 300 lines on purpose: one domain's tables (orders to shipments), whose references must be read
// together; the shapes of their jsonb columns are in sourcing-json.ts.
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
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { businesses, users } from './accounts'
import { at, createdAt, id, money, ownedBy } from './columns'
import type {
  StoredApprovedLine,
  StoredAttachment,
  StoredDeliveryIssue,
  StoredLine,
  StoredPurchaseOrderLine,
  StoredReceipt,
  StoredResponseLine,
  StoredRfqDraft,
  StoredShipmentEvent,
  StoredShipmentLine,
  StoredStatusChange,
} from './sourcing-json'
import { vendors } from './vendors'

// Sourcing: an order is a purchase need; a quote is one sourcing round for it, sending one RFQ to
// each chosen vendor; each vendor answers with quote responses (a new revision per answer); an
// award leads to a purchase order, which ships in one or more shipments. Vendor performance
// (response, win and on-time rates, lead time, spend) is computed from these rows.

/**
 * The last number handed out per business and sequence (`order` → `TA-0001`): taken with one
 * `insert … on conflict do update … returning` in the transaction that stores the record, so
 * concurrent writes wait for each other's row lock and never share a number, and a rolled-back
 * write gives its number back.
 */
export const businessCounters = pgTable(
  'business_counters',
  {
    businessId: ownedBy('business_id', () => businesses.id),
    sequence: text('sequence', { enum: ['order', 'purchase_order'] }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.sequence] })],
)

export const orders = pgTable(
  'orders',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
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
    /** Kept while the order is a draft, cleared when its RFQs go out. */
    rfqDraft: jsonb('rfq_draft').$type<StoredRfqDraft>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_business_ta_key').on(t.businessId, t.taId),
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
    // Sourcing lists search orders by title and reference (sourcing/rfq-queries.ts).
    index('orders_search_idx')
      .using('gin', sql`lower(${t.title} || ' ' || ${t.taId}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
)

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    orderId: ownedBy('order_id', () => orders.id),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('open'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('usd'),
    deadline: at('deadline').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotes_business_created_idx').on(t.businessId, t.createdAt),
    // The few rounds still open: the dashboard home starts from them (dashboard/queries.ts).
    index('quotes_business_open_idx').on(t.businessId, t.deadline).where(sql`${t.status} = 'open'`),
    index('quotes_order_idx').on(t.orderId),
    // Rounds whose deadline passed lately: the notifications (notifications/queries.ts).
    index('quotes_business_deadline_idx').on(t.businessId, t.deadline),
  ],
)

export const rfqs = pgTable(
  'rfqs',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    quoteId: ownedBy('quote_id', () => quotes.id),
    vendorId: ownedBy('vendor_id', () => vendors.id),
    status: text('status', { enum: RFQ_STATUSES }).notNull().default('sent'),
    deadline: at('deadline').notNull(),
    message: text('message'),
    /** Hash of the tokenised link's token: a vendor may answer without an account. */
    linkTokenHash: text('link_token_hash'),
    declineReason: text('decline_reason'),
    /**
     * The total of the vendor's live answer in the round's currency (reference rates), null
     * without one; kept by the code that stores and withdraws answers, so lists filter, sort and
     * show it without a subquery.
     */
    quotedTotal: money('quoted_total'),
    /**
     * What the vendor won, in the round's currency, once awarded: its approved lines and
     * shipping, which a split award makes less than its answer's total (kept by award-quote.ts).
     */
    awardedTotal: money('awarded_total'),
    sentAt: at('sent_at').notNull().defaultNow(),
    viewedAt: at('viewed_at'),
    respondedAt: at('responded_at'),
  },
  (t) => [
    uniqueIndex('rfqs_quote_vendor_key').on(t.quoteId, t.vendorId),
    uniqueIndex('rfqs_link_token_key').on(t.linkTokenHash),
    // Walked backwards for the RFQ list's pages, newest first (sourcing/rfq-queries.ts).
    index('rfqs_business_sent_idx').on(t.businessId, t.sentAt, t.id),
    index('rfqs_vendor_idx').on(t.vendorId, t.sentAt),
    // Vendors who declined lately: the notifications.
    index('rfqs_business_declined_idx')
      .on(t.businessId, t.respondedAt)
      .where(sql`${t.status} = 'declined'`),
  ],
)

export const quoteResponses = pgTable(
  'quote_responses',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    rfqId: ownedBy('rfq_id', () => rfqs.id),
    status: text('status', { enum: QUOTE_RESPONSE_STATUSES }).notNull().default('submitted'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    lines: jsonb('lines').$type<StoredResponseLine[]>().notNull(),
    subtotal: money('subtotal').notNull(),
    shippingCost: money('shipping_cost').notNull().default(0),
    total: money('total').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    validUntil: date('valid_until').notNull(),
    notes: text('notes'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    revision: integer('revision').notNull().default(1),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_responses_rfq_revision_key').on(t.rfqId, t.revision),
    // Answers received lately: the notifications.
    index('quote_responses_business_submitted_idx').on(t.businessId, t.submittedAt),
  ],
)

/**
 * A response the buyer accepted, whole or for some lines (a split award gives one per vendor);
 * a purchase order is made from it. One per response.
 */
export const approvedQuoteResponses = pgTable(
  'approved_quote_responses',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    quoteId: ownedBy('quote_id', () => quotes.id),
    quoteResponseId: ownedBy('quote_response_id', () => quoteResponses.id),
    lines: jsonb('lines').$type<StoredApprovedLine[]>().notNull(),
    shippingCost: money('shipping_cost').notNull().default(0),
    total: money('total').notNull(),
    note: text('note'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: at('approved_at').notNull().defaultNow(),
    /** The purchase order made from it; null while it waits for one. */
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('approved_quote_responses_response_key').on(t.quoteResponseId),
    index('approved_quote_responses_business_idx').on(t.businessId, t.approvedAt),
    index('approved_quote_responses_quote_idx').on(t.quoteId),
    // The approvals of a PO: a change to the PO works out their rounds' figures again (migration
    // 0031).
    index('approved_quote_responses_purchase_order_idx').on(t.purchaseOrderId),
  ],
)

/**
 * Which approved response won each line of a round. The primary key is the rule "one award per
 * line": even two accepts that slipped past the round's lock could not both store a line.
 */
export const quoteAwards = pgTable(
  'quote_awards',
  {
    quoteId: ownedBy('quote_id', () => quotes.id),
    lineId: text('line_id').notNull(),
    approvedId: ownedBy('approved_id', () => approvedQuoteResponses.id),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.lineId] })],
)

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    /** e.g. `PO-0007`, unique within the business. */
    number: text('number').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * Its order's type, kept by PostgreSQL from `order_id` (migration 0032's triggers; nothing in
     * src/ writes it): analytics groups a year of POs by it without joining their orders.
     */
    orderType: text('order_type', { enum: ORDER_TYPES }),
    vendorId: ownedBy('vendor_id', () => vendors.id),
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
    /** The PDFs sent to the vendor, one per sending, oldest first. */
    documents: jsonb('documents').$type<StoredAttachment[]>().notNull().default([]),
    /** Rejected and short goods, oldest first, open and resolved. */
    issues: jsonb('issues').$type<StoredDeliveryIssue[]>().notNull().default([]),
    /** When the oldest open issue was found; null while none is open (the home's list). */
    issuesOpenSince: at('issues_open_since'),
    /** Hash of the token in the e-mailed link, which acknowledges without an account. */
    linkTokenHash: text('link_token_hash'),
    /** 1 as first sent; each change after sending is the next revision (revise-purchase-order.ts). */
    revision: integer('revision').notNull().default(1),
    sentAt: at('sent_at'),
    acknowledgedAt: at('acknowledged_at'),
    createdAt: createdAt(),
    /**
     * Its lines a receipt accounted for (received, rejected or found short), and those of them
     * with a delivery issue: business analytics' shortage rate sums these instead of expanding
     * every PO's lines (docs/performance.md, "Business analytics"). Stored, worked out by
     * PostgreSQL from `lines` and `issues` (migration 0031's functions).
     */
    linesReceived: integer('lines_received').generatedAlwaysAs(
      sql`purchase_order_lines_received(lines)`,
    ),
    linesShort: integer('lines_short').generatedAlwaysAs(
      sql`purchase_order_lines_short(lines, issues)`,
    ),
  },
  (t) => [
    uniqueIndex('purchase_orders_business_number_key').on(t.businessId, t.number),
    uniqueIndex('purchase_orders_link_token_key').on(t.linkTokenHash),
    index('purchase_orders_business_created_idx').on(t.businessId, t.createdAt),
    // The home's POs waiting on approval or the vendor, and its spend by the month they were sent.
    index('purchase_orders_business_status_idx').on(t.businessId, t.status),
    index('purchase_orders_business_sent_idx').on(t.businessId, t.sentAt),
    // Accepted POs still owed goods, by delivery day: the home's overdue and the list's filter.
    index('purchase_orders_business_overdue_idx')
      .on(t.businessId, t.deliveryDate)
      .where(sql`${t.status} in ('acknowledged', 'partially_shipped')`),
    index('purchase_orders_vendor_idx').on(t.vendorId, t.createdAt),
    // POs with rejected or short goods not yet resolved: the home's list and the list's filter.
    index('purchase_orders_business_issues_idx')
      .on(t.businessId, t.issuesOpenSince)
      .where(sql`${t.issuesOpenSince} is not null`),
    // POs with any delivery issue, open or settled: the notifications' receipts with issues.
    index('purchase_orders_business_with_issues_idx')
      .on(t.businessId)
      .where(sql`${t.issues} <> '[]'::jsonb`),
    // POs the vendor accepted lately: the notifications.
    index('purchase_orders_business_acknowledged_idx')
      .on(t.businessId, t.acknowledgedAt)
      .where(sql`${t.acknowledgedAt} is not null`),
  ],
)

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    businessId: ownedBy('business_id', () => businesses.id),
    purchaseOrderId: ownedBy('purchase_order_id', () => purchaseOrders.id),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('pending'),
    /** What the shipment carries of each PO line; older rows, made before lines, have none. */
    lines: jsonb('lines').$type<StoredShipmentLine[]>().notNull().default([]),
    shippedOn: date('shipped_on'),
    estimatedDelivery: date('estimated_delivery'),
    deliveredAt: at('delivered_at'),
    events: jsonb('events').$type<StoredShipmentEvent[]>().notNull().default(sql`'[]'::jsonb`),
    receipts: jsonb('receipts').$type<StoredReceipt[]>().notNull().default([]),
    documents: jsonb('documents').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipments_business_created_idx').on(t.businessId, t.createdAt),
    // Shipments still on their way, by expected day: the home's late and this week's.
    index('shipments_business_open_idx')
      .on(t.businessId, t.estimatedDelivery)
      .where(sql`${t.status} not in ('delivered', 'cancelled')`),
    index('shipments_purchase_order_idx').on(t.purchaseOrderId),
    // Shipments delivered lately: the notifications.
    index('shipments_business_delivered_idx')
      .on(t.businessId, t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
  ],
)
