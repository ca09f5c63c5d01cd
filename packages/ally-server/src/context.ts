import type { Db } from './db/client'
import type { businesses, users, vendorAccounts } from './db/schema'
import type { FileStore } from './services/files'
import type { Mailer } from './services/mail'
import type { Tokens } from './services/tokens'

/** What route modules need, made once in buildApp. */
export interface AppContext {
  db: Db
  mailer: Mailer
  tokens: Tokens
  files: FileStore
  /** Keys codes and secrets; from ALLY_SECRET or the data folder. */
  secret: string
  /** The app's public URL, for links in e-mails. */
  appUrl: string
  now: () => Date
}

export type UserRow = typeof users.$inferSelect
export type BusinessRow = typeof businesses.$inferSelect

/** The authenticated business user of a request. */
export interface Caller {
  user: UserRow
  business: BusinessRow
}

export type VendorAccountRow = typeof vendorAccounts.$inferSelect

/** The authenticated vendor of a vendor-portal request. */
export interface VendorCaller {
  account: VendorAccountRow
}
