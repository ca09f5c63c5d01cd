import { and, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import { tooManyRequests } from '../http/errors'
import { countHit } from './database-store'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

interface Tier {
  max: number
  windowMs: number
}

/**
 * Limits per account, on top of the per-address limits, so that spreading guesses or mail over
 * many addresses does not help (docs/product-rules.md#sign-up-links-and-password-resets). Each
 * kind has a short and a long window: once the short one is used up the account waits for it to
 * end, and once the long one is, for the rest of the day — a back-off that stays bounded, so an
 * attacker cannot lock a real user out for longer.
 */
export const ACCOUNT_LIMITS = {
  /** Failed log-ins of one e-mail address (known or not). */
  login: [
    { max: 5, windowMs: 15 * MINUTE },
    { max: 20, windowMs: 24 * HOUR },
  ],
  /** Verification codes and reset links e-mailed to one account. */
  mail: [
    { max: 5, windowMs: HOUR },
    { max: 15, windowMs: 24 * HOUR },
  ],
  /**
   * Newsletter sign-ups of one e-mail address (each may mail it a confirm link), counted in any
   * state, so the website's form cannot mail-bomb an address, nor tell which are subscribed
   * (docs/website.md#rate-limits).
   */
  newsletter: [
    { max: 3, windowMs: HOUR },
    { max: 10, windowMs: 24 * HOUR },
  ],
} as const satisfies Record<string, readonly Tier[]>

export type AccountLimitKind = keyof typeof ACCOUNT_LIMITS

/** "3 minutes", "1 minute" — the wait, rounded up, for a message. */
export const describeWait = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE))
  return minutes >= 120
    ? `${Math.ceil(minutes / 60)} hours`
    : `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** Counters live in `rate_limits`, shared by every server process on the database. */
export function createAccountLimits(db: Db, namespace: string) {
  const keysOf = (kind: AccountLimitKind, account: string) =>
    ACCOUNT_LIMITS[kind].map(
      (tier) => `${namespace}account:${kind}:${tier.windowMs}:${account.toLowerCase()}`,
    )

  return {
    /** How long `account` must wait before another `kind`; 0 when it need not. */
    async waitMs(kind: AccountLimitKind, account: string): Promise<number> {
      const keys = keysOf(kind, account)
      const rows = await db
        .select({
          key: rateLimits.key,
          hits: rateLimits.hits,
          ms: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`,
        })
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, sql`now()`)))
      let wait = 0
      ACCOUNT_LIMITS[kind].forEach((tier, index) => {
        const row = rows.find((candidate) => candidate.key === keys[index])
        if (row && row.hits >= tier.max) wait = Math.max(wait, Number(row.ms))
      })
      return wait
    },
    /**
     * Counts one `kind` and answers how long the account must wait because of it (0: go ahead).
     * One atomic count per window, so requests racing each other cannot all slip under a limit.
     */
    async take(kind: AccountLimitKind, account: string): Promise<number> {
      const keys = keysOf(kind, account)
      const tiers: readonly Tier[] = ACCOUNT_LIMITS[kind]
      const hits = await Promise.all(
        tiers.map((tier, index) => countHit(db, keys[index] as string, tier.windowMs)),
      )
      let wait = 0
      tiers.forEach((tier, index) => {
        const hit = hits[index]
        if (hit && hit.current > tier.max) wait = Math.max(wait, hit.ttl)
      })
      return wait
    },
    /** Forgets the counts (a successful log-in clears its failures). */
    async clear(kind: AccountLimitKind, account: string): Promise<void> {
      await db.delete(rateLimits).where(inArray(rateLimits.key, keysOf(kind, account)))
    },
  }
}

export type AccountLimits = ReturnType<typeof createAccountLimits>

/** The 429 for an account that must wait. */
export const accountMustWait = (what: string, ms: number) =>
  tooManyRequests(`${what} Try again in ${describeWait(ms)}.`, Math.ceil(ms / 1000))
