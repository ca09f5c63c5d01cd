import {
  type AccountSession,
  changePassword,
  confirmEmailChange,
  endOneSession,
  listSessions,
  requestEmailChange,
} from '@ally/sdk'
import type { AppContext } from '../context'
import { isUuid } from '../db/ids'
import { conflict, fieldError, notFound } from '../http/errors'
import { implement } from '../http/implement'
import { accountMustWait } from '../rate-limit/account-limits'
import { CODE_LIFETIME_MS, checkCode } from '../services/codes'
import { assertAcceptablePassword } from '../services/password-policy'
import { hashCode, hashPassword, newVerificationCode } from '../services/secrets'
import { emailChangeCodeMail, emailChangedMail, passwordChangedMail } from './account-mail'
import { createPasswordCheck } from './current-password'
import { describeDevice } from './device'
import { buyerRealm } from './realm'
import { emailTaken } from './realm-queries'
import {
  applyEmailChange,
  endUserSession,
  liveSessions,
  pendingEmailChange,
  recordEmailChangeFailure,
  savePassword,
  savePendingEmailChange,
} from './security-queries'

// A signed-in business user's own log-in, from settings (docs/product-rules.md, "Settings"): the
// password, the login e-mail and the sessions. Each asks for the current password where a
// stolen session alone should not be enough (a new password, a new address).

// ~100 lines on purpose: a list of five route handlers, each short and read on its own, sharing
// the context and the password check.
export function securityRoutes(context: AppContext) {
  const { db, mail, accountLimits, secret } = context

  const checkPassword = createPasswordCheck(context)

  return [
    implement(changePassword, async ({ body, caller }) => {
      await checkPassword(caller, body.currentPassword, 'currentPassword')
      await assertAcceptablePassword(body.password, buyerRealm.passwordContext(caller))
      const passwordHash = await hashPassword(body.password)
      const { user } = caller
      await db.transaction(async (tx) => {
        await savePassword(tx, user.id, passwordHash, context.now())
        await context.sessions.endOthers(user.id, caller.sessionId, tx)
        await mail.queue(tx, passwordChangedMail(user.email, user.firstName))
      })
      void mail.flush()
      return {
        message: 'Your password is changed. Your other sessions were logged out.',
        data: null,
      }
    }),

    implement(requestEmailChange, async ({ body, caller }) => {
      await checkPassword(caller, body.password, 'password')
      const { user } = caller
      if (body.email.toLowerCase() === user.email.toLowerCase()) {
        throw fieldError('body.email', 'This is already your login e-mail.')
      }
      if (await emailTaken(buyerRealm, db, body.email, user.id)) {
        throw conflict(buyerRealm.emailTaken)
      }
      const wait = await accountLimits.take('mail', `buyer:${user.id}`)
      if (wait) throw accountMustWait('You asked for several codes in a short time.', wait)
      const code = newVerificationCode()
      const expiresAt = new Date(context.now().getTime() + CODE_LIFETIME_MS)
      await db.transaction(async (tx) => {
        const codeHash = hashCode(secret, user.id, code)
        await savePendingEmailChange(tx, {
          userId: user.id,
          newEmail: body.email,
          codeHash,
          expiresAt,
        })
        await mail.queue(tx, emailChangeCodeMail(body.email, user.firstName, code))
      })
      void mail.flush()
      return {
        message: `We sent a 6-digit code to ${body.email}.`,
        data: { email: body.email, expiresAt: expiresAt.toISOString() },
      }
    }),

    implement(confirmEmailChange, async ({ body, caller, request }) => {
      const { user } = caller
      const pending = await pendingEmailChange(db, user.id)
      await checkCode({
        pending,
        secret,
        subjectId: user.id,
        code: body.code,
        now: context.now(),
        recordFailure: (failed) => recordEmailChangeFailure(db, user.id, failed),
      })
      if (!pending) throw new Error('checkCode passed without a pending change')
      if (await emailTaken(buyerRealm, db, pending.newEmail, user.id)) {
        throw conflict(buyerRealm.emailTaken)
      }
      const changed = await db.transaction(async (tx) => {
        const row = await applyEmailChange(tx, user.id, pending.newEmail)
        await mail.queue(tx, emailChangedMail(user.email, user.firstName, pending.newEmail))
        return row
      })
      if (!changed) throw new Error('The user disappeared during the e-mail change')
      void mail.flush()
      const view = await buyerRealm.view(context, { ...caller, user: changed }, request)
      return { message: `You now log in with ${changed.email}.`, data: { user: view } }
    }),

    implement(listSessions, async ({ caller }) => {
      const rows = await liveSessions(db, caller.user.id, context.now())
      const list: AccountSession[] = rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        expiresAt: row.expiresAt.toISOString(),
        current: row.id === caller.sessionId,
      }))
      return { message: 'Sessions', data: { sessions: list } }
    }),

    implement(endOneSession, async ({ params, caller }) => {
      const ended =
        isUuid(params.id) && (await endUserSession(db, caller.user.id, params.id, context.now()))
      if (!ended) throw notFound('This session has already ended.')
      return { message: 'That session is logged out.', data: null }
    }),
  ]
}
