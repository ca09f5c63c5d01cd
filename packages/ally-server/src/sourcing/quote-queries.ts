import type { Quote, Rfq } from '@ally/sdk'
import { and, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { builtOnce } from '../db/built-once'
import type { Db } from '../db/client'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { matchCount, type SourcingFilters, uuidOrNone } from '../db/references'
import { orders, quotes, rfqs } from '../db/schema'
import { searching } from '../db/search'
import { notFound } from '../http/errors'
import type { QuoteRow } from './mappers'

export type QuoteFilters = SourcingFilters<Quote['status']>

/** The lowest total among a round's live answers, in its currency, or null before one. */
const lowestTotal = sql<
  number | null
>`(select min(${rfqs.quotedTotal})::float8 from ${rfqs} where ${rfqs.quoteId} = ${quotes.id})`

/** The columns of a quote as the contract shows it; `vendorRfqStatus` for a vendor filter. */
function quoteColumns(vendorRfqStatus: SQL<Rfq['status'] | null> | SQL<null>) {
  return {
    quote: quotes,
    order: {
      id: orders.id,
      taId: orders.taId,
      title: orders.title,
      orderType: orders.orderType,
    },
    rfqCount:
      sql<number>`(select count(*) from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.status} <> 'cancelled')`.mapWith(
        Number,
      ),
    responseCount:
      sql<number>`(select count(*) from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.respondedAt} is not null)`.mapWith(
        Number,
      ),
    // An RFQ past its deadline is 'expired' once the expiry sweep reaches it.
    waitingCount:
      sql<number>`(select count(*) from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.status} in ('sent', 'viewed'))`.mapWith(
        Number,
      ),
    lowestTotal,
    vendorRfqStatus,
    count: matchCount,
  }
}

/**
 * A business's sourcing rounds, newest first; `vendor` keeps those that vendor quoted in, each
 * with that vendor's own RFQ status, so a vendor's page can tell a round it lost from one it won.
 */
export function businessQuotes(
  db: Db,
  businessId: string,
  filters: QuoteFilters,
  page: PageRequest,
) {
  const unfiltered =
    !filters.search?.trim() &&
    filters.vendor === undefined &&
    !filters.taId &&
    filters.amount === undefined &&
    !filters.status
  if (unfiltered) {
    // The list as it first loads is built once (db/built-once.ts).
    const firstLoad = builtOnce(db, 'business_quote_page', () =>
      quotePage(
        db,
        sql<null>`null`,
        eq(quotes.businessId, sql.placeholder('businessId')),
        sql.placeholder('limit'),
        sql.placeholder('offset'),
      ).prepare('business_quote_page'),
    )
    return pageWithTotal((limit, offset) => firstLoad.execute({ businessId, limit, offset }), page)
  }
  const vendorRfqStatus =
    filters.vendor === undefined
      ? sql<null>`null`
      : sql<
          Rfq['status'] | null
        >`(select ${rfqs.status} from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.vendorId} = ${uuidOrNone(filters.vendor)} order by ${rfqs.sentAt} desc limit 1)`
  const where = and(
    eq(quotes.businessId, businessId),
    searching(filters.search, [sql`${orders.title}`, sql`${orders.taId}`]),
    filters.vendor !== undefined
      ? sql`exists (select 1 from ${rfqs} where ${rfqs.quoteId} = ${quotes.id} and ${rfqs.vendorId} = ${uuidOrNone(filters.vendor)} and ${rfqs.respondedAt} is not null)`
      : undefined,
    filters.taId ? sql`lower(${orders.taId}) = lower(${filters.taId})` : undefined,
    filters.amount !== undefined ? sql`${lowestTotal} >= ${filters.amount}` : undefined,
    filters.status ? eq(quotes.status, filters.status) : undefined,
  )
  return pageWithTotal(
    (limit, offset) => quotePage(db, vendorRfqStatus, where, limit, offset),
    page,
  )
}

/** A page of quotes with their order, newest first; every row carries the number of matches. */
function quotePage(
  db: Db,
  vendorRfqStatus: SQL<Rfq['status'] | null> | SQL<null>,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select(quoteColumns(vendorRfqStatus))
    .from(quotes)
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(limit)
    .offset(offset)
}

/** One quote of the business, or an order's quotes (newest first); ids that are no UUID match none. */
export function ownQuotes(
  db: Db,
  businessId: string,
  which: { quoteId: string } | { orderId: string },
): Promise<QuoteRow[]> {
  const where =
    'quoteId' in which
      ? eq(quotes.id, uuidOrNone(which.quoteId))
      : eq(quotes.orderId, uuidOrNone(which.orderId))
  return db
    .select(quoteColumns(sql<null>`null`))
    .from(quotes)
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .where(and(eq(quotes.businessId, businessId), where))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
}

/** One quote of the business, or a 404 that says so. */
export async function ownQuoteOrNotFound(
  db: Db,
  businessId: string,
  quoteId: string,
): Promise<QuoteRow> {
  const [row] = await ownQuotes(db, businessId, { quoteId })
  if (!row) throw notFound('This quote does not exist.')
  return row
}
