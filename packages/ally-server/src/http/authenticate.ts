import {
  changeSignupEmail,
  type Endpoint,
  resendSignupCode,
  vendorChangeEmail,
  vendorResendCode,
  vendorVerifyEmail,
  verifySignupCode,
} from '@ally/sdk'
import { eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AppContext, Caller, VendorCaller } from '../context'
import { businesses, users, vendorAccounts } from '../db/schema'
import { unauthorized } from './errors'

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
 * Finds the caller of a request from its bearer token. Endpoints that require a session get a 401
 * for a missing, invalid or expired token, for one voided by a password reset, and for a
 * registration token anywhere but the sign-up code calls.
 */
export function createAuthenticate(context: AppContext) {
  // Runs on every authenticated request: built once, and on PostgreSQL a named statement that each
  // connection parses and plans only once.
  const findCaller = context.db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('authenticate_caller')
  const findVendor = context.db
    .select()
    .from(vendorAccounts)
    .where(eq(vendorAccounts.id, sql.placeholder('id')))
    .prepare('authenticate_vendor')

  return async (
    request: FastifyRequest,
    endpoint: Endpoint,
  ): Promise<Caller | VendorCaller | null> => {
    if (endpoint.auth === 'none') return null
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
    if (endpoint.realm === 'vendor') {
      const [account] = await findVendor.execute({ id: claims.sub })
      if (account && account.tokenVersion === claims.tv) return { account }
    } else {
      const [row] = await findCaller.execute({ id: claims.sub })
      if (row && row.user.tokenVersion === claims.tv) return row
    }
    if (required) throw unauthorized('Your session has expired. Please log in again.')
    return null
  }
}
