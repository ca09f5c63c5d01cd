import { randomUUID } from 'node:crypto'
import { createConnection } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countHit } from '../src/rate-limit/database-store'
import { type Harness, startHarness, statusesOfRepeatedPost } from './harness'

const postgresUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/** Whether something accepts connections at the URL's host and port. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) })
    const answer = (up: boolean) => {
      socket.destroy()
      resolve(up)
    }
    socket.setTimeout(1000)
    socket.once('connect', () => answer(true))
    socket.once('error', () => answer(false))
    socket.once('timeout', () => answer(false))
  })
}
const redisUp = await reachable(redisUrl)

/** Eleven failed logins from one address, spread over two servers as 6 + 5. */
const loginsAcross = (a: Harness, b: Harness) =>
  // A new address each time: the per-account limit (five failures) is not what is tested here.
  statusesOfRepeatedPost([a, b], '/api/v1/ldb/auth/login', (i) => ({
    email: `nobody${i}@example.test`,
    password: 'wrong-password-1',
  }))

/**
 * Two servers sharing one rate-limit store, as two processes or two machines would, started before
 * the tests of the block that calls it; the getter is read inside the tests.
 */
function twoServers(start: (namespace: string) => Promise<Harness>) {
  const namespace = `shared-${randomUUID()}:`
  const servers: Harness[] = []
  beforeAll(async () => {
    servers.push(await start(namespace), await start(namespace))
  })
  afterAll(() => Promise.all(servers.map((server) => server.close())))
  return { namespace, pair: () => servers as [Harness, Harness] }
}

const refusesTheEleventhLogin = (pair: () => [Harness, Harness]) =>
  it('answers 429 to the 11th login of a minute, whichever server takes it', async () => {
    const statuses = await loginsAcross(...pair())
    // Ten wrong passwords are answered as such; the eleventh is refused.
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 400), 429])
  })

describe.skipIf(!postgresUrl)(
  'rate limits shared through PostgreSQL (runs when DATABASE_URL is set)',
  () => {
    const { namespace, pair } = twoServers((rateLimitNamespace) =>
      startHarness('postgres', { rateLimits: true, rateLimitNamespace }),
    )
    refusesTheEleventhLogin(pair)

    it('starts a window again at 1 once it has ended', async () => {
      const key = `${namespace}window-test`
      const db = pair()[0].database.db
      expect((await countHit(db, key, 60_000)).current).toBe(1)
      expect((await countHit(db, key, 60_000)).current).toBe(2)
      await db.execute(
        sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`,
      )
      const again = await countHit(db, key, 60_000)
      expect(again.current).toBe(1)
      expect(again.ttl).toBeGreaterThan(0)
    })
  },
)

describe.skipIf(!redisUp)(
  `rate limits shared through Redis (runs when ${redisUrl} answers)`,
  () => {
    const { pair } = twoServers((rateLimitNamespace) =>
      startHarness('embedded', { rateLimits: true, redisUrl, rateLimitNamespace }),
    )
    refusesTheEleventhLogin(pair)
  },
)
