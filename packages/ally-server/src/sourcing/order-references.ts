import { type Executor, takeNextNumber } from '../db/counters'

// The deal reference of an order, `TA-0001`, from the business's counter (db/counters.ts).
// Migration 0010 starts each counter above the references made before it.

/** `TA-` and at least four digits: `TA-0042`, `TA-12345`. */
export const formatOrderReference = (value: number) => `TA-${String(value).padStart(4, '0')}`

/** Takes the business's next order number inside `tx`; returns its reference. */
export async function nextOrderReference(tx: Executor, businessId: string): Promise<string> {
  return formatOrderReference(await takeNextNumber(tx, businessId, 'order'))
}
