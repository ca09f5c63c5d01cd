import { type SQL, sql } from 'drizzle-orm'
import type { Db } from './client'
import { businessCounters } from './schema'

// A business's counters (order references, PO numbers): numbered by a counter row, never by
// counting rows (two concurrent creates would count the same). The upsert takes the row's lock, so
// a concurrent create waits for this transaction and then reads its number; a rollback gives the
// number back.

/** A transaction (or the database) to number in: the number is only taken if it commits. */
export type Executor = Pick<Db, 'insert'>

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
