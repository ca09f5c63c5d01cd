import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { businesses } from './accounts'
import { createdAt, id } from './columns'
import { vendorAccounts } from './vendors'

// Uploaded files: owned by a business or a vendor account (docs/product-rules.md#files).

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
