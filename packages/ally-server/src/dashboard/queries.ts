import type { Currency } from '@ally/sdk'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { COMMITTED_STATUSES } from '../db/purchase-order-statuses'
import { purchaseOrders } from '../db/schema'
import { overdueOn } from '../purchase-orders/overdue'
import { convertedSql } from '../services/currency'

// What the dashboard home counts (docs/product-rules.md, "Dashboard home"), in one statement:
// the summary is the first call of every visit, and as ten statements it answered ~90 a second
// at 50 connections over a business a year in (docs/performance.md, "The dashboard home").
// Each list is the few most pressing rows with the number of all matches, found through the
// partial indexes of migrations 0022 and 0023, which hold only what is still open.

/** How many rows of each kind the home lists; the rest are counted and linked. */
export const ATTENTION_ITEMS = 5

/** One row of a list, as the statement writes it (json: timestamps as text). */
export interface RfqRow {
  id: string
  quoteId: string
  deadline: string
  title: string
  taId: string
  vendorName: string
}
export interface RoundRow {
  id: string
  deadline: string
  title: string
  taId: string
  answers: number
}
export interface PurchaseOrderRow {
  id: string
  number: string
  since: string
  amount: number
  currency: Currency
  taId: string | null
  vendorName: string
}
/** An overdue PO: `due` is its delivery day (YYYY-MM-DD). */
export interface OverdueRow extends Omit<PurchaseOrderRow, 'since'> {
  due: string
}
/** A PO with delivery issues open: `since` is when the oldest was found. */
export interface IssuesRow extends PurchaseOrderRow {
  open: number
}
export interface ShipmentRow {
  id: string
  carrier: string
  trackingNumber: string
  estimatedDelivery: string
  poNumber: string
  taId: string | null
  vendorName: string
}

/** A list of the home: its first rows and how many there are in all. */
export interface Listed<Row> {
  total: number
  rows: Row[]
}

export interface SummaryRows {
  vendors: number
  orders: number
  ahead: Listed<RfqRow>
  past: Listed<RfqRow>
  rounds: Listed<RoundRow>
  approval: Listed<PurchaseOrderRow>
  acknowledgement: Listed<PurchaseOrderRow>
  overdue: Listed<OverdueRow>
  partiallyReceived: Listed<PurchaseOrderRow>
  issues: Listed<IssuesRow>
  week: Listed<ShipmentRow>
  late: Listed<ShipmentRow>
  spentThisMonth: number
  spentLastMonth: number
}

/**
 * `{ total, rows }` of `select`'s first ATTENTION_ITEMS rows in `order`; `select` names its
 * columns as the row's fields, counts its matches as `total` (`count(*) over ()`) and, unless
 * `vendor` is false, gives its vendor as `vendorId`, whose name is looked up for those rows only
 * (by key: a join made the planner scan every vendor for each match).
 */
function listed(select: SQL, order: SQL, { vendor = true } = {}) {
  const row = vendor
    ? sql`to_jsonb(matches) - 'total' - 'n' - 'vendorId'
        || jsonb_build_object('vendorName', (select name from vendors where id = matches."vendorId"))`
    : sql`to_jsonb(matches) - 'total' - 'n'`
  return sql`(
  select json_build_object(
    'total', coalesce(max(listed.total), 0),
    'rows', coalesce(json_agg(listed.row order by listed.n), '[]'::json)
  )
  from (
    select ${row} as row, matches.total, matches.n
    from (select *, row_number() over (order by ${order}) as n from (${select}) as found) as matches
    where matches.n <= ${ATTENTION_ITEMS}
  ) as listed
)`
}

/** The spend sum of committed POs sent in [from, to), in `currency` at the reference rates. */
function spent(businessId: string, from: Date, to: Date, currency: Currency) {
  const committed = sql.join(
    COMMITTED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )
  return sql`(
    select coalesce(sum(${convertedSql(sql`total`, sql`currency`, currency)}), 0)
    from purchase_orders
    where business_id = ${businessId} and status in (${committed})
      and sent_at >= ${from.toISOString()}::timestamptz and sent_at < ${to.toISOString()}::timestamptz
  )`
}

/** The first day of the month `offset` months from the one `at` is in, UTC. */
const monthStart = (at: Date, offset: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1))

/** The one statement of the home's summary for business `businessId` at `at`. */
// ~95 lines on purpose: one SQL statement, mostly its text, read top to bottom as the home's
// figures; it stays one statement so the summary is one round trip (docs/performance.md).
export function summaryStatement(businessId: string, at: Date, currency: Currency): SQL {
  const now = at.toISOString()
  const today = now.slice(0, 10)
  const weekEnd = new Date(Date.parse(today) + 6 * 86_400_000).toISOString().slice(0, 10)

  // RFQs of open rounds nobody answered: few, found from the open rounds (a partial index).
  const unanswered = (due: SQL) => sql`
    select r.id, r.quote_id as "quoteId", r.deadline, o.title, o.ta_id as "taId",
      r.vendor_id as "vendorId", count(*) over () as total
    from quotes q
    join rfqs r on r.quote_id = q.id
    join orders o on o.id = q.order_id
    where q.business_id = ${businessId} and q.status = 'open' and r.business_id = ${businessId}
      and ${due}`
  const purchaseOrdersIn = (status: 'awaiting_approval' | 'sent' | 'partially_received') => {
    const since = status === 'awaiting_approval' ? sql`p.created_at` : sql`p.sent_at`
    return sql`
      select p.id, p.number, ${since} as since, p.total::float8 as amount, p.currency,
        o.ta_id as "taId", p.vendor_id as "vendorId", count(*) over () as total
      from purchase_orders p
      left join orders o on o.id = p.order_id
      where p.business_id = ${businessId} and p.status = ${status}`
  }
  // Accepted POs past their delivery day (a partial index holds the accepted ones not shipped);
  // unaliased, as the PO list's filter shares the condition.
  const overdue = sql`
    select ${purchaseOrders.id}, ${purchaseOrders.number}, ${purchaseOrders.deliveryDate} as due,
      ${purchaseOrders.total}::float8 as amount, ${purchaseOrders.currency}, o.ta_id as "taId",
      ${purchaseOrders.vendorId} as "vendorId", count(*) over () as total
    from purchase_orders
    left join orders o on o.id = ${purchaseOrders.orderId}
    where ${purchaseOrders.businessId} = ${businessId} and ${overdueOn(today)}`
  // POs with rejected or short goods not yet resolved (a partial index holds only those).
  const withIssues = sql`
    select p.id, p.number, p.issues_open_since as since, p.total::float8 as amount, p.currency,
      o.ta_id as "taId", p.vendor_id as "vendorId", count(*) over () as total,
      (select count(*)::int from jsonb_array_elements(p.issues) as issue
        where jsonb_typeof(issue->'resolution') = 'null') as open
    from purchase_orders p
    left join orders o on o.id = p.order_id
    where p.business_id = ${businessId} and p.issues_open_since is not null`
  // Shipments still on their way (a partial index holds only those).
  const shipmentsDue = (due: SQL) => sql`
    select s.id, s.carrier, s.tracking_number as "trackingNumber",
      s.estimated_delivery as "estimatedDelivery", p.number as "poNumber", o.ta_id as "taId",
      p.vendor_id as "vendorId", count(*) over () as total
    from shipments s
    join purchase_orders p on p.id = s.purchase_order_id
    left join orders o on o.id = p.order_id
    where s.business_id = ${businessId} and s.status not in ('delivered', 'cancelled')
      and ${due}`

  const statement = sql`select
    (select count(*)::int from vendors where business_id = ${businessId}) as vendors,
    (select count(*)::int from orders where business_id = ${businessId}) as orders,
    ${listed(
      unanswered(sql`r.status in ('sent', 'viewed') and r.deadline > ${now}::timestamptz`),
      sql`deadline, id`,
    )} as ahead,
    ${listed(
      // The expiry timer marks them expired a little after the deadline: both count.
      unanswered(
        sql`r.status in ('sent', 'viewed', 'expired') and r.deadline <= ${now}::timestamptz`,
      ),
      sql`deadline desc, id`,
    )} as past,
    ${listed(
      sql`
        select q.id, q.deadline, o.title, o.ta_id as "taId",
          count(*) filter (where r.quoted_total is not null)::int as answers,
          count(*) over () as total
        from quotes q
        join orders o on o.id = q.order_id
        join rfqs r on r.quote_id = q.id
        where q.business_id = ${businessId} and q.status = 'open'
        group by q.id, o.id
        having count(*) filter (where r.quoted_total is not null) > 0`,
      sql`deadline, id`,
      { vendor: false },
    )} as rounds,
    ${listed(purchaseOrdersIn('awaiting_approval'), sql`since, id`)} as approval,
    ${listed(purchaseOrdersIn('sent'), sql`since, id`)} as acknowledgement,
    ${listed(overdue, sql`due, id`)} as overdue,
    ${listed(purchaseOrdersIn('partially_received'), sql`since, id`)} as "partiallyReceived",
    ${listed(withIssues, sql`since, id`)} as issues,
    ${listed(
      shipmentsDue(
        sql`s.estimated_delivery >= ${today}::date and s.estimated_delivery <= ${weekEnd}::date`,
      ),
      sql`"estimatedDelivery", id`,
    )} as week,
    ${listed(shipmentsDue(sql`s.estimated_delivery < ${today}::date`), sql`"estimatedDelivery", id`)} as late,
    ${spent(businessId, monthStart(at, 0), monthStart(at, 1), currency)} as "spentThisMonth",
    ${spent(businessId, monthStart(at, -1), monthStart(at, 0), currency)} as "spentLastMonth"`
  return statement
}

/** Everything the home shows for business `businessId` at `at` (UTC days), in one round trip. */
export async function summaryRows(
  db: Db,
  businessId: string,
  at: Date,
  currency: Currency,
): Promise<SummaryRows> {
  const statement = summaryStatement(businessId, at, currency)
  const [row] = resultRows<SummaryRows>(await db.execute(statement))
  if (!row) throw new Error('The dashboard summary returned no row')
  const cents = (amount: number) => Math.round(Number(amount) * 100) / 100
  return {
    ...row,
    spentThisMonth: cents(row.spentThisMonth),
    spentLastMonth: cents(row.spentLastMonth),
  }
}
