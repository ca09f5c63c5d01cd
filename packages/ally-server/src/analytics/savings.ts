import type { Db } from '../db/client'
import { roundFiguresOf, type Savings } from './rounds'
import type { AnalyticsScope } from './scope'

// Savings: what was awarded in the period against each round's highest and average answer
// (docs/product-rules.md, "Business analytics"); worked out with the cycle times in rounds.ts.

export type { Savings }

/** The scope's savings; a vendor filter keeps the rounds awarded to it, wholly or partly. */
export async function savingsOf(db: Db, scope: AnalyticsScope): Promise<Savings> {
  return (await roundFiguresOf(db, scope)).savings
}
