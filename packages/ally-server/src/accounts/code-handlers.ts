import type { Envelope } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import type { AccountRow } from '../db/account-tables'
import { conflict } from '../http/errors'
import { checkCode } from '../services/codes'
import { TOKEN_LIFETIME } from '../services/tokens'
import type { AccountFlow, SignedIn } from './account-flow'
import type { AccountRealm } from './realm'
import {
  activateAccount,
  changeEmail,
  emailTaken,
  findCode,
  recordCodeFailure,
} from './realm-queries'

// The handlers of a new account's e-mail code, the same in both realms: checking it, sending
// another, and changing the address it goes to before the account is verified.

export function createCodeHandlers<Subject, Row extends AccountRow, View>(
  context: AppContext,
  realm: AccountRealm<Subject, Row, View>,
  flow: AccountFlow<Subject, Row, View>,
) {
  const { db, mail, secret } = context
  const unverified = (subject: Subject): Row => {
    const row = realm.account(subject)
    if (row.active) throw conflict('Your account is already verified.')
    return row
  }
  const gone = (during: string) => new Error(`The ${realm.noun} disappeared during ${during}`)
  type Input<Body> = {
    body: Body
    caller: Subject & { sessionId?: string | null }
    request: FastifyRequest
  }
  type Answer = Promise<Envelope<SignedIn<View>>>

  return {
    async verifyCode({ body, caller, request }: Input<{ code: string }>): Answer {
      const { id } = unverified(caller)
      await checkCode({
        pending: await findCode(realm, db, id),
        secret,
        subjectId: id,
        code: body.code,
        now: context.now(),
        recordFailure: (failedAttempts) => recordCodeFailure(realm, db, id, failedAttempts),
      })
      const row = await activateAccount(realm, db, id, context.now())
      if (!row) throw gone('verification')
      const subject = realm.withAccount(caller, row)
      const signedIn = await flow.signIn(request, subject, TOKEN_LIFETIME.session)
      // The sign-up's short session gives way to this one: the device holds one session, and the
      // list in settings shows one line for it.
      if (caller.sessionId) await context.sessions.end(caller.sessionId, id)
      return { message: 'Your e-mail is verified.', data: signedIn }
    },

    async resendCode({ caller }: { caller: Subject }): Promise<Envelope<null>> {
      const row = unverified(caller)
      await flow.allowAnotherCode(row)
      await db.transaction((tx) => flow.sendCode(row, tx))
      void mail.flush()
      return { message: `We sent a new code to ${row.email}.`, data: null }
    },

    async changeEmail({ body, caller, request }: Input<{ email: string }>): Answer {
      const current = unverified(caller)
      if (await emailTaken(realm, db, body.email, current.id)) throw conflict(realm.emailTaken)
      await flow.allowAnotherCode(current)
      const row = await db.transaction(async (tx) => {
        const changed = await changeEmail(realm, tx, current.id, body.email)
        if (!changed) throw gone('the e-mail change')
        await flow.sendCode(changed, tx)
        return changed
      })
      void mail.flush()
      const subject = realm.withAccount(caller, row)
      return {
        message: `we sent a new code to ${row.email}.`,
        data: await flow.signIn(request, subject, TOKEN_LIFETIME.unverified),
      }
    },
  }
}
