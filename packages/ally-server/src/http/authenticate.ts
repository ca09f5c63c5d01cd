import { createHash, timingSafeEqual } from 'node:crypto'
import {
  changeSignupEmail,
  type Endpoint,
  endSession,
  getProfile,
  getVendorProfile,
  resendSignupCode,
  type SessionRealm,
  vendorChangeEmail,
  vendorEndSession,
  vendorResendCode,
  vendorVerifyEmail,
  verifySignupCode,
} from '@ally/sdk'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AppContext, Caller, OperatorCaller, VendorCaller } from '../context'
import { businesses, sessions, users, vendorAccounts } from '../db/schema'
import { forbidden, unauthorized } from './errors'
import type { AnyCaller } from './implement'

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null
  return match?.[1]?.trim() || null
}

/**
 * The only calls a registration token (the one that travels in sign-up links) is good for:
 * resending, checking and re-addressing the sign-up code. Session tokens work on them too.
 */
export const REGISTRATION_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  verifySignupCode,
  resendSignupCode,
  changeSignupEmail,
  vendorVerifyEmail,
  vendorResendCode,
  vendorChangeEmail,
])

/**
 * What an account whose e-mail is not verified yet may do: the sign-up code calls, reading its
 * profile (to be routed to the code page) and logging out. Anything else is a 403, so an
 * unverified account cannot make the platform e-mail strangers or store files
 * (docs/product-rules.md#sessions-and-redirects).
 */
export const UNVERIFIED_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  ...REGISTRATION_ENDPOINTS,
  getProfile,
  getVendorProfile,
  endSession,
  vendorEndSession,
])

export const VERIFY_FIRST_MESSAGE =
  'Verify your e-mail first: enter the 6-digit code we sent you, or ask for a new one.'

export const OPERATOR_MESSAGES = {
  off: 'Operator endpoints are off: set ALLY_OPERATOR_KEY.',
  missing: 'Send the operator key as the bearer token: Authorization: Bearer <key>.',
  wrong: 'Unknown operator key.',
} as const

const OPERATOR: OperatorCaller = Object.freeze({ realm: 'operator' })

/**
 * Checks the operator key of an operator endpoint's call: 401 without one, 403 for a wrong one,
 * and 403 for every call when no key is configured (production without `ALLY_OPERATOR_KEY`).
 * Compared as SHA-256 digests in constant time, so neither the key's characters nor its length
 * show in how long a refusal takes.
 */
function operatorCheck(operatorKey: string | undefined) {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  const expected = operatorKey ? digest(operatorKey) : undefined
  return (request: FastifyRequest): OperatorCaller => {
    if (!expected) throw forbidden(OPERATOR_MESSAGES.off)
    const given = bearer(request)
    if (!given) throw unauthorized(OPERATOR_MESSAGES.missing)
    if (!timingSafeEqual(digest(given), expected)) throw forbidden(OPERATOR_MESSAGES.wrong)
    return OPERATOR
  }
}

export interface AuthenticateOptions {
  /** The operator key (`ALLY_OPERATOR_KEY`); without it the operator endpoints answer 403. */
  operatorKey?: string
}

/**
 * Finds the caller of a request from its bearer token. Endpoints that require a session get a 401
 * for a missing, invalid or expired token, for one whose session ended (logout) or that a password
 * reset voided, and for a registration token anywhere but the sign-up code calls; an unverified
 * account gets a 403 outside UNVERIFIED_ENDPOINTS. Operator endpoints take the operator key
 * instead of a session (see `operatorCheck`).
 */
/** How stale a user's "last active" may get before a request writes it again. */
const ACTIVE_EVERY_MS = 5 * 60 * 1000

// ~90 lines on purpose: a factory whose length is its checks (the token, its session, the
// account's state, the operator key), each short, sharing the session lookups.
export function createAuthenticate(context: AppContext, options: AuthenticateOptions = {}) {
  const operator = operatorCheck(options.operatorKey)
  // Run on every authenticated request: built once, and on PostgreSQL named statements that each
  // connection parses and plans only once. A session token's session must not have ended; the
  // join on the session's primary key costs one index probe.
  const liveSessionOf = (subject: typeof users.id | typeof vendorAccounts.id) =>
    and(
      eq(sessions.id, sql.placeholder('sid')),
      eq(sessions.subjectId, subject),
      isNull(sessions.endedAt),
    )
  const findCaller = context.db
    .select({ user: users, business: businesses, seenAt: sessions.lastSeenAt })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .innerJoin(sessions, liveSessionOf(users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('authenticate_caller')
  const findRegisteringCaller = context.db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('authenticate_registering_caller')
  const findVendor = context.db
    .select({ account: vendorAccounts })
    .from(vendorAccounts)
    .innerJoin(sessions, liveSessionOf(vendorAccounts.id))
    .where(eq(vendorAccounts.id, sql.placeholder('id')))
    .prepare('authenticate_vendor')
  const findRegisteringVendor = context.db
    .select({ account: vendorAccounts })
    .from(vendorAccounts)
    .where(eq(vendorAccounts.id, sql.placeholder('id')))
    .prepare('authenticate_registering_vendor')

  /**
   * Keeps when a business user last used Ally (the team list shows it) to within ACTIVE_EVERY_MS:
   * one small write per user per few minutes, never one per request.
   */
  async function noteActive(user: Caller['user']): Promise<void> {
    const at = context.now()
    if (user.lastActiveAt && at.getTime() - user.lastActiveAt.getTime() < ACTIVE_EVERY_MS) return
    await context.db.update(users).set({ lastActiveAt: at }).where(eq(users.id, user.id))
  }

  /** The same for the session itself, which settings lists with when it was last seen. */
  async function noteSeen(sessionId: string, seenAt: Date | null): Promise<void> {
    const at = context.now()
    if (seenAt && at.getTime() - seenAt.getTime() < ACTIVE_EVERY_MS) return
    await context.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId))
  }

  /** The caller a token names, if its session (or, for a registration token, its user) is live. */
  async function find(
    claims: NonNullable<Awaited<ReturnType<AppContext['tokens']['verify']>>>,
    realm: SessionRealm,
  ): Promise<Caller | VendorCaller | null> {
    const registration = claims.purpose === 'registration'
    // A session token without a session (from before sessions existed) cannot be ended: refused.
    if (!registration && !claims.sid) return null
    const id = claims.sub
    const sessionId = registration ? null : (claims.sid ?? null)
    if (realm === 'vendor') {
      const [row] = sessionId
        ? await findVendor.execute({ id, sid: sessionId })
        : await findRegisteringVendor.execute({ id })
      return row && row.account.tokenVersion === claims.tv ? { ...row, sessionId } : null
    }
    if (!sessionId) {
      const [row] = await findRegisteringCaller.execute({ id })
      return row && row.user.tokenVersion === claims.tv ? { ...row, sessionId } : null
    }
    const [row] = await findCaller.execute({ id, sid: sessionId })
    if (!row || row.user.tokenVersion !== claims.tv) return null
    await noteSeen(sessionId, row.seenAt)
    return { user: row.user, business: row.business, sessionId }
  }

  return async (request: FastifyRequest, endpoint: Endpoint): Promise<AnyCaller | null> => {
    if (endpoint.auth === 'none') return null
    if (endpoint.realm === 'operator') return operator(request)
    const required = endpoint.auth === 'required'
    const token = bearer(request)
    if (!token) {
      if (required) throw unauthorized('Please log in.')
      return null
    }
    const claims = await context.tokens.verify(token)
    if (!claims || claims.realm !== endpoint.realm) {
      if (required) throw unauthorized('Your session has expired. Please log in again.')
      return null
    }
    if (claims.purpose === 'registration' && !REGISTRATION_ENDPOINTS.has(endpoint)) {
      if (required) throw unauthorized('Please log in.')
      return null
    }
    const caller = await find(claims, endpoint.realm)
    if (!caller) {
      if (required) throw unauthorized('Your session has expired. Please log in again.')
      return null
    }
    const verified = 'account' in caller ? caller.account.active : caller.user.active
    if (required && !verified && !UNVERIFIED_ENDPOINTS.has(endpoint)) {
      throw forbidden(VERIFY_FIRST_MESSAGE)
    }
    if ('user' in caller) await noteActive(caller.user)
    return caller
  }
}
