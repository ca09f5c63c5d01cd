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
import type { FastifyRequest } from 'fastify'
import type { AppContext, BusinessRow, Caller, UserRow } from '../context'
import type { Db } from '../db/client'
import { badRequest, conflict } from '../http/errors'
import { implement } from '../http/implement'
import { accountMustWait } from '../rate-limit/account-limits'
import { AUTH_RATE_LIMIT } from '../rate-limit/auth-rate-limit'
import { CODE_LIFETIME_MS, checkCode } from '../services/codes'
import { passwordResetMail, verificationCodeMail } from '../services/mail-templates'
import { assertAcceptablePassword } from '../services/password-policy'
import { createPasswordReset } from '../services/password-reset'
import { hashCode, hashPassword, newVerificationCode, verifyPassword } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { toUser } from './mappers'
import {
  activateUser,
  buyerResetStore,
  changeUserEmail,
  emailTaken,
  findUserByEmail,
  findVerificationCode,
  insertBusinessOwner,
  recordCodeFailure,
  saveVerificationCode,
} from './queries'

// Sign-up, its e-mail code, log-in, password reset and log-out of business users.

export function accountRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, tokens, mail, accountLimits, secret, fileLinks } = context

  const session = (user: UserRow, lifetime: string) =>
    context.sessions.start(
      { sub: user.id, realm: 'buyer', bid: user.businessId, tv: user.tokenVersion },
      lifetime,
    )
  /** The token sign-up links carry instead of the session's. */
  const registrationToken = (user: UserRow) =>
    tokens.sign(
      {
        sub: user.id,
        realm: 'buyer',
        bid: user.businessId,
        tv: user.tokenVersion,
        purpose: 'registration',
      },
      TOKEN_LIFETIME.registration,
    )
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

  /**
   * Replaces the user's code with a new one and queues its e-mail, in `tx`: the code and its mail
   * go together or not at all (flush the outbox after the commit).
   */
  async function sendCode(user: UserRow, tx: Pick<Db, 'insert'>): Promise<void> {
    const code = newVerificationCode()
    await saveVerificationCode(tx, user.id, {
      codeHash: hashCode(secret, user.id, code),
      expiresAt: new Date(context.now().getTime() + CODE_LIFETIME_MS),
    })
    await mail.queue(tx, verificationCodeMail(user.email, user.firstName, code))
  }

  /** Counts one more code for the user; a 429 once they had their share for now. */
  async function allowAnotherCode(user: UserRow): Promise<void> {
    const wait = await accountLimits.take('mail', `buyer:${user.id}`)
    if (wait) throw accountMustWait('You asked for several codes in a short time.', wait)
  }

  function requireUnverified(caller: Caller): void {
    if (caller.user.active) throw conflict('Your account is already verified.')
  }

  const result = async (
    request: FastifyRequest,
    user: UserRow,
    business: BusinessRow,
    lifetime: string,
  ) => ({
    user: toUser(user, business, fileLinks.forRequest(request)),
    token: await session(user, lifetime),
    ...(user.active ? {} : { registrationToken: await registrationToken(user) }),
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
