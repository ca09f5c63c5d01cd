import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { businesses } from './accounts'
import { createdAt, id } from './columns'
import { purchaseOrders, rfqs } from './sourcing'
import { vendorAccounts } from './vendors'

// Uploaded files: owned by a business, a vendor account or, for a vendor answering from its link,
// an RFQ (docs/product-rules.md#files).

export const files = pgTable(
  'files',
  {
    id: id(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    /** Files a vendor uploaded in its portal belong to its account, not to a business. */
    vendorAccountId: uuid('vendor_account_id').references((): AnyPgColumn => vendorAccounts.id, {
      onDelete: 'cascade',
    }),
    /**
     * Files a vendor uploaded from an RFQ's e-mailed link, without an account, belong to that
     * RFQ: only its answers may attach them.
     */
    rfqId: uuid('rfq_id').references((): AnyPgColumn => rfqs.id, { onDelete: 'cascade' }),
    /**
     * Files a vendor uploaded from a purchase order's e-mailed link (a shipment's documents)
     * belong to that PO: only its shipments may attach them.
     */
    purchaseOrderId: uuid('purchase_order_id').references((): AnyPgColumn => purchaseOrders.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_business_idx').on(t.businessId),
    // Deleting an RFQ deletes the files its link uploaded.
    index('files_rfq_idx').on(t.rfqId),
    index('files_purchase_order_idx').on(t.purchaseOrderId),
  ],
)
