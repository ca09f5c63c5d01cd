import { sql } from 'drizzle-orm'
import type { Db } from './client'

/**
 * Runs `read` in a transaction with JIT compilation off, for the statements that read a whole
 * period of a business (vendor and business analytics). Their cost estimates pass PostgreSQL's
 * JIT threshold (jsonb arrays are guessed at 100 rows each, a year of RFQs is 100,000 rows), and
 * compiling took longer than running: 0.9–1.2 s instead of 0.27 s for vendor analytics over
 * 20,000 POs on PostgreSQL 15 (docs/performance.md). The embedded PostgreSQL has no JIT; a
 * server's often has.
 */
export function withoutJit<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    return read(tx)
  })
}
