import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import type { Database } from '../db/client'
import { databaseRateLimitStore } from './database-store'

export type RateLimitStoreKind = 'database' | 'redis'

export interface ChosenStore {
  kind: RateLimitStoreKind
  /** The store's part of @fastify/rate-limit's options. */
  options: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>
  close(): Promise<void>
}

/**
 * Where rate-limit counters live: Redis when a URL is given; otherwise PostgreSQL, shared by every
 * server process on it. ioredis is imported only when a URL is given: a server without Redis
 * never loads it.
 */
export async function chooseRateLimitStore(options: {
  database: Database
  redisUrl?: string
  /** Prefixes every key, so several apps can share one database or Redis without sharing limits. */
  namespace: string
}): Promise<ChosenStore> {
  if (options.redisUrl) {
    const { Redis } = await import('ioredis')
    const redis = new Redis(options.redisUrl, {
      // A request waits for Redis at most briefly; a limit that cannot be read is not a 500.
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    })
    redis.on('error', () => undefined)
    return {
      kind: 'redis',
      options: { redis, nameSpace: options.namespace },
      close: async () => void (await redis.quit().catch(() => redis.disconnect())),
    }
  }
  return {
    kind: 'database',
    options: { store: databaseRateLimitStore(options.database.db, options.namespace) },
    close: async () => undefined,
  }
}
