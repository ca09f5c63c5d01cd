import type { Envelope } from '@ally/sdk'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import type { AccountRow } from '../db/account-tables'
import type { Db } from '../db/client'
import { badRequest } from '../http/errors'
import { accountMustWait } from '../rate-limit/account-limits'
import { CODE_LIFETIME_MS } from '../services/codes'
import { hashCode, newVerificationCode, verifyPassword } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import type { AccountRealm } from './realm'
import { findByEmail, saveCode } from './realm-queries'

// The steps of signing in that both realms take the same way: the answer that signs an account
// in, its e-mailed code, and checking a log-in. The handlers (account-handlers.ts,
// code-handlers.ts) are made of them, and so are a realm's own routes (the vendor's invitation).

/** What signing in answers: the account, its session's token, and its sign-up links' token. */
export interface SignedIn<View> {
  user: View
  token: string
  registrationToken?: string
}

/** The shared steps for one realm, made once per route module from the app's services. */
// ~80 lines on purpose: a factory whose length is its steps, each a few lines, sharing one realm's
// tables and the app's services.
export function createAccountFlow<Subject, Row extends AccountRow, View>(
  context: AppContext,
  realm: AccountRealm<Subject, Row, View>,
) {
  const { db, tokens, mail, accountLimits, secret } = context
  const claims = (row: Row) => ({
    sub: row.id,
    realm: realm.name,
    tv: row.tokenVersion,
    ...realm.claims(row),
  })

  /**
   * Opens a session for the subject. While the address is unverified it also gets the token its
   * sign-up links carry, so the session's never goes in a URL.
   */
  async function signIn(
    request: FastifyRequest,
    subject: Subject,
    lifetime: string,
  ): Promise<SignedIn<View>> {
    const row = realm.account(subject)
    const user = await realm.view(context, subject, request)
    const token = await context.sessions.start(claims(row), lifetime, request.headers['user-agent'])
    if (row.active) return { user, token }
    const link = { ...claims(row), purpose: 'registration' as const }
    return { user, token, registrationToken: await tokens.sign(link, TOKEN_LIFETIME.registration) }
  }

  /**
   * Replaces the account's code with a new one and queues its e-mail, in `tx`: the code and its
   * mail go together or not at all (flush the outbox after the commit).
   */
  async function sendCode(row: Row, tx: Pick<Db, 'insert'>): Promise<void> {
    const code = newVerificationCode()
    await saveCode(realm, tx, row.id, {
      codeHash: hashCode(secret, row.id, code),
      expiresAt: new Date(context.now().getTime() + CODE_LIFETIME_MS),
    })
    await mail.queue(tx, realm.codeMail(row.email, realm.greeting(row), code))
  }

  /** Counts one more code for the account; a 429 once it had its share for now. */
  async function allowAnotherCode(row: Row): Promise<void> {
    const wait = await accountLimits.take('mail', `${realm.name}:${row.id}`)
    if (wait) throw accountMustWait('You asked for several codes in a short time.', wait)
  }

  /** The subject these credentials open; a 400 that names neither, or a 429 after many tries. */
  async function checkCredentials(body: { email: string; password: string }): Promise<Subject> {
    // Counted per address the person typed, known or not, so guesses spread over many client
    // addresses still run into it, and it tells nothing about who has an account.
    const limitKey = `${realm.name}:${body.email.toLowerCase()}`
    const wait = await accountLimits.waitMs('login', limitKey)
    if (wait) throw accountMustWait('Too many failed log-ins for this account.', wait)
    const found = await findByEmail(realm, db, body.email)
    const valid = await verifyPassword(found && realm.account(found).passwordHash, body.password)
    if (!found || !valid) {
      await accountLimits.take('login', limitKey)
      throw badRequest('Wrong e-mail or password.')
    }
    await accountLimits.clear('login', limitKey)
    return found
  }

  /** The log-in's answer; `note` follows its message (a buyer's invitation still to confirm). */
  async function welcome(
    request: FastifyRequest,
    subject: Subject,
    rememberMe: boolean | undefined,
    note = '',
  ): Promise<Envelope<SignedIn<View>>> {
    const lifetime = rememberMe ? TOKEN_LIFETIME.remembered : TOKEN_LIFETIME.session
    const verified = realm.account(subject).active
    return {
      message: `${verified ? 'Welcome back.' : 'Verify your e-mail to continue.'}${note}`,
      data: await signIn(request, subject, lifetime),
    }
  }

  return { signIn, sendCode, allowAnotherCode, checkCredentials, welcome }
}

export type AccountFlow<Subject, Row extends AccountRow, View> = ReturnType<
  typeof createAccountFlow<Subject, Row, View>
>
