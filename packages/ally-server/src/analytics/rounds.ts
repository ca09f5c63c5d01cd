import { CYCLE_STAGES, type CycleStage } from '@ally/sdk'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { convertedSql } from '../services/currency'
import { type AnalyticsScope, inPeriod, vendorOf } from './scope'
import { cents } from './spend'

// The figures of sourcing rounds, savings and cycle times (docs/product-rules.md, "Business
// analytics"), from one statement over each round's kept figures (round_figures, which the
// database works out again as a round's RFQs, approvals and POs change: migration 0031). A year
// of rounds is then 10,000 rows to sum, where grouping their 100,000 RFQs and searching 10,000
// PO histories took most of the endpoint's time (docs/performance.md, "Business analytics").
// - savings: the rounds whose first approval falls in the period (with a vendor, those awarded
//   to it wholly or partly): awarded (Σ rfqs.awarded_total), highest and average answer
//   (rfqs.quoted_total), each round in its currency, converted;
// - cycle times: the rounds whose first RFQ went out in the period (with a vendor, those that
//   asked it): sent → first answer (an RFQ's responded_at, not a decline: no answer row is read)
//   → award (first approval) → PO (the first of its POs sent) → delivery (when the last of its
//   sent POs was received in full: the first 'received' entry of each PO's history).

export interface Savings {
  rounds: number
  awarded: number
  againstHighest: number
  againstAverage: number
}

export interface CycleTimes {
  stages: { stage: CycleStage; averageDays: number | null; rounds: number }[]
  /** Sent → PO, over the rounds that reached a PO. */
  averageCycleDays: number | null
}

type Row = Record<`${CycleStage}Days` | 'cycleDays', number | null> &
  Record<`${CycleStage}Rounds`, number> &
  Record<'rounds' | 'awarded' | 'highest' | 'average', number>

/**
 * Days from `from` to `to`, as float8: `extract` answers numeric, whose arithmetic took half the
 * statement's time over a year of rounds.
 */
const days = (to: string, from: string) => sql.raw(`date_part('epoch', ${to} - ${from}) / 86400`)

/** The average of `to − from` in days over the rounds `counted`, and how many those are. */
const stage = (name: string, to: string, from: string, counted: SQL) =>
  sql`avg(${days(to, from)}) filter (where ${counted} and ${sql.raw(to)} is not null)::float8 as ${sql.raw(`"${name}Days"`)},
    (count(*) filter (where ${counted} and ${sql.raw(to)} is not null))::int as ${sql.raw(`"${name}Rounds"`)}`

/** Every round figure of the scope, in one statement. */
export async function roundFiguresOf(
  db: Db,
  scope: AnalyticsScope,
): Promise<{ savings: Savings; cycle: CycleTimes }> {
  const vendorId = vendorOf(scope)
  const sent = sql`round.sent`
  const awarded = sql`round.won`
  const amount = (column: SQL) =>
    sql`coalesce(sum(${column} * round.rate) filter (where ${awarded}), 0)::float8`
  const result = await db.execute(sql`
    select
      ${stage('firstAnswer', 'round.first_answer_at', 'round.sent_at', sent)},
      ${stage('award', 'round.awarded_at', 'round.first_answer_at', sent)},
      ${stage('purchaseOrder', 'round.purchase_order_at', 'round.awarded_at', sent)},
      ${stage('delivery', 'round.delivered_at', 'round.purchase_order_at', sent)},
      avg(${days('round.purchase_order_at', 'round.sent_at')}) filter (where ${sent})::float8 as "cycleDays",
      (count(*) filter (where ${awarded}))::int as rounds,
      ${amount(sql`round.awarded`)} as awarded, ${amount(sql`round.highest`)} as highest,
      ${amount(sql`round.average`)} as average
    from (
      -- Each round's place in the period and its rate worked out once, not in every aggregate
      -- (offset 0 keeps the subquery from being merged into them).
      select f.*, ${inPeriod(sql`f.sent_at`, scope)} as sent,
        (${inPeriod(sql`f.awarded_at`, scope)}${vendorId ? sql` and mine.won` : sql``}) as won,
        ${convertedSql(sql`1`, sql`q.currency`, scope.currency)} as rate
      from round_figures f
      join quotes q on q.id = f.quote_id
      ${scope.orderType ? sql`join orders o on o.id = q.order_id and o.order_type = ${scope.orderType}` : sql``}
      ${
        // With a vendor, only the rounds that asked it; "won" when it was awarded any of it.
        vendorId
          ? sql`join (
              select r.quote_id, bool_or(r.awarded_total is not null) as won from rfqs r
              where r.business_id = ${scope.businessId} and r.vendor_id = ${vendorId}
              group by r.quote_id
            ) mine on mine.quote_id = f.quote_id`
          : sql``
      }
      where f.business_id = ${scope.businessId} and f.sent_at is not null
      offset 0
    ) round`)
  const [row] = resultRows<Row>(result)
  const oneDecimal = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.max(0, Math.round(value * 10) / 10)
  const spent = row?.awarded ?? 0
  return {
    savings: {
      rounds: row?.rounds ?? 0,
      awarded: cents(spent),
      againstHighest: cents((row?.highest ?? 0) - spent),
      againstAverage: cents((row?.average ?? 0) - spent),
    },
    cycle: {
      stages: CYCLE_STAGES.map((name) => ({
        stage: name,
        averageDays: oneDecimal(row?.[`${name}Days`]),
        rounds: row?.[`${name}Rounds`] ?? 0,
      })),
      averageCycleDays: oneDecimal(row?.cycleDays),
    },
  }
}
