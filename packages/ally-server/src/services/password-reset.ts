import type { Envelope } from '@ally/sdk'
import { badRequest } from '../http/errors'
import type { Mailer, MailMessage } from './mail'
import { hashLinkToken, hashPassword, newLinkToken } from './secrets'

/** A reset link works once, for one hour, for buyers and vendors alike. */
export const RESET_LIFETIME_MS = 60 * 60 * 1000

export const RESET_REQUESTED =
  'If an account exists for that e-mail, we sent it a link to reset the password.'
export const RESET_INVALID = 'This reset link is invalid or has expired. Ask for a new one.'
export const RESET_DONE = 'Your password has been changed. Log in with the new password.'

/** Whoever a reset is for: a business user or a vendor account. */
export interface ResetAccount {
  id: string
  email: string
  /** How the e-mail greets them. */
  name: string
}

/** Where one kind of account keeps its resets; the rules around them live here, once. */
export interface PasswordResetStore {
  findByEmail(email: string): Promise<ResetAccount | undefined>
  save(reset: { accountId: string; tokenHash: string; expiresAt: Date }): Promise<void>
  /**
   * In one transaction: take the unused, unexpired reset with this hash, mark it and every other
   * open reset of its account used, set the password and raise the token version (which ends
   * every session). False when no live reset has this hash.
   */
  consume(tokenHash: string, now: Date, passwordHash: string): Promise<boolean>
}

export interface PasswordResetOptions {
  store: PasswordResetStore
  mailer: Mailer
  now: () => Date
  /** The e-mailed link for a token. */
  link: (token: string) => string
  mail: (to: string, name: string, link: string) => MailMessage
}

/**
 * Forgot-password and reset-password for one kind of account: the link's token is random and
 * only its hash is stored, it works once and expires, and asking never reveals whether an
 * account exists.
 */
export function createPasswordReset(options: PasswordResetOptions) {
  const { store, mailer } = options
  return {
    async request(email: string): Promise<Envelope<null>> {
      const account = await store.findByEmail(email)
      if (account) {
        const { token, hash } = newLinkToken()
        await store.save({
          accountId: account.id,
          tokenHash: hash,
          expiresAt: new Date(options.now().getTime() + RESET_LIFETIME_MS),
        })
        await mailer.send(options.mail(account.email, account.name, options.link(token)))
      }
      // The same answer either way: it never tells whether an account exists.
      return { message: RESET_REQUESTED, data: null }
    },

    async reset(token: string, password: string): Promise<Envelope<null>> {
      const passwordHash = await hashPassword(password)
      const done = await store.consume(hashLinkToken(token), options.now(), passwordHash)
      if (!done) throw badRequest(RESET_INVALID, [{ path: 'body.token', message: RESET_INVALID }])
      return { message: RESET_DONE, data: null }
    },
  }
}
