import type { PendingRegistration } from '@ally/sdk'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isUuid } from '../db/ids'
import { vendorAccounts, vendors } from '../db/schema'
import { conflict, notFound } from '../http/errors'
import type { VendorRow } from './mappers'

// A registration through a vendor's invite with another address than the one invited waits for
// the buyer (docs/product-rules.md, "Vendors"): the vendor's page shows who registered, and the
// buyer links the account or declines it.

/** Who registered through the vendor's invite with another address, or null. */
export async function pendingRegistration(
  db: Db,
  vendor: Pick<VendorRow, 'claimedByAccountId' | 'claimedAt'>,
): Promise<PendingRegistration | null> {
  if (!vendor.claimedByAccountId || !vendor.claimedAt) return null
  const [account] = await db
    .select({
      email: vendorAccounts.email,
      companyName: vendorAccounts.companyName,
      contactName: vendorAccounts.contactName,
    })
    .from(vendorAccounts)
    .where(eq(vendorAccounts.id, vendor.claimedByAccountId))
  return account ? { ...account, registeredAt: vendor.claimedAt.toISOString() } : null
}

const NOTHING_WAITING = 'No registration is waiting for your confirmation on this vendor.'

/**
 * Links the waiting account to the vendor (`accept`), which then sees the buyer's RFQs and POs
 * and is reached at the address it registered with; or declines it, which leaves the invitation
 * to the address invited. Resolves to the vendor's row as it is now.
 */
export function answerRegistration(
  db: Db,
  {
    businessId,
    vendorId,
    accept,
    now,
  }: {
    businessId: string
    vendorId: string
    accept: boolean
    now: Date
  },
): Promise<VendorRow> {
  const missing = () => notFound('This vendor does not exist or is not in your list.')
  if (!isUuid(vendorId)) return Promise.reject(missing())
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .select()
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), eq(vendors.businessId, businessId)))
      .for('update')
    if (!vendor) throw missing()
    const accountId = vendor.claimedByAccountId
    if (!accountId) throw conflict(NOTHING_WAITING)
    const cleared = { claimedByAccountId: null, claimedAt: null }
    const [account] = accept
      ? await tx.select().from(vendorAccounts).where(eq(vendorAccounts.id, accountId))
      : []
    if (accept && !account) throw conflict(NOTHING_WAITING)
    if (account) {
      const others = and(eq(vendors.businessId, businessId), ne(vendors.id, vendor.id))
      const [linked] = await tx
        .select({ name: vendors.name })
        .from(vendors)
        .where(and(others, eq(vendors.vendorAccountId, account.id)))
      if (linked) throw conflict(`This account is already linked to ${linked.name} in your list.`)
      const [listed] = await tx
        .select({ name: vendors.name })
        .from(vendors)
        .where(and(others, sql`lower(${vendors.email}) = lower(${account.email})`))
      if (listed) {
        throw conflict(`${account.email} is already in your list, as ${listed.name}.`)
      }
    }
    const [row] = await tx
      .update(vendors)
      .set(
        account
          ? {
              ...cleared,
              vendorAccountId: account.id,
              // The buyer confirmed who registered: reached at its address, under its name.
              email: account.email,
              contactName: account.contactName,
              inviteTokenHash: null,
              ...(account.active ? { status: 'active' as const, joinedAt: now } : {}),
            }
          : cleared,
      )
      .where(eq(vendors.id, vendor.id))
      .returning()
    if (!row) throw new Error('The vendor disappeared while its registration was answered')
    return row
  })
}
