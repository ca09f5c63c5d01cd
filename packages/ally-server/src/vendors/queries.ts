import type { VendorInput } from '@ally/sdk'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { findOwn, ownRow } from '../db/own-rows'
import { vendors } from '../db/schema'
import { containing } from '../db/search'
import { REPORT_CURRENCY } from '../services/currency'
import type { VendorRow } from './mappers'
import { type VendorPerformanceRow, vendorPerformance } from './vendor-performance'

// A business's vendor list in the database. Every read and write is scoped by business id.

/** One of the business's vendors; undefined for another business's, or an id that is no UUID. */
export async function findOwnVendor(
  db: Db,
  businessId: string,
  vendorId: string,
): Promise<VendorRow | undefined> {
  return findOwn(vendors, businessId, vendorId, (where) => db.select().from(vendors).where(where))
}

/** The lower-cased e-mail addresses already in the business's list. */
export async function listedEmails(db: Db, businessId: string): Promise<Set<string>> {
  const rows = await db
    .select({ email: sql<string>`lower(${vendors.email})` })
    .from(vendors)
    .where(eq(vendors.businessId, businessId))
  return new Set(rows.map((row) => row.email))
}

/** Whether another vendor of the business has this address, in any case. */
export async function emailListed(db: Db, businessId: string, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.businessId, businessId), sql`lower(${vendors.email}) = lower(${email})`))
  return !!taken
}

/**
 * A vendor that quoted or accepted a PO deals with the buyer, by its e-mailed links as much as by
 * the portal: active in the buyer's list from then on, joined on that day unless it registered
 * before. (Answering by link alone, vendors that quoted, accepted and shipped stayed "Invited".)
 */
export async function markVendorActive(
  tx: Pick<Db, 'update'>,
  vendorId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(vendors)
    .set({
      status: 'active',
      joinedAt: sql`coalesce(${vendors.joinedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(vendors.id, vendorId), eq(vendors.status, 'invited')))
}

/** A blank optional field is stored as null. */
export const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null)

/**
 * Invited vendors, in `tx`. A concurrent invite of the same address loses quietly instead of
 * failing the batch: compare the rows returned with those asked for.
 */
export function insertInvitedVendors(
  tx: Pick<Db, 'insert'>,
  businessId: string,
  invited: { input: VendorInput; hash: string }[],
  expiresAt: Date,
): Promise<VendorRow[]> {
  return tx
    .insert(vendors)
    .values(
      invited.map(({ input, hash }) => ({
        businessId,
        name: input.name.trim(),
        email: input.email.trim(),
        contactName: clean(input.contactName),
        phone: clean(input.phone),
        country: clean(input.country),
        address: clean(input.address),
        orderTypes: input.orderTypes ?? [],
        inviteTokenHash: hash,
        inviteExpiresAt: expiresAt,
      })),
    )
    .onConflictDoNothing()
    .returning()
}

export async function updateOwnVendor(
  db: Db,
  businessId: string,
  vendorId: string,
  change: Partial<typeof vendors.$inferInsert>,
): Promise<VendorRow | undefined> {
  const [row] = await db
    .update(vendors)
    .set(change)
    .where(ownRow(vendors, businessId, vendorId))
    .returning()
  return row
}

/** The list's filters: free text over name, e-mail and contact, status and order type. */
export function vendorFilters(
  businessId: string,
  query: { search?: string; status?: VendorRow['status']; orderType?: string },
): SQL | undefined {
  const filters: SQL[] = [eq(vendors.businessId, businessId)]
  const search = query.search?.trim()
  if (search) filters.push(sql`${vendors.searchText} like ${containing(search)}`)
  if (query.status) filters.push(eq(vendors.status, query.status))
  if (query.orderType) filters.push(sql`${query.orderType} = any(${vendors.orderTypes})`)
  return and(...filters)
}

/** All-time performance of one vendor for the business; undefined without any activity. */
export async function vendorRecord(
  db: Db,
  scope: { businessId: string; vendorId: string; now: Date },
): Promise<VendorPerformanceRow | undefined> {
  const performance = await vendorPerformance(db, {
    businessId: scope.businessId,
    now: scope.now,
    currency: REPORT_CURRENCY,
    vendorIds: [scope.vendorId],
  }).byVendor()
  return performance.get(scope.vendorId)
}
