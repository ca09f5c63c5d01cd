import { type SQL, sql } from 'drizzle-orm'
import { purchaseOrders } from '../db/schema'

// One definition of an overdue purchase order for the dashboard home and the PO list's
// `overdue` filter (docs/product-rules.md, "Dashboard home").

/**
 * Accepted (acknowledged) or partially shipped, so not everything shipped, and its delivery day
 * before `today` (YYYY-MM-DD, UTC). The statuses are literals so that PostgreSQL matches the
 * partial index `purchase_orders_business_overdue_idx` (a bound parameter would not prove it).
 */
export const overdueOn = (today: string): SQL =>
  sql`${purchaseOrders.status} in ('acknowledged', 'partially_shipped') and ${purchaseOrders.deliveryDate} < ${today}::date`

/** Everything `overdueOn` leaves out, a PO without a delivery day included. */
export const notOverdueOn = (today: string): SQL => sql`(${overdueOn(today)}) is not true`
