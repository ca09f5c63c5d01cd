import { sql } from 'drizzle-orm'
import type { Db } from './client'

/**
 * Runs `read` in a transaction with JIT compilation and parallel workers off, for the statements
 * that read a whole period of a business (vendor and business analytics; docs/performance.md).
 * - JIT: their cost estimates pass PostgreSQL's threshold (jsonb arrays are guessed at 100 rows
 *   each, a year is 10,000 POs), and compiling took longer than running: 0.9–1.2 s instead of
 *   0.27 s for vendor analytics over 20,000 POs on PostgreSQL 15. The embedded PostgreSQL has no
 *   JIT; a server's often has.
 * - Parallel workers: business analytics already runs its statements side by side on the pool;
 *   workers started for each on top of them made the year's figures 5–18 ms slower at the median
 *   on 2 cores.
 */
export function readWholePeriod<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
    return read(tx)
  })
}
