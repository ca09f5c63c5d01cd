import { eq, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { orders, quoteResponses, quotes, rfqs, vendors } from '../db/schema'

// SQL pieces the sourcing lists share; those every record list shares are in db/references.ts.

/** The answer that counts: the newest revision not superseded or withdrawn. */
export const LIVE_RESPONSE = sql`${quoteResponses.status} not in ('superseded', 'withdrawn')`

/** The total of an RFQ's live answer in the round's currency, or null (kept by answer-rfq.ts). */
export const currentTotal = sql<number | null>`${rfqs.quotedTotal}::float8`

/**
 * An RFQ's round (its quote), the round's order and the RFQ's vendor, joined to a query that
 * reads `rfqs` (in `$dynamic()` mode).
 */
export function withRound<T extends PgSelect>(query: T) {
  return query
    .innerJoin(quotes, eq(quotes.id, rfqs.quoteId))
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .innerJoin(vendors, eq(vendors.id, rfqs.vendorId))
}
