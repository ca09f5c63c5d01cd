import {
  getVendorInvite,
  vendorEndAllSessions,
  vendorEndSession,
  vendorForgotPassword,
  vendorLogin,
  vendorRegister,
  vendorResetPassword,
} from '@ally/sdk'
import type { AppContext } from '../context'
import { badRequest, conflict, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { accountMustWait } from '../rate-limit/account-limits'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { passwordResetMail } from '../services/mail-templates'
import { assertAcceptablePassword } from '../services/password-policy'
import { createPasswordReset } from '../services/password-reset'
import { hashPassword, verifyPassword } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { awaiting, createVendorAccountFlow, INVALID_INVITE } from './account-flow'
import { findAccountByEmail, findInvite, insertAccount, vendorResetStore } from './queries'

// A vendor's account on the portal: the buyer's invitation, registration, log-in, password reset
// and log-out. The e-mail code is in code-routes.ts, the profile in profile-routes.ts.

export function vendorAccountRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, mail, accountLimits } = context
  const { result, acceptInvite, sendCode } = createVendorAccountFlow(context)
  const passwordReset = createPasswordReset({
    realm: 'vendor',
    db,
    store: vendorResetStore(db),
    outbox: mail,
    limits: accountLimits,
    now: context.now,
    link: (token) =>
      `${context.appUrl}/reset-password?token=${encodeURIComponent(token)}&for=vendor`,
    mail: passwordResetMail,
  })

  return [
    implement(getVendorInvite, async ({ query }) => {
      const invite = await findInvite(db, query.token, context.now())
      if (!invite || invite.vendor.vendorAccountId) throw notFound(INVALID_INVITE)
      const registered = !!(await findAccountByEmail(db, invite.vendor.email))
      return {
        message: `${invite.businessName ?? 'A buyer'} invited you to Ally.`,
        data: {
          businessName: invite.businessName ?? 'A buyer',
          vendorName: invite.vendor.name,
          email: invite.vendor.email,
          registered,
          expiresAt: (invite.vendor.inviteExpiresAt ?? context.now()).toISOString(),
        },
      }
    }),

    implement(
      vendorRegister,
      async ({ body, request }) => {
        if (await findAccountByEmail(db, body.email)) {
          throw conflict(
            'A vendor account with this e-mail already exists. Log in to accept the invitation.',
          )
        }
        if (body.inviteToken) {
          const invite = await findInvite(db, body.inviteToken, context.now())
          if (!invite || invite.vendor.vendorAccountId) throw badRequest(INVALID_INVITE)
        }
        await assertAcceptablePassword(body.password, {
          email: body.email,
          names: [body.contactName],
          businessName: body.companyName,
        })
        const passwordHash = await hashPassword(body.password)
        const account = await db.transaction(async (tx) => {
          const created = await insertAccount(tx, {
            email: body.email,
            passwordHash,
            companyName: body.companyName,
            contactName: body.contactName,
          })
          const buyer = body.inviteToken ? await acceptInvite(body.inviteToken, created, tx) : null
          await sendCode(created, tx)
          return { ...created, buyer }
        })
        void mail.flush()
        return {
          message: `Account created. We sent a 6-digit code to ${account.email}.${awaiting(account.buyer)}`,
          data: await result(account, request, TOKEN_LIFETIME.unverified),
        }
      },
      { rateLimit },
    ),

    implement(
      vendorLogin,
      async ({ body, request }) => {
        // Per typed address, known or not (see the buyer's login).
        const limitKey = `vendor:${body.email.toLowerCase()}`
        const wait = await accountLimits.waitMs('login', limitKey)
        if (wait) throw accountMustWait('Too many failed log-ins for this account.', wait)
        const account = await findAccountByEmail(db, body.email)
        const valid = await verifyPassword(account?.passwordHash, body.password)
        if (!account || !valid) {
          await accountLimits.take('login', limitKey)
          throw badRequest('Wrong e-mail or password.')
        }
        await accountLimits.clear('login', limitKey)
        const { inviteToken } = body
        const buyer = inviteToken
          ? await db.transaction((tx) => acceptInvite(inviteToken, account, tx))
          : null
        if (inviteToken) void mail.flush()
        const lifetime = body.rememberMe ? TOKEN_LIFETIME.remembered : TOKEN_LIFETIME.session
        return {
          message: `${account.active ? 'Welcome back.' : 'Verify your e-mail to continue.'}${awaiting(buyer)}`,
          data: await result(account, request, lifetime),
        }
      },
      { rateLimit },
    ),

    implement(vendorForgotPassword, ({ body }) => passwordReset.request(body.email), { rateLimit }),

    implement(vendorResetPassword, ({ body }) => passwordReset.reset(body.token, body.password), {
      rateLimit,
    }),

    implement(vendorEndSession, async ({ caller }) => {
      if (caller.sessionId) await context.sessions.end(caller.sessionId, caller.account.id)
      return { message: 'You are logged out.', data: null }
    }),

    implement(vendorEndAllSessions, async ({ caller }) => {
      await context.sessions.endAll('vendor', caller.account.id)
      return { message: 'You are logged out on every device.', data: null }
    }),
  ]
}
