import type { FileRef, VendorAccount } from '@ally/sdk'
import type { VendorAccountRow } from '../context'

/** A company profile is complete once buyers can tell who they deal with and what it supplies. */
export const isOnboarded = (row: VendorAccountRow) =>
  !!(row.companyName && row.contactName && row.country && row.address && row.orderTypes.length)

/** A vendor account as the contract describes it, with its documents as signed links. */
export function toVendorAccount(row: VendorAccountRow, documents: FileRef[]): VendorAccount {
  return {
    id: row.id,
    email: row.email,
    companyName: row.companyName,
    contactName: row.contactName,
    phone: row.phone,
    country: row.country,
    address: row.address,
    website: row.website,
    orderTypes: row.orderTypes as VendorAccount['orderTypes'],
    contacts: row.contacts,
    documents,
    active: row.active,
    onboarded: isOnboarded(row),
    createdAt: row.createdAt.toISOString(),
  }
}
