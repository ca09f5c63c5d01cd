import { sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'
import { convertedSql } from '../services/currency'
import type { AnalyticsScope } from './scope'
import {
  cents,
  purchaseOrdersOf,
  type VendorAmount,
  vendorNames,
  vendorsHighestFirst,
} from './spend'

// Open commitments (docs/product-rules.md, "Business analytics"): the POs sent and not yet
// received in full, whenever they were placed (the period does not apply; the filters do), at
// their totals in the business's currency, by vendor.

/** Sent and still owed goods: a received, closed, declined or cancelled PO owes nothing more. */
export const OPEN_STATUSES = [
  'sent',
  'acknowledged',
  'partially_shipped',
  'shipped',
  'partially_received',
] as const

export interface OpenCommitments {
  purchaseOrders: number
  amount: number
  byVendor: VendorAmount[]
}

/** The scope's open commitments, by vendor highest first. */
export async function openCommitmentsOf(db: Db, scope: AnalyticsScope): Promise<OpenCommitments> {
  const open = sql`p.status in (${sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`
  const result = await db.execute(sql`
    select p.vendor_id as "vendorId", count(*)::int as "purchaseOrders",
      sum(${convertedSql(sql`p.total`, sql`p.currency`, scope.currency)})::float8 as amount
    from ${purchaseOrdersOf(scope, open)}
    group by p.vendor_id`)
  const rows = resultRows<{ vendorId: string; purchaseOrders: number; amount: number }>(result)
  const names = await vendorNames(
    db,
    scope.businessId,
    rows.map((row) => row.vendorId),
  )
  const byVendor = vendorsHighestFirst(
    rows.map((row) => ({
      vendorId: row.vendorId,
      name: names.get(row.vendorId) ?? '',
      amount: cents(row.amount),
      purchaseOrders: row.purchaseOrders,
    })),
  )
  return {
    purchaseOrders: rows.reduce((sum, row) => sum + row.purchaseOrders, 0),
    amount: cents(rows.reduce((sum, row) => sum + row.amount, 0)),
    byVendor,
  }
}
