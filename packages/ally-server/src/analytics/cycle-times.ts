import type { Db } from '../db/client'
import { type CycleTimes, roundFiguresOf } from './rounds'
import type { AnalyticsScope } from './scope'

// Cycle times: each stage of the rounds sent in the period, from the one before
// (docs/product-rules.md, "Business analytics"); worked out with the savings in rounds.ts.

export type { CycleTimes }

/** The scope's cycle times; a vendor filter keeps the rounds that asked it. */
export async function cycleTimesOf(db: Db, scope: AnalyticsScope): Promise<CycleTimes> {
  return (await roundFiguresOf(db, scope)).cycle
}
