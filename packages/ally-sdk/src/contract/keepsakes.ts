import * as z from 'zod/mini'
import { Amount, Currency, Day, Id, listOf, nullable, PageQuery, Timestamp } from './common'
import { defineEndpoint } from './define'

// What a vendor keeps when a buyer deletes its business (docs/product-rules.md, "Leaving"): the
// business's rows are gone, so the vendor's portal keeps its own copy of each answer it sent.

/** One line of a kept answer: what was asked, and the price the vendor gave. */
export const KeptAnswerLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: Amount,
  leadTimeDays: nullable(z.number()),
  note: nullable(z.string()),
})

/** The last answer a vendor sent to an RFQ of a buyer who has since left Ally. */
export const VendorKeepsake = z.object({
  id: Id,
  /** The buyer's name when it left. */
  buyerName: z.string(),
  /** The deal reference the RFQ carried, e.g. `TA-0042`. */
  reference: z.string(),
  title: z.string(),
  currency: Currency,
  lines: z.array(KeptAnswerLine),
  subtotal: Amount,
  shippingCost: Amount,
  total: Amount,
  leadTimeDays: z.number(),
  validUntil: Day,
  notes: nullable(z.string()),
  revision: z.number(),
  answeredAt: Timestamp,
  /** When the buyer left. */
  keptAt: Timestamp,
})
export type VendorKeepsake = z.infer<typeof VendorKeepsake>

export const listVendorKeepsakes = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/keepsakes',
  summary:
    'The answers this vendor sent to buyers who have since deleted their business, newest first',
  query: PageQuery,
  response: listOf(VendorKeepsake),
})

export const keepsakeEndpoints = { listVendorKeepsakes }
