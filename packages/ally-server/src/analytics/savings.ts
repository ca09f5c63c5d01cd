import { sql } from 'drizzle-orm'
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
  const amount = (column: string) => convertedSql(sql.raw(column), sql`q.currency`, scope.currency)
  const result = await db.execute(sql`
    select count(*)::int as rounds, coalesce(sum(round.awarded), 0)::float8 as awarded,
      coalesce(sum(round.highest), 0)::float8 as highest,
      coalesce(sum(round.average), 0)::float8 as average
    from (
      select a.quote_id from approved_quote_responses a
      where a.business_id = ${scope.businessId}
      group by a.quote_id
      having ${inPeriod(sql`min(a.approved_at)`, scope)}
    ) awarded_round
    join quotes q on q.id = awarded_round.quote_id
    cross join lateral (
      select sum(${amount('r.awarded_total')}) as awarded, max(${amount('r.quoted_total')}) as highest,
        avg(${amount('r.quoted_total')}) as average
      from rfqs r where r.quote_id = q.id
      having ${vendorId ? sql`bool_or(r.vendor_id = ${vendorId} and r.awarded_total is not null)` : sql`true`}
    ) round
    where q.business_id = ${scope.businessId}
      ${scope.orderType ? sql`and exists (select 1 from orders o where o.id = q.order_id and o.order_type = ${scope.orderType})` : sql``}`)
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
