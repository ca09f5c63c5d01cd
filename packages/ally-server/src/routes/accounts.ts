import {
  changeSignupEmail,
  forgotPassword,
  login,
  resendSignupCode,
  resetPassword,
  signup,
  verifySignupCode,
} from '@ally/sdk'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AppContext, BusinessRow, Caller, UserRow } from '../context'
import type { Db } from '../db/client'
import { businesses, passwordResets, users, verificationCodes } from '../db/schema'
import { badRequest, conflict } from '../http/errors'
import { implement } from '../http/implement'
import { CODE_LIFETIME_MS, checkCode } from '../services/codes'
import { passwordResetMail, verificationCodeMail } from '../services/mail-templates'
import { createPasswordReset, type PasswordResetStore } from '../services/password-reset'
import { hashCode, hashPassword, newVerificationCode, verifyPassword } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { toUser } from './users'

export { RESET_LIFETIME_MS } from '../services/password-reset'
/** Requests per minute per address on the endpoints worth guessing at, unless configured. */
export const AUTH_RATE_LIMIT = 10

const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select({ user: users, business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(sql`lower(${users.email}) = lower(${email})`)
  return row
}

async function emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const row = await findUserByEmail(db, email)
  return !!row && row.user.id !== exceptUserId
}

/** Business users' password resets, in `password_resets`. */
function buyerResetStore(db: Db): PasswordResetStore {
  return {
    async findByEmail(email) {
      const found = await findUserByEmail(db, email)
      return found && { id: found.user.id, email: found.user.email, name: found.user.firstName }
    },
    async save({ accountId, tokenHash, expiresAt }) {
      await db.insert(passwordResets).values({ userId: accountId, tokenHash, expiresAt })
    },
    consume: (tokenHash, now, passwordHash) =>
      db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning()
        if (!reset) return false
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, reset.userId))
        return true
      }),
  }
}

export function accountRoutes(context: AppContext, rateLimit = AUTH_RATE_LIMIT) {
  const { db, tokens, mailer, secret } = context

  const session = (user: UserRow, lifetime: string) =>
    tokens.sign(
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
    store: buyerResetStore(db),
    mailer,
    now: context.now,
    link: (token) => `${context.appUrl}/reset-password?token=${encodeURIComponent(token)}`,
    mail: passwordResetMail,
  })

  /** Replaces the user's code with a new one and e-mails it. */
  async function sendCode(user: UserRow): Promise<void> {
    const code = newVerificationCode()
    const values = {
      codeHash: hashCode(secret, user.id, code),
      expiresAt: new Date(context.now().getTime() + CODE_LIFETIME_MS),
      failedAttempts: 0,
    }
    await db
      .insert(verificationCodes)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: verificationCodes.userId, set: values })
    await mailer.send(verificationCodeMail(user.email, user.firstName, code))
  }

  function requireUnverified(caller: Caller): void {
    if (caller.user.active) throw conflict('Your account is already verified.')
  }

  const result = async (user: UserRow, business: BusinessRow, lifetime: string) => ({
    user: toUser(user, business),
    token: await session(user, lifetime),
    ...(user.active ? {} : { registrationToken: await registrationToken(user) }),
  })

  return [
    implement(
      signup,
      async ({ body }) => {
        if (await emailTaken(db, body.email)) {
          throw conflict('An account with this e-mail already exists. Log in instead.')
        }
        const passwordHash = await hashPassword(body.password)
        const created = await db.transaction(async (tx) => {
          const [business] = await tx
            .insert(businesses)
            .values({ name: body.businessName })
            .returning()
          if (!business) throw new Error('The business was not created')
          const [user] = await tx
            .insert(users)
            .values({
              businessId: business.id,
              email: body.email,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              phone: body.phone ?? null,
              role: 'owner',
            })
            .returning()
          if (!user) throw new Error('The user was not created')
          return { user, business }
        })
        await sendCode(created.user)
        return {
          message: `Account created. We sent a 6-digit code to ${created.user.email}.`,
          data: await result(created.user, created.business, TOKEN_LIFETIME.unverified),
        }
      },
      { rateLimit },
    ),

    implement(
      verifySignupCode,
      async ({ body, caller }) => {
        requireUnverified(caller)
        const [pending] = await db
          .select()
          .from(verificationCodes)
          .where(eq(verificationCodes.userId, caller.user.id))
        await checkCode({
          pending,
          secret,
          subjectId: caller.user.id,
          code: body.code,
          now: context.now(),
          recordFailure: async (failedAttempts) => {
            await db
              .update(verificationCodes)
              .set({ failedAttempts })
              .where(eq(verificationCodes.userId, caller.user.id))
          },
        })
        const [user] = await db.transaction(async (tx) => {
          await tx.delete(verificationCodes).where(eq(verificationCodes.userId, caller.user.id))
          return tx
            .update(users)
            .set({ active: true })
            .where(eq(users.id, caller.user.id))
            .returning()
        })
        if (!user) throw new Error('The user disappeared during verification')
        return {
          message: 'Your e-mail is verified.',
          data: await result(user, caller.business, TOKEN_LIFETIME.session),
        }
      },
      { rateLimit },
    ),

    implement(
      resendSignupCode,
      async ({ caller }) => {
        requireUnverified(caller)
        await sendCode(caller.user)
        return { message: `We sent a new code to ${caller.user.email}.`, data: null }
      },
      { rateLimit },
    ),

    implement(
      changeSignupEmail,
      async ({ body, caller }) => {
        requireUnverified(caller)
        if (await emailTaken(db, body.email, caller.user.id)) {
          throw conflict('An account with this e-mail already exists.')
        }
        const [user] = await db
          .update(users)
          .set({ email: body.email })
          .where(eq(users.id, caller.user.id))
          .returning()
        if (!user) throw new Error('The user disappeared during the e-mail change')
        await sendCode(user)
        return {
          message: `we sent a new code to ${user.email}.`,
          data: await result(user, caller.business, TOKEN_LIFETIME.unverified),
        }
      },
      { rateLimit },
    ),

    implement(
      login,
      async ({ body }) => {
        const found = await findUserByEmail(db, body.email)
        const valid = await verifyPassword(found?.user.passwordHash, body.password)
        if (!found || !valid) throw badRequest('Wrong e-mail or password.')
        const lifetime = body.rememberMe ? TOKEN_LIFETIME.remembered : TOKEN_LIFETIME.session
        return {
          message: found.user.active ? 'Welcome back.' : 'Verify your e-mail to continue.',
          data: await result(found.user, found.business, lifetime),
        }
      },
      { rateLimit },
    ),

    implement(forgotPassword, ({ body }) => passwordReset.request(body.email), { rateLimit }),

    implement(resetPassword, ({ body }) => passwordReset.reset(body.token, body.password), {
      rateLimit,
    }),
  ]
}
