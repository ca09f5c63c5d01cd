import { and, eq, gt, inArray, type SQL } from 'drizzle-orm'
import type { VendorAccountRow } from '../context'
import type { Db } from '../db/client'
import { businesses, files, vendorAccounts, vendors } from '../db/schema'
import { hashLinkToken } from '../services/secrets'

// Vendor accounts in the database: the accounts, the buyers' invitations they take, and their
// documents. What every account has (codes, resets) is in accounts/realm-queries.ts. Nothing here
// knows about HTTP.

/** The vendor account whose row matches `where`, a condition on `vendor_accounts`. */
export async function findAccount(db: Pick<Db, 'select'>, where: SQL) {
  const [row] = await db.select().from(vendorAccounts).where(where)
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

/** Every buyer whose invite the account took sees the vendor active once its address is verified. */
export async function activateInvitedVendors(
  tx: Pick<Db, 'update'>,
  accountId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(vendors)
    .set({ status: 'active', joinedAt: now, inviteTokenHash: null })
    .where(and(eq(vendors.vendorAccountId, accountId), eq(vendors.status, 'invited')))
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
