import {
  getVendorInvite,
  routeTo,
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
import type { FastifyRequest } from 'fastify'
import { buyerAddresses } from '../accounts/queries'
import type { AppContext, VendorAccountRow } from '../context'
import type { Db } from '../db/client'
import { badRequest, conflict, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { accountMustWait } from '../rate-limit/account-limits'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { CODE_LIFETIME_MS, checkCode } from '../services/codes'
import {
  passwordResetMail,
  registrationToConfirmMail,
  vendorCodeMail,
} from '../services/mail-templates'
import { assertAcceptablePassword } from '../services/password-policy'
import { createPasswordReset } from '../services/password-reset'
import { hashCode, hashPassword, newVerificationCode, verifyPassword } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { createAccountView } from './account-view'
import {
  activateAccount,
  claimVendor,
  findAccountByEmail,
  findAccountCode,
  findInvite,
  insertAccount,
  linkVendorToAccount,
  recordAccountCodeFailure,
  saveAccountCode,
  updateAccount,
  vendorResetStore,
} from './queries'

// A vendor's account on the portal: the buyer's invitation, registration, its e-mail code,
// log-in, password reset and log-out. The profile is in profile-routes.ts.

const INVALID_INVITE = 'This invitation is invalid or has expired. Ask the buyer for a new one.'

export function vendorAccountRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, tokens, mail, accountLimits, secret } = context
  const toAccount = createAccountView(context)

  const result = async (row: VendorAccountRow, request: FastifyRequest, lifetime: string) => ({
    user: await toAccount(row, request),
    token: await context.sessions.start(
      { sub: row.id, realm: 'vendor', tv: row.tokenVersion },
      lifetime,
    ),
    // The token the vendor's sign-up links carry, so the session's never goes in a URL.
    ...(row.active
      ? {}
      : {
          registrationToken: await tokens.sign(
            { sub: row.id, realm: 'vendor', tv: row.tokenVersion, purpose: 'registration' },
            TOKEN_LIFETIME.registration,
          ),
        }),
  })

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

  /**
   * Takes an invite for an account. With the address invited, the vendor is linked at once (and
   * active with an active account); with another, anyone holding the link could be asking, so
   * the buyer is e-mailed and links it from the vendor's page (docs/product-rules.md, "Vendors").
   * Resolves to the name of the buyer still to confirm, or null once linked.
   */
  async function acceptInvite(
    token: string,
    account: VendorAccountRow,
    tx: Db,
  ): Promise<string | null> {
    const now = context.now()
    const invite = await findInvite(tx, token, now)
    const { vendor } = invite ?? {}
    if (!invite || !vendor || (vendor.vendorAccountId && vendor.vendorAccountId !== account.id)) {
      throw badRequest(INVALID_INVITE)
    }
    if (vendor.email.toLowerCase() === account.email.toLowerCase()) {
      await linkVendorToAccount(tx, vendor.id, account, now)
      return null
    }
    const buyer = invite.businessName ?? 'The buyer'
    if (vendor.claimedByAccountId && vendor.claimedByAccountId !== account.id) {
      throw conflict(
        `Someone registered for this invitation already and ${buyer} has yet to confirm them. Register with the address the invitation went to (${vendor.email}), or ask ${buyer} for a new one.`,
      )
    }
    if (vendor.claimedByAccountId !== account.id) {
      await claimVendor(tx, vendor.id, account.id, now)
      const to = await buyerAddresses(tx, vendor.businessId, null)
      await mail.queue(
        tx,
        to.map((address) =>
          registrationToConfirmMail(address, {
            vendorName: vendor.name,
            invitedEmail: vendor.email,
            account,
            link: `${context.appUrl}${routeTo.vendor(vendor.id)}`,
          }),
        ),
      )
    }
    return buyer
  }

  /** What the vendor reads when its link to a buyer waits for that buyer. */
  const awaiting = (buyer: string | null) =>
    buyer
      ? ` ${buyer} invited another address, so they confirm your registration before you see their requests.`
      : ''

  /** A new code and its queued e-mail, in `tx` (flush the outbox after the commit). */
  async function sendCode(account: VendorAccountRow, tx: Pick<Db, 'insert'>): Promise<void> {
    const code = newVerificationCode()
    await saveAccountCode(tx, account.id, {
      codeHash: hashCode(secret, account.id, code),
      expiresAt: new Date(context.now().getTime() + CODE_LIFETIME_MS),
    })
    await mail.queue(tx, vendorCodeMail(account.email, account.contactName, code))
  }

  /** Counts one more code for the account; a 429 once it had its share for now. */
  async function allowAnotherCode(account: VendorAccountRow): Promise<void> {
    const wait = await accountLimits.take('mail', `vendor:${account.id}`)
    if (wait) throw accountMustWait('You asked for several codes in a short time.', wait)
  }

  const requireUnverified = (account: VendorAccountRow) => {
    if (account.active) throw conflict('Your account is already verified.')
  }

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
