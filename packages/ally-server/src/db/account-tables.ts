import type { SessionRealm } from '@ally/sdk'
import { eq, sql } from 'drizzle-orm'
import type { Db } from './client'
import {
  passwordResets,
  users,
  vendorAccounts,
  vendorPasswordResets,
  vendorVerificationCodes,
  verificationCodes,
} from './schema'

// Where each realm keeps its accounts, their sign-up codes and their password resets: the tables
// built from the same column helpers (schema/account-columns.ts), which the services (sessions)
// and both account domains (accounts/realm-queries.ts) address by realm.

export const ACCOUNT_TABLES = {
  buyer: { accounts: users, codes: verificationCodes, resets: passwordResets },
  vendor: {
    accounts: vendorAccounts,
    codes: vendorVerificationCodes,
    resets: vendorPasswordResets,
  },
} as const satisfies Record<SessionRealm, unknown>

export type AccountTables = (typeof ACCOUNT_TABLES)[SessionRealm]
export type AccountTable = AccountTables['accounts']

/** The columns every account has, whatever its realm (`credentialColumns`, `accountStateColumns`). */
export type AccountRow = Pick<
  AccountTable['$inferSelect'],
  'id' | 'email' | 'passwordHash' | 'active' | 'tokenVersion' | 'createdAt'
>

/**
 * Raises an account's token version, which voids every token signed before (a password reset,
 * logging out everywhere), setting `change` in the same statement.
 */
export async function raiseTokenVersion(
  tx: Pick<Db, 'update'>,
  realm: SessionRealm,
  accountId: string,
  change: Partial<Pick<AccountRow, 'passwordHash'>> = {},
): Promise<void> {
  const { accounts } = ACCOUNT_TABLES[realm]
  await tx
    .update(accounts)
    .set({ ...change, tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.id, accountId))
}
