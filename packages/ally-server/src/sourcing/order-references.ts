import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { businessCounters } from '../db/schema'

// The deal reference of an order, `TA-0001`: numbered per business by a counter row, never by
// counting rows (two concurrent creates would count the same). The upsert takes the row's lock, so
// a concurrent create waits for this transaction and then reads its number; a rollback gives the
// number back. Migration 0010 starts each counter above the references made before it.

/** A transaction (or the database) to number in: the number is only taken if it commits. */
export type Executor = Pick<Db, 'insert'>

/** `TA-` and at least four digits: `TA-0042`, `TA-12345`. */
export const formatOrderReference = (value: number) => `TA-${String(value).padStart(4, '0')}`

/**
 * Takes the next value of one of the business's counters inside `tx`. `first` is the value a
 * counter starts at when the business has none yet (1 unless said otherwise).
 */
export async function takeNextNumber(
  tx: Executor,
  businessId: string,
  sequence: (typeof businessCounters.$inferInsert)['sequence'],
  first: number | SQL = 1,
): Promise<number> {
  const [row] = await tx
    .insert(businessCounters)
    .values({ businessId, sequence, value: first })
    .onConflictDoUpdate({
      target: [businessCounters.businessId, businessCounters.sequence],
      set: { value: sql`${businessCounters.value} + 1` },
    })
    .returning({ value: businessCounters.value })
  if (!row) throw new Error(`The ${sequence} counter did not answer`)
  return row.value
}

/** Takes the business's next order number inside `tx`; returns its reference. */
export async function nextOrderReference(tx: Executor, businessId: string): Promise<string> {
  return formatOrderReference(await takeNextNumber(tx, businessId, 'order'))
}
