import { performance } from 'node:perf_hooks'
import { businesses, users } from '../src/db/schema'
import { BENCH_ACCESS_KEY, benchApp } from './bench-app'
import { openEmbeddedDatabase } from './embedded-database'

const ROUNDS = 200

export interface ForgotPasswordTimingRow {
  requests: number
  /** Median answer time for an address that has an account, and for one that has none. */
  existingMs: number
  unknownMs: number
  /** How far apart the medians may be: 25 % of the slower, or 1 ms, whichever is more. */
  allowedMs: number
  met: boolean
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * Whether forgot-password tells, by how long it takes, that an account exists (security issue
 * #9): it answers before looking the account up, so both medians should be alike. Requests
 * alternate between the two kinds, and each waits for the previous one's background work, so
 * neither kind pays for the other's. On the server's default database, the embedded PostgreSQL.
 */
export async function forgotPasswordTiming(): Promise<ForgotPasswordTimingRow> {
  const embedded = await openEmbeddedDatabase('ally-bench-forgot-')
  const { database, dataDir } = embedded
  try {
    const [business] = await database.db
      .insert(businesses)
      .values({ name: 'Bench Ltd' })
      .returning()
    const email = 'someone@bench.test'
    await database.db.insert(users).values({
      businessId: business?.id ?? '',
      email,
      passwordHash: 'not-used',
      firstName: 'Sam',
      lastName: 'Bench',
      role: 'owner',
      active: true,
    })
    const { app, context } = await benchApp(database, dataDir, {
      rateLimits: false,
      printMail: () => undefined,
    })
    const ask = async (address: string) => {
      const started = performance.now()
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/ldb/auth/password/forget',
        headers: { 'access-key': BENCH_ACCESS_KEY },
        payload: { email: address },
      })
      const elapsed = performance.now() - started
      if (response.statusCode !== 200) throw new Error(`forgot-password: ${response.statusCode}`)
      await context.mail.idle()
      return elapsed
    }
    // Warm-up: the first requests compile and plan.
    for (let i = 0; i < 20; i++) await ask(i % 2 ? email : `nobody${i}@bench.test`)
    const existing: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 2) existing.push(await ask(email))
      else unknown.push(await ask(`nobody-${i}@bench.test`))
    }
    await app.close()
    const existingMs = median(existing)
    const unknownMs = median(unknown)
    const allowedMs = Math.max(1, 0.25 * Math.max(existingMs, unknownMs))
    return {
      requests: ROUNDS,
      existingMs,
      unknownMs,
      allowedMs,
      met: Math.abs(existingMs - unknownMs) <= allowedMs,
    }
  } finally {
    await embedded.close()
  }
}
