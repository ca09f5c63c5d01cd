import { and, inArray, lte } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rfqs } from '../db/schema'

// RFQs whose deadline passed without an answer become `expired`, so every list says so. Answers
// are refused by the deadline itself (answer-rfq.ts) whether or not this has run yet; a later
// deadline set by the buyer reopens an expired RFQ (rfq-routes.ts). Each server process sweeps on
// a timer; the update is the same whoever runs it, so several processes may.

/** How often the sweep runs. */
export const RFQ_EXPIRY_INTERVAL_MS = 60_000

/** Marks the RFQs past their deadline that were never answered or declined; resolves to how many. */
export async function expireOverdueRfqs(db: Db, now: Date): Promise<number> {
  const expired = await db
    .update(rfqs)
    .set({ status: 'expired' })
    .where(and(inArray(rfqs.status, ['sent', 'viewed']), lte(rfqs.deadline, now)))
    .returning({ id: rfqs.id })
  return expired.length
}

/**
 * Sweeps now and then every `intervalMs`; the returned function stops it and waits for a sweep
 * under way, so the database is not closed beneath it.
 */
export function startRfqExpiry(
  db: Db,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs = RFQ_EXPIRY_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const sweep = () => {
    running = expireOverdueRfqs(db, now()).catch(onError)
  }
  sweep()
  const timer = setInterval(sweep, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
