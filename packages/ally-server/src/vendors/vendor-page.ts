import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { builtOnce } from '../db/built-once'
import type { Db } from '../db/client'
import { type CountedPage, cappedTotal, EXACT_TOTAL_LIMIT } from '../db/counted-page'
import { vendors } from '../db/schema'
import { vendorFilters } from './queries'

type VendorRow = typeof vendors.$inferSelect

/** How many vendors match, counting no further than `most`. */
async function countUpTo(db: Db, where: SQL | undefined, most: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(vendors).where(where).limit(most).as('capped')
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped)
  return row?.n ?? 0
}

type VendorQuery = Parameters<typeof vendorFilters>[1]

/**
 * One page of a business's vendors by name, and how many match, in one statement: the matches are
 * collected once as (id, sort key), then sorted for the page and counted (up to the limit), and
 * only the page's rows are read in full. A window count over whole rows was the slow part of a
 * broad search. The list as it first loads, without filters, is built once (db/built-once.ts).
 */
export async function vendorPage(
  db: Db,
  options: {
    businessId: string
    filters: VendorQuery
    limit: number
    offset: number
    exactTotalLimit?: number
  },
): Promise<CountedPage<VendorRow>> {
  const { businessId, filters, limit, offset } = options
  const countLimit = options.exactTotalLimit ?? EXACT_TOTAL_LIMIT
  const where = vendorFilters(businessId, filters)
  const unfiltered = !filters.search?.trim() && !filters.status && !filters.orderType
  const rows = unfiltered
    ? await builtOnce(db, `business_vendor_page_${countLimit}`, () =>
        vendorPageQuery(
          db,
          eq(vendors.businessId, sql.placeholder('businessId')),
          sql.placeholder('limit'),
          sql.placeholder('offset'),
          countLimit,
        ).prepare(`business_vendor_page_${countLimit}`),
      ).execute({ businessId, limit, offset })
    : await vendorPageQuery(db, where, limit, offset, countLimit)

  // A page past the end has no row to carry the count.
  const counted = rows[0]?.counted ?? (offset > 0 ? await countUpTo(db, where, countLimit + 1) : 0)
  return {
    rows: rows.map((row) => row.vendor),
    ...cappedTotal(counted, countLimit, offset + rows.length),
  }
}

function vendorPageQuery(
  db: Db,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  countLimit: number,
) {
  const matches = db.$with('matches').as(
    db
      .select({ id: vendors.id, sortName: sql<string>`lower(${vendors.name})`.as('sort_name') })
      .from(vendors)
      .where(where),
  )
  const pageIds = db
    .$with('page_ids')
    .as(
      db
        .select({ id: matches.id, sortName: matches.sortName })
        .from(matches)
        .orderBy(matches.sortName, matches.id)
        .limit(limit)
        .offset(offset),
    )
  return db
    .with(matches, pageIds)
    .select({
      vendor: vendors,
      counted:
        sql<number>`(select count(*) from (select 1 from ${matches} limit ${countLimit + 1}) as capped)`.mapWith(
          Number,
        ),
    })
    .from(pageIds)
    .innerJoin(vendors, eq(vendors.id, pageIds.id))
    .orderBy(pageIds.sortName, pageIds.id)
}
