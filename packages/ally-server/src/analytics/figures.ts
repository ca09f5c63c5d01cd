import type { BusinessAnalytics } from '@ally/sdk'
import type { Db } from '../db/client'
import { readWholePeriod } from '../db/whole-period-read'
import { openCommitmentsOf } from './commitments'
import { deliveryOf } from './delivery'
import { roundFiguresOf } from './rounds'
import type { AnalyticsScope } from './scope'
import { spendOf } from './spend'

// Every figure of business analytics for one scope (savings and cycle times share rounds.ts's
// statement). The figure families are independent statements, run side by side on the pool, the
// year-long ones without JIT or parallel workers (db/whole-period-read.ts; docs/performance.md,
// "Business analytics"); the co-pilot (issue #31) calls the one it needs.

export async function businessFigures(db: Db, scope: AnalyticsScope): Promise<BusinessAnalytics> {
  const [spend, { savings, cycle }, delivery, openCommitments] = await Promise.all([
    readWholePeriod(db, (tx) => spendOf(tx, scope)),
    readWholePeriod(db, (tx) => roundFiguresOf(tx, scope)),
    deliveryOf(db, scope),
    openCommitmentsOf(db, scope),
  ])
  return {
    currency: scope.currency,
    from: scope.from,
    to: scope.to,
    interval: scope.interval,
    totals: { ...spend.totals, averageCycleDays: cycle.averageCycleDays },
    spendOverTime: spend.spendOverTime,
    spendByVendor: spend.spendByVendor,
    spendByOrderType: spend.spendByOrderType,
    savings,
    cycleTimes: cycle.stages,
    delivery,
    openCommitments,
  }
}
