import { vendorChangeEmail, vendorResendCode, vendorVerifyEmail } from '@ally/sdk'
import type { AppContext } from '../context'
import { conflict } from '../http/errors'
import { implement } from '../http/implement'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { checkCode } from '../services/codes'
import { TOKEN_LIFETIME } from '../services/tokens'
import { createVendorAccountFlow, requireUnverified } from './account-flow'
import {
  activateAccount,
  findAccountByEmail,
  findAccountCode,
  recordAccountCodeFailure,
  updateAccount,
} from './queries'

// A new vendor account's e-mail code: checking it, sending another, and changing the address it
// goes to before the account is verified.

export function vendorCodeRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, mail, secret } = context
  const { result, sendCode, allowAnotherCode } = createVendorAccountFlow(context)

  return [
    implement(
      vendorVerifyEmail,
      async ({ body, caller, request }) => {
        requireUnverified(caller.account)
        const id = caller.account.id
        await checkCode({
          pending: await findAccountCode(db, id),
          secret,
          subjectId: id,
          code: body.code,
          now: context.now(),
          recordFailure: (failedAttempts) => recordAccountCodeFailure(db, id, failedAttempts),
        })
        const account = await activateAccount(db, id, context.now())
        if (!account) throw new Error('The vendor account disappeared during verification')
        return {
          message: 'Your e-mail is verified.',
          data: await result(account, request, TOKEN_LIFETIME.session),
        }
      },
      { rateLimit },
    ),

    implement(
      vendorResendCode,
      async ({ caller }) => {
        requireUnverified(caller.account)
        await allowAnotherCode(caller.account)
        await db.transaction((tx) => sendCode(caller.account, tx))
        void mail.flush()
        return { message: `We sent a new code to ${caller.account.email}.`, data: null }
      },
      { rateLimit },
    ),

    implement(
      vendorChangeEmail,
      async ({ body, caller, request }) => {
        requireUnverified(caller.account)
        const taken = await findAccountByEmail(db, body.email)
        if (taken && taken.id !== caller.account.id)
          throw conflict('A vendor account with this e-mail already exists.')
        await allowAnotherCode(caller.account)
        const account = await db.transaction(async (tx) => {
          const changed = await updateAccount(tx, caller.account.id, { email: body.email })
          if (!changed) throw new Error('The vendor account disappeared during the e-mail change')
          await sendCode(changed, tx)
          return changed
        })
        void mail.flush()
        return {
          message: `we sent a new code to ${account.email}.`,
          data: await result(account, request, TOKEN_LIFETIME.unverified),
        }
      },
      { rateLimit },
    ),
  ]
}
