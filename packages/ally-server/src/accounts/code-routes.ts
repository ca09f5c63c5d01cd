import { changeSignupEmail, resendSignupCode, verifySignupCode } from '@ally/sdk'
import type { AppContext } from '../context'
import { conflict } from '../http/errors'
import { implement } from '../http/implement'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { checkCode } from '../services/codes'
import { TOKEN_LIFETIME } from '../services/tokens'
import { createAccountFlow, requireUnverified } from './account-flow'
import {
  activateUser,
  changeUserEmail,
  emailTaken,
  findVerificationCode,
  recordCodeFailure,
} from './queries'

// A new business user's e-mail code: checking it, sending another, and changing the address it
// goes to before the account is verified.

export function signupCodeRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, mail, secret } = context
  const { result, sendCode, allowAnotherCode } = createAccountFlow(context)

  return [
    implement(
      verifySignupCode,
      async ({ body, caller, request }) => {
        requireUnverified(caller)
        await checkCode({
          pending: await findVerificationCode(db, caller.user.id),
          secret,
          subjectId: caller.user.id,
          code: body.code,
          now: context.now(),
          recordFailure: (failedAttempts) => recordCodeFailure(db, caller.user.id, failedAttempts),
        })
        const user = await activateUser(db, caller.user.id)
        if (!user) throw new Error('The user disappeared during verification')
        return {
          message: 'Your e-mail is verified.',
          data: await result(request, user, caller.business, TOKEN_LIFETIME.session),
        }
      },
      { rateLimit },
    ),

    implement(
      resendSignupCode,
      async ({ caller }) => {
        requireUnverified(caller)
        await allowAnotherCode(caller.user)
        await db.transaction((tx) => sendCode(caller.user, tx))
        void mail.flush()
        return { message: `We sent a new code to ${caller.user.email}.`, data: null }
      },
      { rateLimit },
    ),

    implement(
      changeSignupEmail,
      async ({ body, caller, request }) => {
        requireUnverified(caller)
        if (await emailTaken(db, body.email, caller.user.id)) {
          throw conflict('An account with this e-mail already exists.')
        }
        await allowAnotherCode(caller.user)
        const user = await db.transaction(async (tx) => {
          const changed = await changeUserEmail(tx, caller.user.id, body.email)
          if (!changed) throw new Error('The user disappeared during the e-mail change')
          await sendCode(changed, tx)
          return changed
        })
        void mail.flush()
        return {
          message: `we sent a new code to ${user.email}.`,
          data: await result(request, user, caller.business, TOKEN_LIFETIME.unverified),
        }
      },
      { rateLimit },
    ),
  ]
}
