import { CYCLE_STAGES, type CycleStage } from '@ally/sdk'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { convertedSql } from '../services/currency'
import { type AnalyticsScope, inPeriod, vendorOf } from './scope'
import { cents } from './spend'

// The figures of sourcing rounds, savings and cycle times (docs/product-rules.md, "Business
// analytics"), from one statement: each round's RFQs summed once, and its approvals and POs once,
// over the business's rows with hash joins. Two statements read the 100,000 RFQs of the bench's
// business twice, and the planner, guessing few rounds in a period, looked each round's RFQs up
// one by one, 0.1 ms × 10,000 (docs/performance.md, "Business analytics").
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

/** The average of `to − from` in days over the rounds `counted`, and how many those are. */
const stage = (name: string, to: string, from: string, counted: SQL) =>
  sql`avg(extract(epoch from ${sql.raw(`${to} - ${from}`)}) / 86400) filter (where ${counted} and ${sql.raw(to)} is not null)::float8 as ${sql.raw(`"${name}Days"`)},
    (count(*) filter (where ${counted} and ${sql.raw(to)} is not null))::int as ${sql.raw(`"${name}Rounds"`)}`

/** Every round figure of the scope, in one statement. */
export async function roundFiguresOf(
  db: Db,
  scope: AnalyticsScope,
): Promise<{ savings: Savings; cycle: CycleTimes }> {
  const vendorId = vendorOf(scope)
  const sent = sql`(${inPeriod(sql`round.sent`, scope)}${vendorId ? sql` and round.asked` : sql``})`
  const awarded = sql`(${inPeriod(sql`decided.award`, scope)}${vendorId ? sql` and round.won` : sql``})`
  const amount = (column: SQL) =>
    sql`coalesce(sum(${convertedSql(column, sql`q.currency`, scope.currency)}) filter (where ${awarded}), 0)::float8`
  const result = await db.execute(sql`
    select
      ${stage('firstAnswer', 'round.first_answer', 'round.sent', sent)},
      ${stage('award', 'decided.award', 'round.first_answer', sent)},
      ${stage('purchaseOrder', 'decided.po', 'decided.award', sent)},
      ${stage('delivery', 'decided.delivered', 'decided.po', sent)},
      avg(extract(epoch from decided.po - round.sent) / 86400) filter (where ${sent})::float8 as "cycleDays",
      (count(*) filter (where ${awarded}))::int as rounds,
      ${amount(sql`round.awarded`)} as awarded, ${amount(sql`round.highest`)} as highest,
      ${amount(sql`round.average`)} as average
    from (
      select r.quote_id, min(r.sent_at) as sent,
        min(r.responded_at) filter (where r.status <> 'declined') as first_answer,
        -- As float8: numeric's running sums outgrew work_mem and the grouping spilled to disk.
        sum(r.awarded_total::float8) as awarded, max(r.quoted_total::float8) as highest,
        avg(r.quoted_total::float8) as average,
        ${vendorId ? sql`bool_or(r.vendor_id = ${vendorId})` : sql`true`} as asked,
        ${vendorId ? sql`bool_or(r.vendor_id = ${vendorId} and r.awarded_total is not null)` : sql`true`} as won
      from rfqs r
      where r.business_id = ${scope.businessId}
      group by r.quote_id
    ) round
    join quotes q on q.id = round.quote_id
    ${scope.orderType ? sql`join orders o on o.id = q.order_id and o.order_type = ${scope.orderType}` : sql``}
    -- A PO's first 'received' (its history is in time order) read by a path, not expanded.
    left join (
      select a.quote_id, min(a.approved_at) as award, min(p.sent_at) as po,
        case when count(p.sent_at) = count(received.at) then max(received.at) end as delivered
      from approved_quote_responses a
      left join purchase_orders p on p.id = a.purchase_order_id and p.sent_at is not null
      cross join lateral (
        select (jsonb_path_query_first(p.history, '$[*] ? (@.status == "received").at') #>> '{}')::timestamptz as at
      ) received
      where a.business_id = ${scope.businessId}
      group by a.quote_id
    ) decided on decided.quote_id = round.quote_id`)
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
