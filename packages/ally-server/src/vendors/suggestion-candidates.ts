import type { OrderType } from '@ally/sdk'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { vendorAccounts, vendors } from '../db/schema'
import { containing } from '../db/search'
import { REPORT_CURRENCY } from '../services/currency'
import { type VendorPerformanceRow, vendorPerformance } from './vendor-performance'

/** A source of suggestions: counted exactly, and read a page at a time in its own order. */
export interface CandidateSource<Row> {
  count(): Promise<number>
  page(limit: number, offset: number): Promise<Row[]>
}

async function countWhere(db: Db, table: typeof vendors | typeof vendorAccounts, where?: SQL) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where)
  return row?.n ?? 0
}

/** A registered vendor's rank starts here, raised by its history with the buyer (0–0.4). */
export const baseScore = (active: boolean) => (active ? 0.6 : 0.5)

/** Up to 0.4 on top of the base score, for how often a vendor answers and wins for this buyer. */
export function historyBonus(record: VendorPerformanceRow | undefined): number {
  return 0.15 * (record?.responseRate ?? 0) + 0.25 * (record?.winRate ?? 0)
}

/**
 * The buyer's own vendors serving the order type, best first: by score (registered before
 * invited, raised by `historyBonus` per vendor id), then by name.
 */
export function ownCandidates(
  db: Db,
  scope: {
    businessId: string
    orderType: OrderType
    search?: string
    /** Vendors with a history for this buyer and order type: what it adds to their base score. */
    historyBonus: Map<string, number>
  },
): CandidateSource<typeof vendors.$inferSelect> {
  const where = and(
    eq(vendors.businessId, scope.businessId),
    sql`${scope.orderType} = any(${vendors.orderTypes})`,
    scope.search ? sql`${vendors.searchText} like ${containing(scope.search)}` : undefined,
  )
  const active = sql`${vendors.status} = 'active'`
  const base = sql`(case when ${active} then ${baseScore(true)} else ${baseScore(false)} end)::numeric`
  const ids = [...scope.historyBonus.keys()]
  // Only vendors with a history carry a bonus: joined from two parallel arrays, not per row.
  const history = db
    .$with('history', {
      vendorId: sql<string>`vendor_id`.as('vendor_id'),
      bonus: sql<number>`bonus`.as('bonus'),
    })
    .as(
      sql`select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(ids.map((id) => scope.historyBonus.get(id) ?? 0))}::float8[]) as h(vendor_id, bonus)`,
    )
  const score = sql`round(${base} + coalesce(${history.bonus}, 0)::numeric, 3)`
  return {
    count: () => countWhere(db, vendors, where),
    page: async (limit, offset) =>
      (
        await db
          .with(history)
          .select({ vendor: vendors })
          .from(vendors)
          .leftJoin(history, eq(history.vendorId, vendors.id))
          .where(where)
          .orderBy(sql`${score} desc`, sql`${active} desc`, sql`lower(${vendors.name})`, vendors.id)
          .limit(limit)
          .offset(offset)
      ).map((row) => row.vendor),
  }
}

/** Vendors registered on Ally serving the order type and not in the buyer's list, by name. */
export function networkCandidates(
  db: Db,
  scope: { businessId: string; orderType: OrderType; search?: string },
): CandidateSource<typeof vendorAccounts.$inferSelect> {
  const where = and(
    eq(vendorAccounts.active, true),
    sql`${scope.orderType} = any(${vendorAccounts.orderTypes})`,
    sql`not exists (select 1 from ${vendors} where ${vendors.businessId} = ${scope.businessId} and lower(${vendors.email}) = lower(${vendorAccounts.email}))`,
    scope.search
      ? sql`lower(${vendorAccounts.companyName} || ' ' || ${vendorAccounts.email}) like ${containing(scope.search)}`
      : undefined,
  )
  return {
    count: () => countWhere(db, vendorAccounts, where),
    page: (limit, offset) =>
      db
        .select()
        .from(vendorAccounts)
        .where(where)
        .orderBy(sql`lower(${vendorAccounts.companyName})`, vendorAccounts.id)
        .limit(limit)
        .offset(offset),
  }
}

/**
 * One page across two sources read one after the other (every row of `first`, then `second`),
 * with the true total: each source is counted, and only the rows of the page are read.
 */
export async function pageAcross<A, B>(
  first: CandidateSource<A>,
  second: CandidateSource<B>,
  limit: number,
  offset: number,
): Promise<{ first: A[]; second: B[]; total: number }> {
  const [firstTotal, secondTotal] = await Promise.all([first.count(), second.count()])
  const fromFirst = offset < firstTotal ? await first.page(limit, offset) : []
  const room = limit - fromFirst.length
  const secondOffset = Math.max(0, offset - firstTotal)
  const fromSecond =
    room > 0 && secondOffset < secondTotal ? await second.page(room, secondOffset) : []
  return { first: fromFirst, second: fromSecond, total: firstTotal + secondTotal }
}

/**
 * The buyer's own vendors best suggested for an order type now, as `vendor/suggested` ranks them
 * (a workflow's RFQ step that asks "the 3 best suggested vendors").
 */
export async function bestOwnVendors(
  db: Db,
  scope: { businessId: string; orderType: OrderType; now: Date; limit: number },
) {
  const history = await vendorPerformance(db, {
    businessId: scope.businessId,
    now: scope.now,
    currency: REPORT_CURRENCY,
    orderType: scope.orderType,
  }).byVendor()
  const bonuses = new Map([...history].map(([id, record]) => [id, historyBonus(record)]))
  return ownCandidates(db, {
    businessId: scope.businessId,
    orderType: scope.orderType,
    historyBonus: bonuses,
  }).page(scope.limit, 0)
}
