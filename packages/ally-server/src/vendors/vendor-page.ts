import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type CountedPage, cappedTotal, EXACT_TOTAL_LIMIT } from '../db/counted-page'
import { vendors } from '../db/schema'

type VendorRow = typeof vendors.$inferSelect

/** How many vendors match, counting no further than `most`. */
async function countUpTo(db: Db, where: SQL | undefined, most: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(vendors).where(where).limit(most).as('capped')
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped)
  return row?.n ?? 0
}

/**
 * One page of a business's vendors by name, and how many match, in one statement: the matches are
 * collected once as (id, sort key), then sorted for the page and counted (up to the limit), and
 * only the page's rows are read in full. A window count over whole rows was the slow part of a
 * broad search.
 */
export async function vendorPage(
  db: Db,
  options: { where: SQL | undefined; limit: number; offset: number; exactTotalLimit?: number },
): Promise<CountedPage<VendorRow>> {
  const countLimit = options.exactTotalLimit ?? EXACT_TOTAL_LIMIT
  const matches = db.$with('matches').as(
    db
      .select({ id: vendors.id, sortName: sql<string>`lower(${vendors.name})`.as('sort_name') })
      .from(vendors)
      .where(options.where),
  )
  const pageIds = db
    .$with('page_ids')
    .as(
      db
        .select({ id: matches.id, sortName: matches.sortName })
        .from(matches)
        .orderBy(matches.sortName, matches.id)
        .limit(options.limit)
        .offset(options.offset),
    )
  const rows = await db
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

  // A page past the end has no row to carry the count.
  const counted =
    rows[0]?.counted ??
    (options.offset > 0 ? await countUpTo(db, options.where, countLimit + 1) : 0)
  return {
    rows: rows.map((row) => row.vendor),
    ...cappedTotal(counted, countLimit, options.offset + rows.length),
  }
}
