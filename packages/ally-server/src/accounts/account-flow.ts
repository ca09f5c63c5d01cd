import type { FastifyRequest } from 'fastify'
import type { AppContext, BusinessRow, Caller, UserRow } from '../context'
import type { Db } from '../db/client'
import { conflict } from '../http/errors'
import { accountMustWait } from '../rate-limit/account-limits'
import { CODE_LIFETIME_MS } from '../services/codes'
import { verificationCodeMail } from '../services/mail-templates'
import { hashCode, newVerificationCode } from '../services/secrets'
import { TOKEN_LIFETIME } from '../services/tokens'
import { toUser } from './mappers'
import { saveVerificationCode } from './queries'

// The steps a business user's account routes share (routes.ts, code-routes.ts): the answer that
// signs the user in, and the e-mailed code.

export function requireUnverified(caller: Caller): void {
  if (caller.user.active) throw conflict('Your account is already verified.')
}

/** The shared steps, made once per route module from the app's services. */
export function createAccountFlow(context: AppContext) {
  const { tokens, mail, accountLimits, secret, fileLinks } = context

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

  return { result, sendCode, allowAnotherCode }
}
