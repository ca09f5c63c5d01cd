import type { Envelope } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import type { AccountRow } from '../db/account-tables'
import type { Db } from '../db/client'
import { conflict } from '../http/errors'
import { passwordResetMail } from '../services/mail-templates'
import { assertAcceptablePassword, type PasswordContext } from '../services/password-policy'
import { createPasswordReset } from '../services/password-reset'
import { hashPassword } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { createAccountFlow, type SignedIn } from './account-flow'
import { createCodeHandlers } from './code-handlers'
import type { AccountRealm } from './realm'
import { emailTaken, resetStore } from './realm-queries'

// What a realm's account routes are made of (accounts/routes.ts, vendor-portal/routes.ts): the
// handlers of the endpoints that work the same in both realms (log-in, the sign-up code, password
// reset, log-out), and the steps of those that do not (sign-up, the vendor's invitation). Each
// domain implements its own endpoints with them.

/** Everything one realm's routes need, made once per route module from the app's services. */
export function createAccountHandlers<Subject, Row extends AccountRow, View>(
  context: AppContext,
  realm: AccountRealm<Subject, Row, View>,
) {
  const { db, mail } = context
  const flow = createAccountFlow(context, realm)
  const passwordReset = createPasswordReset({
    realm: realm.name,
    db,
    store: resetStore(realm, db),
    outbox: mail,
    limits: context.accountLimits,
    now: context.now,
    link: (token) => realm.resetLink(context.appUrl, token),
    mail: passwordResetMail,
  })

  /** A 409 with `message` when an account of the realm has this address already. */
  async function refuseTakenEmail(email: string, message: string): Promise<void> {
    if (await emailTaken(realm, db, email)) throw conflict(message)
  }

  /**
   * Creates an account once its password passes the rules: `insert` stores it in the transaction
   * that queues its code, and may give a `note` for the answer's message. Signs it in unverified.
   */
  async function register(
    request: FastifyRequest,
    input: {
      password: string
      passwordContext: PasswordContext
      insert(tx: Db, passwordHash: string): Promise<{ subject: Subject; note?: string }>
    },
  ): Promise<Envelope<SignedIn<View>>> {
    await assertAcceptablePassword(input.password, input.passwordContext)
    const passwordHash = await hashPassword(input.password)
    const created = await db.transaction(async (tx) => {
      const made = await input.insert(tx, passwordHash)
      await flow.sendCode(realm.account(made.subject), tx)
      return made
    })
    void mail.flush()
    const { email } = realm.account(created.subject)
    return {
      message: `Account created. We sent a 6-digit code to ${email}.${created.note ?? ''}`,
      data: await flow.signIn(request, created.subject, TOKEN_LIFETIME.unverified),
    }
  }

  type Caller = Subject & { sessionId: string | null }
  const loggedOut = (message: string): Envelope<null> => ({ message, data: null })

  return {
    ...flow,
    ...createCodeHandlers(context, realm, flow),
    refuseTakenEmail,
    register,

    async logIn({ body, request }: { body: LogIn; request: FastifyRequest }) {
      const subject = await flow.checkCredentials(body)
      return flow.welcome(request, subject, body.rememberMe)
    },
    forgotPassword: ({ body }: { body: { email: string } }) => passwordReset.request(body.email),
    resetPassword: ({ body }: { body: { token: string; password: string } }) =>
      passwordReset.reset(body.token, body.password),

    async endSession({ caller }: { caller: Caller }) {
      if (caller.sessionId) await context.sessions.end(caller.sessionId, realm.account(caller).id)
      return loggedOut('You are logged out.')
    },
    async endAllSessions({ caller }: { caller: Subject }) {
      await context.sessions.endAll(realm.name, realm.account(caller).id)
      return loggedOut('You are logged out on every device.')
    },
  }
}

interface LogIn {
  email: string
  password: string
  rememberMe?: boolean
}
