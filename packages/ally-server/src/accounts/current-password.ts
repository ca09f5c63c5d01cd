import type { AppContext, Caller } from '../context'
import { fieldError } from '../http/errors'
import { accountMustWait } from '../rate-limit/account-limits'
import { verifyPassword } from '../services/secrets'

/**
 * Checks that `password` is the caller's, for the changes a stolen session alone must not make (a
 * new password or login e-mail, deleting the account): a 400 naming `field` when it is not. Wrong
 * tries count against the same limit as log-ins, so a session cannot guess its way in.
 */
export function createPasswordCheck({ accountLimits }: Pick<AppContext, 'accountLimits'>) {
  return async (caller: Caller, password: string, field: string): Promise<void> => {
    const limitKey = `buyer:${caller.user.email.toLowerCase()}`
    const wait = await accountLimits.waitMs('login', limitKey)
    if (wait) throw accountMustWait('Too many wrong passwords for this account.', wait)
    if (await verifyPassword(caller.user.passwordHash, password)) return
    await accountLimits.take('login', limitKey)
    throw fieldError(`body.${field}`, 'That is not your current password.')
  }
}
