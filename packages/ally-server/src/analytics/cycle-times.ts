import { CYCLE_STAGES, type CycleStage } from '@ally/sdk'
import { sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { type AnalyticsScope, endOf, startOf, vendorOf } from './scope'

// Cycle times (docs/product-rules.md, "Business analytics"), over the rounds whose RFQs went out
// in the period: each stage from the one before, averaged over the rounds that reached it.
// - sent: the round's first RFQ sent; first answer: the earliest answer (rfqs.responded_at of an
//   RFQ not declined, so no answer row is read);
// - award: the round's first approval; PO: the first PO made from its approvals sent;
// - delivery: when the last of its sent POs was received in full (the 'received' entry of each
//   PO's history), once all of them were.

export interface CycleTimes {
  stages: { stage: CycleStage; averageDays: number | null; rounds: number }[]
  /** Sent → PO, over the rounds that reached a PO. */
  averageCycleDays: number | null
}

type Row = Record<`${CycleStage}Days` | 'cycleDays', number | null> &
  Record<`${CycleStage}Rounds`, number>

const days = (to: string, from: string) =>
  sql.raw(`avg(extract(epoch from ${to} - ${from}) / 86400)::float8`)

/** The scope's cycle times; a vendor filter keeps the rounds that asked it. */
export async function cycleTimesOf(db: Db, scope: AnalyticsScope): Promise<CycleTimes> {
  const vendorId = vendorOf(scope)
  const result = await db.execute(sql`
    select
      ${days('first_answer', 'sent')} as "firstAnswerDays", count(first_answer)::int as "firstAnswerRounds",
      ${days('award', 'first_answer')} as "awardDays", count(award)::int as "awardRounds",
      ${days('po', 'award')} as "purchaseOrderDays", count(po)::int as "purchaseOrderRounds",
      ${days('delivered', 'po')} as "deliveryDays", count(delivered)::int as "deliveryRounds",
      ${days('po', 'sent')} as "cycleDays"
    from (
      -- RFQs sent before the period's end, grouped by round; the first of each in the period.
      select r.quote_id, min(r.sent_at) as sent,
        min(r.responded_at) filter (where r.status <> 'declined') as first_answer
      from rfqs r
      where r.business_id = ${scope.businessId} and r.sent_at < ${endOf(scope).toISOString()}::timestamptz
      group by r.quote_id
      having min(r.sent_at) >= ${startOf(scope).toISOString()}::timestamptz
        ${vendorId ? sql`and bool_or(r.vendor_id = ${vendorId})` : sql``}
    ) round
    -- Each round's first approval and its POs sent, from one pass over the business's
    -- approvals (hash joins: a lookup per round was twice as slow); a PO's first 'received'
    -- (its history is in time order) read by a path rather than by expanding the history.
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
    ) decided on decided.quote_id = round.quote_id
    ${
      scope.orderType
        ? sql`where exists (select 1 from quotes q join orders o on o.id = q.order_id
            where q.id = round.quote_id and o.order_type = ${scope.orderType})`
        : sql``
    }`)
  const [row] = resultRows<Row>(result)
  const oneDecimal = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.max(0, Math.round(value * 10) / 10)
  return {
    stages: CYCLE_STAGES.map((stage) => ({
      stage,
      averageDays: oneDecimal(row?.[`${stage}Days`]),
      rounds: row?.[`${stage}Rounds`] ?? 0,
    })),
    averageCycleDays: oneDecimal(row?.cycleDays),
  }
}
