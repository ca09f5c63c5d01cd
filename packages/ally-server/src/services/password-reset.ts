import type { Envelope } from '@ally/sdk'
import type { Db } from '../db/client'
import { badRequest } from '../http/errors'
import type { AccountLimits } from '../rate-limit/account-limits'
import type { MailMessage } from './mail'
import type { MailOutbox } from './mail-outbox'
import { assertAcceptablePassword, type PasswordContext } from './password-policy'
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
  /** Stores a reset in `tx`, the transaction that also queues its e-mail. */
  save(
    reset: { accountId: string; tokenHash: string; expiresAt: Date },
    tx: Pick<Db, 'insert'>,
  ): Promise<void>
  /**
   * What the password rules need to know about the account of the unused, unexpired reset with
   * this hash (its e-mail, names, business); undefined when no live reset has this hash. Reads
   * only: the reset stays usable.
   */
  findOwner(tokenHash: string, now: Date): Promise<PasswordContext | undefined>
  /**
   * In one transaction: take the unused, unexpired reset with this hash, mark it and every other
   * open reset of its account used, set the password and raise the token version (which ends
   * every session). False when no live reset has this hash.
   */
  consume(tokenHash: string, now: Date, passwordHash: string): Promise<boolean>
}

export interface PasswordResetOptions {
  /** `buyer` or `vendor`: keys the per-account limit on reset mail. */
  realm: 'buyer' | 'vendor'
  db: Db
  store: PasswordResetStore
  outbox: MailOutbox
  limits: AccountLimits
  now: () => Date
  /** The e-mailed link for a token. */
  link: (token: string) => string
  mail: (to: string, name: string, link: string) => MailMessage
}

/**
 * Forgot-password and reset-password for one kind of account: the link's token is random and
 * only its hash is stored, it works once and expires, and asking never reveals whether an
 * account exists — not in its answer, and not in how long the answer takes.
 */
export function createPasswordReset(options: PasswordResetOptions) {
  const { store, outbox, limits, db } = options

  /** Stores a reset for `email`'s account, if there is one, and queues its link. */
  async function sendLink(email: string): Promise<void> {
    const account = await store.findByEmail(email)
    if (!account) return
    // An account asked for too many links: quietly send no more (the answer was already given).
    if (await limits.take('mail', `${options.realm}:${account.id}`)) return
    const { token, hash } = newLinkToken()
    await db.transaction(async (tx) => {
      await store.save(
        {
          accountId: account.id,
          tokenHash: hash,
          expiresAt: new Date(options.now().getTime() + RESET_LIFETIME_MS),
        },
        tx,
      )
      await outbox.queue(tx, options.mail(account.email, account.name, options.link(token)))
    })
  }

  return {
    request(email: string): Promise<Envelope<null>> {
      // The same answer either way, given before any work that depends on the account: it never
      // tells whether an account exists.
      outbox.later(() => sendLink(email))
      return Promise.resolve({ message: RESET_REQUESTED, data: null })
    },

    async reset(token: string, password: string): Promise<Envelope<null>> {
      const invalid = () =>
        badRequest(RESET_INVALID, [{ path: 'body.token', message: RESET_INVALID }])
      const tokenHash = hashLinkToken(token)
      const owner = await store.findOwner(tokenHash, options.now())
      if (!owner) throw invalid()
      // A refused password leaves the link usable, so the person can try another.
      await assertAcceptablePassword(password, owner)
      const passwordHash = await hashPassword(password)
      if (!(await store.consume(tokenHash, options.now(), passwordHash))) throw invalid()
      return { message: RESET_DONE, data: null }
    },
  }
}
