import { ORDER_TYPES, PURCHASE_ORDER_STATUSES } from '@ally/sdk'
import { boolean, date, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { businesses } from './accounts'
import { at } from './columns'
import { purchaseOrders, quotes, shipments } from './sourcing'

/**
 * What business analytics reads of each sourcing round, kept as its RFQs, approvals and POs
 * change, so a year of rounds is 10,000 rows to sum instead of 100,000 RFQs to group and 10,000
 * PO histories to search (docs/performance.md, "Business analytics"). Only the database writes
 * it: deferred triggers (migration 0031) work a round's row out again once per transaction, at
 * commit, from the round's rows as they then are, so no write path can forget it. Amounts are in
 * the round's currency; a round whose RFQs are all gone has no `sentAt`.
 */
export const roundFigures = pgTable(
  'round_figures',
  {
    quoteId: uuid('quote_id')
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The first RFQ sent. */
    sentAt: at('sent_at'),
    /** The first answer (a decline is no answer). */
    firstAnswerAt: at('first_answer_at'),
    /** Σ of the RFQs' awarded totals; null before an award. */
    awarded: doublePrecision('awarded'),
    /** The highest and the average of the live answers' totals. */
    highest: doublePrecision('highest'),
    average: doublePrecision('average'),
    /** The first approval of an answer. */
    awardedAt: at('awarded_at'),
    /** The first of its POs sent. */
    purchaseOrderAt: at('purchase_order_at'),
    /** When the last of its sent POs was received in full; null while one is not. */
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('round_figures_business_idx').on(t.businessId)],
)

/**
 * What the on-time rate and lead time read of each shipment (vendor and business analytics,
 * vendors/vendor-performance.ts), kept as the shipment and its PO change: the shares of the PO's
 * lines it carried and that arrived, on time and weighted by days, worked out of the shipment's
 * lines and receipts and the PO's lines and dates. What depends on the day (a shipment past its
 * estimate still owes what did not arrive) is left to the reading statement: `openShare` and
 * `estimatedDelivery` are kept for it. Only the database writes it (migration 0031's deferred
 * triggers, as round_figures).
 */
export const shipmentFigures = pgTable(
  'shipment_figures',
  {
    shipmentId: uuid('shipment_id')
      .primaryKey()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Not cancelled, and delivered or of a PO without a delivery day: its goods are counted. */
    counted: boolean('counted').notNull(),
    /** Reported delivered by the carrier with no receipt recorded yet. */
    carrierOnly: boolean('carrier_only').notNull(),
    estimatedDelivery: date('estimated_delivery'),
    /** Shares of the PO's lines (each line weighs one). */
    onTime: doublePrecision('on_time').notNull(),
    arrivedPromised: doublePrecision('arrived_promised').notNull(),
    shareDays: doublePrecision('share_days').notNull(),
    dated: doublePrecision('dated').notNull(),
    /** Carried and not received. */
    openShare: doublePrecision('open_share').notNull(),
    // The PO's columns the on-time rate filters and judges by, copied so that reading a year of
    // shipments joins no PO (migration 0032; docs/performance.md, "Business analytics").
    vendorId: uuid('vendor_id').notNull(),
    purchaseOrderStatus: text('purchase_order_status', { enum: PURCHASE_ORDER_STATUSES }).notNull(),
    /** When the PO was placed: sent, or made if it never was. */
    placedAt: at('placed_at').notNull(),
    deliveryDate: date('delivery_date'),
    orderType: text('order_type', { enum: ORDER_TYPES }),
  },
  (t) => [
    index('shipment_figures_business_idx').on(t.businessId),
    index('shipment_figures_purchase_order_idx').on(t.purchaseOrderId),
  ],
)
