import type { Currency } from '@ally/sdk'
import { businessVersionOf } from '../db/business-version'
import type { Db } from '../db/client'
import { type SummaryRows, summaryRows } from './queries'

// The home's summary is the first read of every visit and changes far less often than it is
// read: it is kept per business until the business's records change (the version its triggers
// bump at commit, migration 0026) or time moves something on (docs/performance.md, "The
// dashboard home"). Each server process keeps its own; the version is read on every call, so a
// write through any process or timer is seen at the next read.

/** How many businesses' summaries a process keeps; the least recently read go first. */
export const KEPT_SUMMARIES = 1000

const DAY_MS = 86_400_000

interface Kept {
  version: number
  currency: Currency
  /** The instant it was worked out at, and the first instant it may no longer hold. */
  from: number
  until: number
  rows: SummaryRows
}

/**
 * When `rows`, worked out at `at`, may stop holding without a write: the next UTC midnight
 * (overdue POs, this week's and late shipments, the months of spend) or the earliest deadline
 * still ahead (its RFQ moves to "past its deadline"), whichever comes first.
 */
export function heldUntil(rows: SummaryRows, at: Date): number {
  const midnight = Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS
  const nextDeadline = rows.ahead.rows[0]?.deadline
  return nextDeadline ? Math.min(midnight, Date.parse(nextDeadline)) : midnight
}

/** `summaryRows`, kept per business while its version, currency and the time allow. */
export function keptSummaries(db: Db, keep = KEPT_SUMMARIES) {
  const kept = new Map<string, Kept>()
  return async function summaryOf(businessId: string, at: Date, currency: Currency) {
    // Read before the summary: a write committed in between only makes the kept one newer than
    // its version says, and the next read works it out again.
    const version = await businessVersionOf(db, businessId)
    const time = at.getTime()
    const found = kept.get(businessId)
    kept.delete(businessId)
    if (
      found &&
      found.version === version &&
      found.currency === currency &&
      time >= found.from &&
      time < found.until
    ) {
      kept.set(businessId, found)
      return found.rows
    }
    const rows = await summaryRows(db, businessId, at, currency)
    kept.set(businessId, { version, currency, from: time, until: heldUntil(rows, at), rows })
    if (kept.size > keep) {
      const oldest = kept.keys().next().value
      if (oldest !== undefined) kept.delete(oldest)
    }
    return rows
  }
}
