import {
  changeSignupEmail,
  endAllSessions,
  endSession,
  forgotPassword,
  login,
  resendSignupCode,
  resetPassword,
  signup,
  verifySignupCode,
} from '@ally/sdk'
import type { AppContext } from '../context'
import { implement } from '../http/implement'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { createAccountHandlers } from './account-handlers'
import { insertBusinessOwner } from './queries'
import { buyerRealm } from './realm'

// Sign-up and its e-mail code, log-in, password reset and log-out of business users; the profile
// is in profile-routes.ts. All but sign-up work as the vendor's do (account-handlers.ts).

export function accountRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const account = createAccountHandlers(context, buyerRealm)

  return [
    implement(
      signup,
      async ({ body, request }) => {
        await account.refuseTakenEmail(
          body.email,
          'An account with this e-mail already exists. Log in instead.',
        )
        return account.register(request, {
          password: body.password,
          passwordContext: {
            email: body.email,
            names: [body.firstName, body.lastName],
            businessName: body.businessName,
          },
          insert: async (tx, passwordHash) => ({
            subject: await insertBusinessOwner(tx, {
              businessName: body.businessName,
              email: body.email,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              phone: body.phone,
            }),
          }),
        })
      },
      { rateLimit },
    ),
    implement(login, account.logIn, { rateLimit }),
    implement(forgotPassword, account.forgotPassword, { rateLimit }),
    implement(resetPassword, account.resetPassword, { rateLimit }),
    implement(endSession, account.endSession),
    implement(endAllSessions, account.endAllSessions),
    implement(verifySignupCode, account.verifyCode, { rateLimit }),
    implement(resendSignupCode, account.resendCode, { rateLimit }),
    implement(changeSignupEmail, account.changeEmail, { rateLimit }),
  ]
}
