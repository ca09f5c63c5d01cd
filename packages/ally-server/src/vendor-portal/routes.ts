import {
  getVendorInvite,
  vendorChangeEmail,
  vendorEndAllSessions,
  vendorEndSession,
  vendorForgotPassword,
  vendorLogin,
  vendorRegister,
  vendorResendCode,
  vendorResetPassword,
  vendorVerifyEmail,
} from '@ally/sdk'
import { createAccountHandlers } from '../accounts/account-handlers'
import { findByEmail } from '../accounts/realm-queries'
import type { AppContext } from '../context'
import { badRequest, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { acceptInvite, awaiting, INVALID_INVITE } from './accept-invite'
import { findInvite, insertAccount } from './queries'
import { vendorRealm } from './realm'

// A vendor's account on the portal: the buyer's invitation, registration and its e-mail code,
// log-in, password reset and log-out; the profile is in profile-routes.ts. What works as the
// buyer's does comes from accounts/account-handlers.ts; the invitation is the vendor's own.

export function vendorAccountRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, mail } = context
  const account = createAccountHandlers(context, vendorRealm)

  return [
    implement(getVendorInvite, async ({ query }) => {
      const invite = await findInvite(db, query.token, context.now())
      if (!invite || invite.vendor.vendorAccountId) throw notFound(INVALID_INVITE)
      const registered = !!(await findByEmail(vendorRealm, db, invite.vendor.email))
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
        await account.refuseTakenEmail(
          body.email,
          'A vendor account with this e-mail already exists. Log in to accept the invitation.',
        )
        const { inviteToken } = body
        if (inviteToken) {
          const invite = await findInvite(db, inviteToken, context.now())
          if (!invite || invite.vendor.vendorAccountId) throw badRequest(INVALID_INVITE)
        }
        return account.register(request, {
          password: body.password,
          passwordContext: {
            email: body.email,
            names: [body.contactName],
            businessName: body.companyName,
          },
          insert: async (tx, passwordHash) => {
            const created = await insertAccount(tx, {
              email: body.email,
              passwordHash,
              companyName: body.companyName,
              contactName: body.contactName,
            })
            const buyer = inviteToken ? await acceptInvite(context, inviteToken, created, tx) : null
            return { subject: { account: created }, note: awaiting(buyer) }
          },
        })
      },
      { rateLimit },
    ),

    implement(
      vendorLogin,
      async ({ body, request }) => {
        const signedIn = await account.checkCredentials(body)
        const { inviteToken } = body
        const buyer = inviteToken
          ? await db.transaction((tx) => acceptInvite(context, inviteToken, signedIn.account, tx))
          : null
        if (inviteToken) void mail.flush()
        return account.welcome(request, signedIn, body.rememberMe, awaiting(buyer))
      },
      { rateLimit },
    ),

    implement(vendorForgotPassword, account.forgotPassword, { rateLimit }),
    implement(vendorResetPassword, account.resetPassword, { rateLimit }),
    implement(vendorEndSession, account.endSession),
    implement(vendorEndAllSessions, account.endAllSessions),
    implement(vendorVerifyEmail, account.verifyCode, { rateLimit }),
    implement(vendorResendCode, account.resendCode, { rateLimit }),
    implement(vendorChangeEmail, account.changeEmail, { rateLimit }),
  ]
}
