import { type SQL, sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { convertedSql } from '../services/currency'
import { type AnalyticsScope, inPeriod, vendorOf } from './scope'
import { cents } from './spend'

// Savings (docs/product-rules.md, "Business analytics"): the rounds whose first award falls in
// the period, what was awarded against each round's highest and average answer, each round in its
// own currency and converted to the business's. rfqs keeps each answer's total (`quoted_total`)
// and each award's (`awarded_total`) in the round's currency, so no answer is read.

export interface Savings {
  rounds: number
  awarded: number
  againstHighest: number
  againstAverage: number
}

/** The scope's savings; a vendor filter keeps the rounds awarded to it, wholly or partly. */
export async function savingsOf(db: Db, scope: AnalyticsScope): Promise<Savings> {
  const vendorId = vendorOf(scope)
  // Every round's sums in its own currency first (one pass over the business's RFQs), then
  // those awarded in the period, converted once per round: the planner, guessing few rounds
  // awarded, looked each round's RFQs up instead, 0.1 ms × 10,000 (docs/performance.md).
  const amount = (column: SQL) => convertedSql(column, sql`q.currency`, scope.currency)
  const result = await db.execute(sql`
    select count(*)::int as rounds,
      coalesce(sum(${amount(sql`round.awarded`)}), 0)::float8 as awarded,
      coalesce(sum(${amount(sql`round.highest`)}), 0)::float8 as highest,
      coalesce(sum(${amount(sql`round.average`)}), 0)::float8 as average
    from (
      select r.quote_id, sum(r.awarded_total) as awarded, max(r.quoted_total) as highest,
        avg(r.quoted_total) as average
      from rfqs r
      where r.business_id = ${scope.businessId}
      group by r.quote_id
      ${vendorId ? sql`having bool_or(r.vendor_id = ${vendorId} and r.awarded_total is not null)` : sql``}
    ) round
    join (
      select a.quote_id from approved_quote_responses a
      where a.business_id = ${scope.businessId}
      group by a.quote_id
      having ${inPeriod(sql`min(a.approved_at)`, scope)}
    ) awarded_round on awarded_round.quote_id = round.quote_id
    join quotes q on q.id = round.quote_id
    ${scope.orderType ? sql`join orders o on o.id = q.order_id and o.order_type = ${scope.orderType}` : sql``}`)
  const [row] = resultRows<{ rounds: number; awarded: number; highest: number; average: number }>(
    result,
  )
  const awarded = row?.awarded ?? 0
  return {
    rounds: row?.rounds ?? 0,
    awarded: cents(awarded),
    againstHighest: cents((row?.highest ?? 0) - awarded),
    againstAverage: cents((row?.average ?? 0) - awarded),
  }
}
