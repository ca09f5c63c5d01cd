import type { Currency, Role } from '@ally/sdk'
import type { Db } from '../../db/client'

// What every co-pilot tool reads with: the asker's business and role, as the API's own routes
// scope them (docs/product-rules.md, "Co-pilot"). No tool writes: what the co-pilot proposes
// happens only when the user clicks it, through the normal screens.

export interface ToolContext {
  db: Db
  businessId: string
  /** Amounts are reported in it: the business's currency. */
  currency: Currency
  userId: string
  role: Role
  now: Date
}
