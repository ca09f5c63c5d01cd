import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { VendorAccountRow } from '../context'
import type { Db } from '../db/client'
import {
  businesses,
  files,
  vendorAccounts,
  vendorPasswordResets,
  vendors,
  vendorVerificationCodes,
} from '../db/schema'
import type { PasswordResetStore } from '../services/password-reset'
import { hashLinkToken } from '../services/secrets'

// Vendor accounts in the database: the accounts, their codes and password resets, the buyers'
// invitations they take, and their documents. Nothing here knows about HTTP.

export async function findAccountByEmail(db: Pick<Db, 'select'>, email: string) {
  const [row] = await db
    .select()
    .from(vendorAccounts)
    .where(sql`lower(${vendorAccounts.email}) = lower(${email})`)
  return row
}

export async function insertAccount(
  tx: Pick<Db, 'insert'>,
  values: Pick<
    typeof vendorAccounts.$inferInsert,
    'email' | 'passwordHash' | 'companyName' | 'contactName'
  >,
): Promise<VendorAccountRow> {
  const [created] = await tx.insert(vendorAccounts).values(values).returning()
  if (!created) throw new Error('The vendor account was not created')
  return created
}

/** A live invite (unexpired at `now`): its vendor row and the inviting business's name. */
export async function findInvite(db: Pick<Db, 'select'>, token: string, now: Date) {
  const [row] = await db
    .select({ vendor: vendors, businessName: businesses.name })
    .from(vendors)
    .innerJoin(businesses, eq(businesses.id, vendors.businessId))
    .where(and(eq(vendors.inviteTokenHash, hashLinkToken(token)), gt(vendors.inviteExpiresAt, now)))
  return row
}

/**
 * Links a buyer's vendor row to an account (a registration waiting for the buyer gives way to
 * it); an active account makes the vendor active.
 */
export async function linkVendorToAccount(
  tx: Pick<Db, 'update'>,
  vendorId: string,
  account: VendorAccountRow,
  now: Date,
): Promise<void> {
  await tx
    .update(vendors)
    .set({
      vendorAccountId: account.id,
      claimedByAccountId: null,
      claimedAt: null,
      ...(account.active
        ? { status: 'active' as const, joinedAt: now, inviteTokenHash: null }
        : {}),
    })
    .where(eq(vendors.id, vendorId))
}

/** Records that `accountId` registered through the vendor's invite with another address. */
export async function claimVendor(
  tx: Pick<Db, 'update'>,
  vendorId: string,
  accountId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(vendors)
    .set({ claimedByAccountId: accountId, claimedAt: now })
    .where(eq(vendors.id, vendorId))
}

/** Replaces the account's pending code with a new one (only its hash is kept). */
export async function saveAccountCode(
  tx: Pick<Db, 'insert'>,
  accountId: string,
  values: { codeHash: string; expiresAt: Date },
): Promise<void> {
  const row = { ...values, failedAttempts: 0 }
  await tx
    .insert(vendorVerificationCodes)
    .values({ accountId, ...row })
    .onConflictDoUpdate({ target: vendorVerificationCodes.accountId, set: row })
}

export async function findAccountCode(db: Db, accountId: string) {
  const [pending] = await db
    .select()
    .from(vendorVerificationCodes)
    .where(eq(vendorVerificationCodes.accountId, accountId))
  return pending
}

export async function recordAccountCodeFailure(db: Db, accountId: string, failedAttempts: number) {
  await db
    .update(vendorVerificationCodes)
    .set({ failedAttempts })
    .where(eq(vendorVerificationCodes.accountId, accountId))
}

/**
 * Marks the account verified and drops its code; every buyer whose invite it took now sees the
 * vendor active.
 */
export function activateAccount(
  db: Db,
  accountId: string,
  now: Date,
): Promise<VendorAccountRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.delete(vendorVerificationCodes).where(eq(vendorVerificationCodes.accountId, accountId))
    await tx
      .update(vendors)
      .set({ status: 'active', joinedAt: now, inviteTokenHash: null })
      .where(and(eq(vendors.vendorAccountId, accountId), eq(vendors.status, 'invited')))
    const [row] = await tx
      .update(vendorAccounts)
      .set({ active: true })
      .where(eq(vendorAccounts.id, accountId))
      .returning()
    return row
  })
}

export async function updateAccount(
  db: Pick<Db, 'update'>,
  accountId: string,
  change: Partial<typeof vendorAccounts.$inferInsert>,
): Promise<VendorAccountRow | undefined> {
  const [row] = await db
    .update(vendorAccounts)
    .set(change)
    .where(eq(vendorAccounts.id, accountId))
    .returning()
  return row
}

/** The stored files among `ids` that this account uploaded. */
export function accountFiles(db: Db, accountId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.vendorAccountId, accountId)))
}

/** Vendor accounts' password resets, in `vendor_password_resets`, under the buyer's rules. */
export function vendorResetStore(db: Db): PasswordResetStore {
  return {
    async findByEmail(email) {
      const account = await findAccountByEmail(db, email)
      return account && { id: account.id, email: account.email, name: account.contactName }
    },
    async save(reset, tx) {
      await tx.insert(vendorPasswordResets).values(reset)
    },
    async findOwner(tokenHash, now) {
      const [owner] = await db
        .select({
          email: vendorAccounts.email,
          contactName: vendorAccounts.contactName,
          companyName: vendorAccounts.companyName,
        })
        .from(vendorPasswordResets)
        .innerJoin(vendorAccounts, eq(vendorAccounts.id, vendorPasswordResets.accountId))
        .where(
          and(
            eq(vendorPasswordResets.tokenHash, tokenHash),
            isNull(vendorPasswordResets.usedAt),
            gt(vendorPasswordResets.expiresAt, now),
          ),
        )
      return (
        owner && {
          email: owner.email,
          names: [owner.contactName],
          businessName: owner.companyName,
        }
      )
    },
    consume: (tokenHash, now, passwordHash) =>
      db.transaction(async (tx) => {
        const [reset] = await tx
          .update(vendorPasswordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(vendorPasswordResets.tokenHash, tokenHash),
              isNull(vendorPasswordResets.usedAt),
              gt(vendorPasswordResets.expiresAt, now),
            ),
          )
          .returning()
        if (!reset) return false
        await tx
          .update(vendorPasswordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(vendorPasswordResets.accountId, reset.accountId),
              isNull(vendorPasswordResets.usedAt),
            ),
          )
        await tx
          .update(vendorAccounts)
          .set({ passwordHash, tokenVersion: sql`${vendorAccounts.tokenVersion} + 1` })
          .where(eq(vendorAccounts.id, reset.accountId))
        return true
      }),
  }
}
