import type { Currency } from '@ally/sdk'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { at, createdAt, id } from './columns'
import { vendorAccounts } from './vendors'

// What a vendor keeps of a buyer that deleted its business (docs/product-rules.md, "Leaving"):
// its own answers, copied into its account when the business goes. No business_id: the business
// no longer exists, and nothing here is the buyer's.

/** An answer as the vendor sent it, with the lines it priced (`VendorKeepsake` in the SDK). */
export interface KeptAnswer {
  currency: Currency
  lines: {
    description: string
    quantity: number
    unit: string
    unitPrice: number
    leadTimeDays: number | null
    note: string | null
  }[]
  subtotal: number
  shippingCost: number
  total: number
  leadTimeDays: number
  validUntil: string
  notes: string | null
  revision: number
}

export const vendorKeepsakes = pgTable(
  'vendor_keepsakes',
  {
    id: id(),
    vendorAccountId: uuid('vendor_account_id')
      .notNull()
      .references(() => vendorAccounts.id, { onDelete: 'cascade' }),
    buyerName: text('buyer_name').notNull(),
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    answer: jsonb('answer').$type<KeptAnswer>().notNull(),
    answeredAt: at('answered_at').notNull(),
    keptAt: createdAt(),
  },
  (t) => [index('vendor_keepsakes_account_idx').on(t.vendorAccountId, t.answeredAt)],
)
