import type { SessionRealm, User } from '@ally/sdk'
import type { SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AppContext, Caller, UserRow } from '../context'
import type { AccountRow } from '../db/account-tables'
import type { Db } from '../db/client'
import type { MailMessage } from '../services/mail'
import { verificationCodeMail } from '../services/mail-templates'
import type { PasswordContext } from '../services/password-policy'
import { toUser } from './mappers'
import { findUser } from './queries'

// One account stack for business users and vendor accounts: the queries (realm-queries.ts), the
// steps (account-flow.ts) and the handlers (account-handlers.ts, code-handlers.ts) run on a realm,
// which says what differs between the two: who an account is, how it is shown, greeted and
// mailed, and its words. The buyer's realm is here; the vendor's is vendor-portal/realm.ts.

/**
 * One kind of account. `Subject` is who signs in (a user with their business, a vendor account),
 * `Row` its account row, `View` what the contract shows of it.
 */
export interface AccountRealm<Subject, Row extends AccountRow, View> {
  /** Names its tables (db/account-tables.ts), sessions, tokens and per-account limit keys. */
  name: SessionRealm
  /** Says "The <noun> disappeared …" when a row vanishes mid-request. */
  noun: string
  /** The 409 for an address another account of the realm has. */
  emailTaken: string
  /** The subject whose account row matches `where`, a condition on the realm's accounts table. */
  find(db: Pick<Db, 'select'>, where: SQL): Promise<Subject | undefined>
  account(subject: Subject): Row
  /** The same subject with its account row as written back. */
  withAccount(subject: Subject, row: Row): Subject
  /** What the token carries besides the account and its token version. */
  claims(row: Row): { bid?: string }
  /** How e-mails greet the account. */
  greeting(row: Row): string
  /** What the password rules weigh against the account's password (docs/product-rules.md). */
  passwordContext(subject: Subject): PasswordContext
  codeMail(to: string, name: string, code: string): MailMessage
  /** The e-mailed link to set a new password. */
  resetLink(appUrl: string, token: string): string
  /** The account as an answer shows it, its files signed for `request`. */
  view(context: AppContext, subject: Subject, request: FastifyRequest): Promise<View>
  /** What else verifying the address changes, in its transaction, before the account is active. */
  activate?(tx: Db, accountId: string, now: Date): Promise<void>
}

/** A business user, who signs in with their business. */
export type BuyerSubject = Pick<Caller, 'user' | 'business'>

export const buyerRealm: AccountRealm<BuyerSubject, UserRow, User> = {
  name: 'buyer',
  noun: 'user',
  emailTaken: 'An account with this e-mail already exists.',
  find: findUser,
  account: (subject) => subject.user,
  withAccount: (subject, user) => ({ user, business: subject.business }),
  claims: (user) => ({ bid: user.businessId }),
  greeting: (user) => user.firstName,
  passwordContext: ({ user, business }) => ({
    email: user.email,
    names: [user.firstName, user.lastName],
    businessName: business.name,
  }),
  codeMail: verificationCodeMail,
  resetLink: (appUrl, token) => `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
  view: async ({ fileLinks }, { user, business }, request) =>
    toUser(user, business, fileLinks.forRequest(request)),
}
