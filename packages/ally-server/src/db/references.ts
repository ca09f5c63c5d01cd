import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { isUuid } from './ids'
import { businesses, orders, vendors } from './schema'

// SQL pieces the record lists share (sourcing, purchase orders, shipments, the website's).

/** The vendor of a row, as the contract's vendor reference. */
export const vendorRef = { id: vendors.id, name: vendors.name, email: vendors.email }
/** The buyer of a row, for the vendor portal's lists. */
export const buyerRef = { businessId: businesses.id, businessName: businesses.name }

/** `count(*) over ()`: the number of matches, carried by each row of a page. */
export const matchCount = sql<number>`count(*) over ()`.mapWith(Number)

const NO_ROW = '00000000-0000-0000-0000-000000000000'
/** A filter id that is not a UUID names no row: match nothing instead of failing the cast. */
export const uuidOrNone = (id: string) => (isUuid(id) ? id : NO_ROW)

/** Filters every sourcing list takes, besides its own status. */
export interface SourcingFilters<Status> {
  search?: string
  vendor?: string
  taId?: string
  amount?: number
  status?: Status
}

/**
 * The deal-reference filter (`taId`): the order's reference, or `ownNumber` (a PO's number) for a
 * record made without an order; case does not matter.
 */
export const dealReference = (taId: string | undefined, ownNumber: PgColumn): SQL | undefined =>
  taId ? sql`lower(coalesce(${orders.taId}, ${ownNumber})) = lower(${taId})` : undefined
