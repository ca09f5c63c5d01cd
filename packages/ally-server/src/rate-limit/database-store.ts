import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import { type Db, resultRows } from '../db/client'

/** Expired counters are deleted at most this often per process, by whichever request comes next. */
const SWEEP_EVERY_MS = 60_000

interface Hit {
  current: number
  ttl: number
}

/**
 * What @fastify/rate-limit really hands `child()` for a route with its own limit: its merged limit
 * settings with the route under `routeInfo` (its typings say route options).
 */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string }
}

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0]

/**
 * Counts one request for `key` in its window and answers the count so far: one atomic upsert, so
 * every process on the database sees the same count. A window that has ended starts again at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into rate_limits as r (key, hits, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`)
  const rows = resultRows<{ hits: number; ttl: number }>(result)
  const row = rows[0]
  if (!row) throw new Error('The rate-limit counter was not updated')
  return { current: Number(row.hits), ttl: Number(row.ttl) }
}

/**
 * A @fastify/rate-limit store keeping its counters in the `rate_limits` table, shared by every
 * server process and machine on the same database. Keys are `namespace` + route + address.
 */
export function databaseRateLimitStore(db: Db, namespace: string): FastifyRateLimitStoreCtor {
  let lastSweep = 0
  const sweep = () => {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    // Best effort: a failed clean-up only leaves expired rows for the next one.
    db.execute(sql`delete from rate_limits where reset_at < now()`).catch(() => undefined)
  }

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix: string) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Hit) => void,
      timeWindow: number,
    ): void {
      sweep()
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      )
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const { method, url } = (routeOptions as unknown as RouteLimit).routeInfo ?? {}
      return new DatabaseStore(`${this.prefix}${[method].flat().join(',')}${url ?? ''}:`)
    }
  }

  // @fastify/rate-limit constructs the store itself, with its own options.
  return class extends DatabaseStore {
    constructor() {
      super(namespace)
    }
  }
}
