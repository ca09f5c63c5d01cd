import { badRequest, tooManyRequests } from '../http/errors'
import { hashCode, sameSecret } from './secrets'

/** Codes expire after 10 minutes and lock after 5 wrong tries, for buyers and vendors alike. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5

export interface PendingCode {
  codeHash: string
  expiresAt: Date
  failedAttempts: number
}

/**
 * Checks an entered code against the pending one, throwing the error the person should see.
 * A wrong code is counted through `recordFailure` before the error is thrown.
 */
export async function checkCode(options: {
  pending: PendingCode | undefined
  secret: string
  subjectId: string
  code: string
  now: Date
  recordFailure: (failedAttempts: number) => Promise<void>
}): Promise<void> {
  const { pending } = options
  if (!pending) throw badRequest('No code is waiting for this account. Request a new one.')
  if (pending.failedAttempts >= CODE_MAX_ATTEMPTS) {
    throw tooManyRequests('Too many wrong codes. Request a new code.')
  }
  if (pending.expiresAt.getTime() <= options.now.getTime()) {
    throw badRequest('This code has expired. Request a new one.')
  }
  if (sameSecret(pending.codeHash, hashCode(options.secret, options.subjectId, options.code)))
    return
  const failed = pending.failedAttempts + 1
  await options.recordFailure(failed)
  const left = CODE_MAX_ATTEMPTS - failed
  throw left > 0
    ? badRequest(`That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`)
    : tooManyRequests('Too many wrong codes. Request a new code.')
}
