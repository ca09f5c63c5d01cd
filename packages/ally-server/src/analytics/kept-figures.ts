import type { BusinessAnalytics } from '@ally/sdk'
import { businessVersionOf } from '../db/business-version'
import type { Db } from '../db/client'
import { businessFigures } from './figures'
import type { AnalyticsScope } from './scope'

// Analytics reads a business's whole period (a year of RFQs, POs and receipts: hundreds of
// milliseconds for a large business, docs/performance.md, "Business analytics") and changes only
// when its records do or a day passes (what is due is counted by UTC day). So the figures of each
// scope are kept until the business's version moves or the next UTC midnight, as the dashboard
// home's summary is (dashboard/summary-cache.ts); each process keeps its own.

/** How many scopes' figures a process keeps; the least recently read go first. */
export const KEPT_FIGURES = 500

const DAY_MS = 86_400_000

interface Kept {
  version: number
  /** The instant they were worked out at, and the first they may no longer hold (UTC midnight). */
  from: number
  until: number
  figures: BusinessAnalytics
}

/** Everything the figures depend on but "now": the business, its currency, period and filters. */
const keyOf = (scope: AnalyticsScope) =>
  JSON.stringify([
    scope.businessId,
    scope.currency,
    scope.from,
    scope.to,
    scope.interval,
    scope.vendorId ?? null,
    scope.orderType ?? null,
  ])

/** `businessFigures`, kept per scope while the business's version and the day allow. */
export function keptFigures(db: Db, keep = KEPT_FIGURES) {
  const kept = new Map<string, Kept>()
  return async function figuresOf(scope: AnalyticsScope): Promise<BusinessAnalytics> {
    // Read before the figures: a write committed in between only makes the kept figures newer
    // than their version says, and the next read works them out again.
    const version = await businessVersionOf(db, scope.businessId)
    const key = keyOf(scope)
    const time = scope.now.getTime()
    const found = kept.get(key)
    kept.delete(key)
    if (found && found.version === version && time >= found.from && time < found.until) {
      kept.set(key, found)
      return found.figures
    }
    const figures = await businessFigures(db, scope)
    const until = Math.floor(time / DAY_MS) * DAY_MS + DAY_MS
    kept.set(key, { version, from: time, until, figures })
    if (kept.size > keep) {
      const oldest = kept.keys().next().value
      if (oldest !== undefined) kept.delete(oldest)
    }
    return figures
  }
}
