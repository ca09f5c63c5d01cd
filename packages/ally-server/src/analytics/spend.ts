import type { OrderType } from '@ally/sdk'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { COMMITTED_STATUSES } from '../db/purchase-order-statuses'
import { convertedSql } from '../services/currency'
import { bucketsOf } from './buckets'
import { type AnalyticsScope, inPeriod, vendorOf } from './scope'

// Spend (docs/product-rules.md, "Business analytics"): the committed POs sent in the period, in
// the business's currency, by vendor, by order type and by week or month; one statement whose
// grouping sets give the three breakdowns and the totals from one read of the POs.

export interface VendorAmount {
  vendorId: string
  name: string
  amount: number
  purchaseOrders: number
}

export interface Spend {
  totals: { spend: number; purchaseOrders: number; vendorsUsed: number }
  spendOverTime: { key: string; label: string; amount: number }[]
  spendByVendor: VendorAmount[]
  spendByOrderType: { orderType: OrderType | null; amount: number; purchaseOrders: number }[]
}

interface SpendRow {
  set: 'vendor' | 'type' | 'bucket' | 'all'
  vendorId: string | null
  orderType: OrderType | null
  bucket: string | null
  amount: number
  purchaseOrders: number
}

/**
 * Vendors by amount, highest first; equal amounts by name (then id), so that the order does not
 * follow the rows' order in the statement's plan.
 */
export const vendorsHighestFirst = (list: VendorAmount[]) =>
  list.sort(
    (a, b) =>
      b.amount - a.amount || a.name.localeCompare(b.name) || a.vendorId.localeCompare(b.vendorId),
  )

/** Cents, as every amount of the contract. */
export const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * The scope's POs (business, vendor and order-type filters) as `p` that match `condition`. A PO
 * keeps its order's type (migration 0032): a year of them is grouped by it without their orders.
 */
export function purchaseOrdersOf(scope: AnalyticsScope, condition: SQL): SQL {
  const vendorId = vendorOf(scope)
  return sql`purchase_orders p
    where p.business_id = ${scope.businessId} and ${condition}
      ${vendorId ? sql`and p.vendor_id = ${vendorId}` : sql``}
      ${scope.orderType ? sql`and p.order_type = ${scope.orderType}` : sql``}`
}

const committed = sql`p.status in (${sql.join(
  COMMITTED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`

/** The scope's spend: totals, over time (every bucket), by vendor and by order type. */
export async function spendOf(db: Db, scope: AnalyticsScope): Promise<Spend> {
  // 'week' or 'month' only (the contract's enum), so written into the statement: a parameter
  // would make the select's and the group by's expressions differ.
  const bucket = sql`date_trunc(${sql.raw(`'${scope.interval}'`)}, p.sent_at at time zone 'UTC')::date`
  const result = await db.execute(sql`
    select case
        when grouping(p.vendor_id) = 0 then 'vendor'
        when grouping(p.order_type) = 0 then 'type'
        when grouping(${bucket}) = 0 then 'bucket'
        else 'all' end as set,
      p.vendor_id as "vendorId", p.order_type as "orderType", ${bucket}::text as bucket,
      coalesce(sum(${convertedSql(sql`p.total`, sql`p.currency`, scope.currency)}), 0)::float8 as amount,
      count(*)::int as "purchaseOrders"
    from ${purchaseOrdersOf(scope, sql`${committed} and ${inPeriod(sql`p.sent_at`, scope)}`)}
    group by grouping sets ((p.vendor_id), (p.order_type), (${bucket}), ())`)
  const rows = resultRows<SpendRow>(result)
  const of = (set: SpendRow['set']) => rows.filter((row) => row.set === set)
  const all = of('all')[0]

  const byBucket = new Map(of('bucket').map((row) => [row.bucket, row.amount]))
  const byVendor = of('vendor')
  const names = await vendorNames(
    db,
    scope.businessId,
    byVendor.map((row) => row.vendorId ?? ''),
  )
  return {
    totals: {
      spend: cents(all?.amount ?? 0),
      purchaseOrders: all?.purchaseOrders ?? 0,
      // One row a vendor: no count(distinct), which would make every grouping set sort its rows.
      vendorsUsed: byVendor.length,
    },
    spendOverTime: bucketsOf(scope).map(({ key, label }) => ({
      key,
      label,
      amount: cents(byBucket.get(key) ?? 0),
    })),
    spendByVendor: vendorsHighestFirst(
      byVendor.map((row) => ({
        vendorId: row.vendorId ?? '',
        name: names.get(row.vendorId ?? '') ?? '',
        amount: cents(row.amount),
        purchaseOrders: row.purchaseOrders,
      })),
    ),
    spendByOrderType: of('type')
      .map((row) => ({
        orderType: row.orderType,
        amount: cents(row.amount),
        purchaseOrders: row.purchaseOrders,
      }))
      .sort((a, b) => b.amount - a.amount || (a.orderType ?? '').localeCompare(b.orderType ?? '')),
  }
}

/** The names of a few vendors of the business, by id (looked up by key, after the sums). */
export async function vendorNames(
  db: Db,
  businessId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const result = await db.execute(sql`
    select id, name from vendors
    where business_id = ${businessId} and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  return new Map(resultRows<{ id: string; name: string }>(result).map((row) => [row.id, row.name]))
}
