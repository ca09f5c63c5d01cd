import { sql } from 'drizzle-orm'
import { quoteResponses, rfqs } from '../db/schema'

// SQL pieces the sourcing lists share; those every record list shares are in db/references.ts.

/** The answer that counts: the newest revision not superseded or withdrawn. */
export const LIVE_RESPONSE = sql`${quoteResponses.status} not in ('superseded', 'withdrawn')`

/** The total of an RFQ's live answer in the round's currency, or null (kept by answer-rfq.ts). */
export const currentTotal = sql<number | null>`${rfqs.quotedTotal}::float8`
