import type { Db } from './db/client'
import type { businesses, users, vendorAccounts } from './db/schema'
import type { FileLinks } from './files/file-links'
import type { FileStore } from './files/file-store'
import type { AccountLimits } from './rate-limit/account-limits'
import type { BackgroundWork } from './services/background'
import type { MailOutbox } from './services/mail-outbox'
import type { Sessions } from './services/sessions'
import type { Signals } from './services/signals'
import type { Tokens } from './services/tokens'

/** What route modules need, made once in buildApp. */
export interface AppContext {
  db: Db
  /** Mail queued with the write that causes it and sent after commit (docs/architecture.md#mail). */
  mail: MailOutbox
  tokens: Tokens
  sessions: Sessions
  /** Per-account limits on log-ins and mailed codes (docs/product-rules.md). */
  accountLimits: AccountLimits
  files: FileStore
  /** Signed, expiring links to stored files (docs/product-rules.md#files). */
  fileLinks: FileLinks
  /** Keys codes and secrets; from ALLY_SECRET or the data folder. */
  secret: string
  /** The app's public URL, for links in e-mails. */
  appUrl: string
  now: () => Date
  /** Work started by a request that runs on after its answer (services/background.ts). */
  background: BackgroundWork
  /** News of committed writes, for other domains' work that follows them (services/signals.ts). */
  signals: Signals
}

export type UserRow = typeof users.$inferSelect
export type BusinessRow = typeof businesses.$inferSelect

/** The authenticated business user of a request. */
export interface Caller {
  user: UserRow
  business: BusinessRow
  /** The session the token belongs to; null for a registration token. */
  sessionId: string | null
}

export type VendorAccountRow = typeof vendorAccounts.$inferSelect

/** The authenticated vendor of a vendor-portal request. */
export interface VendorCaller {
  account: VendorAccountRow
  /** The session the token belongs to; null for a registration token. */
  sessionId: string | null
}

/**
 * The caller of an operator endpoint (the website's deal editing): whoever holds the operator key
 * (`ALLY_OPERATOR_KEY`). No session, no business: the website is the operator's
 * (docs/website.md#the-operator-key).
 */
export interface OperatorCaller {
  readonly realm: 'operator'
}
