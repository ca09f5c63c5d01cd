import type { BusinessAnalyticsQuery, Currency, OrderType } from '@ally/sdk'
import { type SQL, sql } from 'drizzle-orm'
import { uuidOrNone } from '../db/references'
import { fieldError } from '../http/errors'

// The period and filters every figure of business analytics is computed over
// (docs/product-rules.md, "Business analytics"): parsed once from the query, so the routes and the
// co-pilot (issue #31) hand the same scope to the same queries.

const DAY_MS = 86_400_000
/** The longest period reported: ten years of buckets is ~520 weeks, as much as a chart shows. */
export const MAX_PERIOD_DAYS = 3_660

export interface AnalyticsScope {
  businessId: string
  /** Amounts are converted to it: the business's own currency. */
  currency: Currency
  /** First day, included (YYYY-MM-DD, UTC). */
  from: string
  /** Last day, included (YYYY-MM-DD, UTC). */
  to: string
  interval: 'week' | 'month'
  /** Only this vendor's POs and rounds; a vendor id that is no uuid matches nothing. */
  vendorId?: string
  orderType?: OrderType
  /** "Now", for what is due (on-time rate). */
  now: Date
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10)
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))

/** The first instant of the period. */
export const startOf = (scope: AnalyticsScope) => new Date(`${scope.from}T00:00:00Z`)
/** The first instant after the period (its last day is included). */
export const endOf = (scope: AnalyticsScope) => new Date(`${addDays(scope.to, 1)}T00:00:00Z`)

/** `column` (a timestamp) falls in the period: [from, to + 1 day). */
export const inPeriod = (column: SQL, scope: AnalyticsScope): SQL =>
  sql`(${column} >= ${startOf(scope).toISOString()}::timestamptz and ${column} < ${endOf(scope).toISOString()}::timestamptz)`

/** The vendor filter as a value safe to compare with a uuid column (the list filters' way). */
export const vendorOf = (scope: AnalyticsScope) =>
  scope.vendorId === undefined ? undefined : uuidOrNone(scope.vendorId)

/**
 * The scope of `query` for a business: `to` defaults to today (UTC), `from` to a year before it
 * plus a day (twelve whole months back to the same day), `interval` to month. A period that ends
 * before it starts, or runs past MAX_PERIOD_DAYS, is a 400 naming `from`.
 */
export function analyticsScope(
  query: BusinessAnalyticsQuery,
  business: { id: string; currency: Currency },
  now: Date,
): AnalyticsScope {
  const to = query.to ?? dayOf(now)
  const yearBefore = new Date(`${to}T00:00:00Z`)
  yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1)
  const from = query.from ?? addDays(dayOf(yearBefore), 1)
  if (from > to) throw fieldError('query.from', `must be on or before 'to' (${to})`)
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
  if (days > MAX_PERIOD_DAYS) {
    throw fieldError('query.from', `the period can be at most ${MAX_PERIOD_DAYS} days long`)
  }
  return {
    businessId: business.id,
    currency: business.currency,
    from,
    to,
    interval: query.interval ?? 'month',
    vendorId: query.vendorId,
    orderType: query.orderType,
    now,
  }
}
