import type { SessionRealm } from '@ally/sdk'
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm'
import { raiseTokenVersion } from '../db/account-tables'
import type { Db } from '../db/client'
import { sessions } from '../db/schema'
import type { TokenClaims, Tokens } from './tokens'

const UNIT_MS = { h: 3_600_000, d: 86_400_000 } as const

/** `1h`, `30d` (the lifetimes of TOKEN_LIFETIME) in milliseconds. */
export function lifetimeMs(lifetime: string): number {
  const match = /^(\d+)([hd])$/.exec(lifetime)
  if (!match?.[1] || !match[2]) throw new Error(`Unknown token lifetime: ${lifetime}`)
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]
}

type Executor = Pick<Db, 'update'>

/**
 * Server-side sessions (docs/product-rules.md#sessions-and-redirects): a login opens a row and
 * its token names it, so logging out ends that token at once, and ending every session of a user
 * (raising their token version as well) also voids the links their sign-up tokens travel in.
 */
export function createSessions(db: Db, tokens: Tokens, now: () => Date) {
  return {
    /**
     * Opens a session for `claims.sub` and signs its token; `userAgent` (kept to 512 characters)
     * names the device in the user's list of sessions.
     */
    async start(
      claims: Omit<TokenClaims, 'sid' | 'purpose'>,
      lifetime: string,
      userAgent?: string,
    ): Promise<string> {
      const at = now()
      // The subject's ended and expired rows go now, so the table holds about the live sessions.
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.subjectId, claims.sub),
            or(isNotNull(sessions.endedAt), lt(sessions.expiresAt, at)),
          ),
        )
      const [row] = await db
        .insert(sessions)
        .values({
          realm: claims.realm,
          subjectId: claims.sub,
          expiresAt: new Date(at.getTime() + lifetimeMs(lifetime)),
          userAgent: userAgent?.slice(0, 512) || null,
        })
        .returning({ id: sessions.id })
      if (!row) throw new Error('The session was not created')
      return tokens.sign({ ...claims, sid: row.id }, lifetime)
    },

    /** Ends one session of `subjectId`; its token is refused from the next request on. */
    async end(sessionId: string, subjectId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: now() })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.subjectId, subjectId),
            isNull(sessions.endedAt),
          ),
        )
    },

    /** Ends every session of `subjectId` but `keepSessionId` (a password changed on this device). */
    async endOthers(subjectId: string, keepSessionId: string | null, tx: Executor = db) {
      await tx
        .update(sessions)
        .set({ endedAt: now() })
        .where(
          and(
            eq(sessions.subjectId, subjectId),
            isNull(sessions.endedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        )
    },

    /**
     * Ends every session of a user or vendor account, on every device; pass the transaction of
     * the change that calls for it (a password change, an account disabled).
     */
    async endAll(realm: SessionRealm, subjectId: string, tx: Executor = db): Promise<void> {
      await raiseTokenVersion(tx, realm, subjectId)
      await tx
        .update(sessions)
        .set({ endedAt: now() })
        .where(and(eq(sessions.subjectId, subjectId), isNull(sessions.endedAt)))
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
