import { sql } from 'drizzle-orm'
import { type Executor, takeNextNumber } from '../db/counters'
import { purchaseOrders } from '../db/schema'

// A purchase order's number, `PO-0001`, from the business's counter row, as order references are
// numbered (db/counters.ts): concurrent creates wait for the row's lock and never
// share a number. The first number taken starts above any PO the business already has (those
// made before the counter, an earlier release's demo loader's among them), so it never meets a
// number in use.

/** `PO-` and at least four digits. */
export const formatPurchaseOrderNumber = (value: number) => `PO-${String(value).padStart(4, '0')}`

export async function nextPurchaseOrderNumber(tx: Executor, businessId: string): Promise<string> {
  const highestInUse = sql`(
    select coalesce(max(substring(${purchaseOrders.number} from 4)::int), 0)
    from ${purchaseOrders}
    where ${purchaseOrders.businessId} = ${businessId}
      and ${purchaseOrders.number} ~ '^PO-[0-9]{1,9}$'
  )`
  return formatPurchaseOrderNumber(
    await takeNextNumber(tx, businessId, 'purchase_order', sql`${highestInUse} + 1`),
  )
}
