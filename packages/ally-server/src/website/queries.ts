import { desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { type PageRequest, pageWithTotal } from '../db/paging'
import { matchCount } from '../db/references'
import { deals, newsletterSubscriptions } from '../db/schema'

// Reading the website's rows. None is scoped by business: the website is the operator's
// (docs/website.md).

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect
export type DealRow = typeof deals.$inferSelect

/** The address's subscription, whatever the casing it was signed up with. */
export async function subscriptionByEmail(
  db: Db,
  email: string,
  { lock = false } = {},
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function subscriptionById(
  db: Db,
  id: string,
  { lock = false } = {},
): Promise<SubscriptionRow | undefined> {
  if (!isUuid(id)) return undefined
  const query = db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Shown on the website at `now`: no expiry, or one still ahead. */
const liveAt = (now: Date) => or(isNull(deals.expiresAt), gt(deals.expiresAt, now))

/**
 * One page of deals, newest first (ties in a stable order by id): the live ones at `now` for the
 * website, or every deal for the operator.
 */
export function dealPage(db: Db, page: PageRequest, { liveAt: at }: { liveAt?: Date } = {}) {
  return pageWithTotal(
    (limit, offset) =>
      db
        .select({ deal: deals, count: matchCount })
        .from(deals)
        .where(at ? liveAt(at) : undefined)
        .orderBy(desc(deals.createdAt), desc(deals.id))
        .limit(limit)
        .offset(offset),
    page,
  )
}

export async function dealById(db: Db, id: string, { lock = false } = {}) {
  if (!isUuid(id)) return undefined
  const query = db.select().from(deals).where(eq(deals.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Removes a deal; false when there was none with that id. */
export async function deleteDealById(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const removed = await db.delete(deals).where(eq(deals.id, id)).returning({ id: deals.id })
  return removed.length > 0
}
