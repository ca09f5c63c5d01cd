import { endAllSessions, endSession, forgotPassword, login, resetPassword, signup } from '@ally/sdk'
import type { AppContext } from '../context'
import { badRequest, conflict } from '../http/errors'
import { implement } from '../http/implement'
import { accountMustWait } from '../rate-limit/account-limits'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { passwordResetMail } from '../services/mail-templates'
import { assertAcceptablePassword } from '../services/password-policy'
import { createPasswordReset } from '../services/password-reset'
import { hashPassword, verifyPassword } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { createAccountFlow } from './account-flow'
import { buyerResetStore, emailTaken, findUserByEmail, insertBusinessOwner } from './queries'

// Sign-up, log-in, password reset and log-out of business users; the sign-up's e-mail code is in
// code-routes.ts, the profile in profile-routes.ts.

export function accountRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, mail, accountLimits } = context
  const { result, sendCode } = createAccountFlow(context)
  const passwordReset = createPasswordReset({
    realm: 'buyer',
    db,
    store: buyerResetStore(db),
    outbox: mail,
    limits: accountLimits,
    now: context.now,
    link: (token) => `${context.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
    mail: passwordResetMail,
  })

  return [
    implement(
      signup,
      async ({ body, request }) => {
        if (await emailTaken(db, body.email)) {
          throw conflict('An account with this e-mail already exists. Log in instead.')
        }
        await assertAcceptablePassword(body.password, {
          email: body.email,
          names: [body.firstName, body.lastName],
          businessName: body.businessName,
        })
        const passwordHash = await hashPassword(body.password)
        const created = await db.transaction(async (tx) => {
          const owner = await insertBusinessOwner(tx, {
            businessName: body.businessName,
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
          })
          await sendCode(owner.user, tx)
          return owner
        })
        void mail.flush()
        return {
          message: `Account created. We sent a 6-digit code to ${created.user.email}.`,
          data: await result(request, created.user, created.business, TOKEN_LIFETIME.unverified),
        }
      },
      { rateLimit },
    ),

    implement(
      login,
      async ({ body, request }) => {
        // Counted per address the person typed, known or not, so guesses spread over many
        // client addresses still run into it, and it tells nothing about who has an account.
        const limitKey = `buyer:${body.email.toLowerCase()}`
        const wait = await accountLimits.waitMs('login', limitKey)
        if (wait) throw accountMustWait('Too many failed log-ins for this account.', wait)
        const found = await findUserByEmail(db, body.email)
        const valid = await verifyPassword(found?.user.passwordHash, body.password)
        if (!found || !valid) {
          await accountLimits.take('login', limitKey)
          throw badRequest('Wrong e-mail or password.')
        }
        await accountLimits.clear('login', limitKey)
        const lifetime = body.rememberMe ? TOKEN_LIFETIME.remembered : TOKEN_LIFETIME.session
        return {
          message: found.user.active ? 'Welcome back.' : 'Verify your e-mail to continue.',
          data: await result(request, found.user, found.business, lifetime),
        }
      },
      { rateLimit },
    ),

    implement(forgotPassword, ({ body }) => passwordReset.request(body.email), { rateLimit }),

    implement(resetPassword, ({ body }) => passwordReset.reset(body.token, body.password), {
      rateLimit,
    }),

    implement(endSession, async ({ caller }) => {
      if (caller.sessionId) await context.sessions.end(caller.sessionId, caller.user.id)
      return { message: 'You are logged out.', data: null }
    }),

    implement(endAllSessions, async ({ caller }) => {
      await context.sessions.endAll('buyer', caller.user.id)
      return { message: 'You are logged out on every device.', data: null }
    }),
  ]
}
