import type { Vendor, VendorInput } from '@ally/sdk'

/** What sending one checked row does: invite a new vendor, correct a listed one, or nothing. */
export type VendorRowPlan =
  | { action: 'invite' }
  | { action: 'update'; vendorId: string; changes: Partial<VendorInput>; fields: string[] }
  | { action: 'unchanged'; vendorId: string }

const FIELDS = [
  ['name', 'name'],
  ['contactName', 'contact'],
  ['phone', 'phone'],
  ['country', 'country'],
  ['address', 'address'],
] as const

const sameTypes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((type) => b.includes(type))

/**
 * Matches a row to the vendor list by e-mail (any case): a new address is invited; a listed one
 * is corrected with the values the row gives that differ (an empty cell keeps what is stored,
 * so a file with fewer columns never erases anything); the same values again change nothing.
 *
 * @example
 * planVendorRow({ name: 'Acme', email: 'A@acme.test', phone: '+1 555' }, listed)
 * // { action: 'update', vendorId: listed.id, changes: { phone: '+1 555' }, fields: ['phone'] }
 */
export function planVendorRow(row: VendorInput, listed: Vendor | undefined): VendorRowPlan {
  if (!listed) return { action: 'invite' }
  const changes: Partial<VendorInput> = {}
  const fields: string[] = []
  for (const [field, label] of FIELDS) {
    const value = row[field]?.trim()
    if (value && value !== (listed[field] ?? '').trim()) {
      changes[field] = value
      fields.push(label)
    }
  }
  if (row.orderTypes?.length && !sameTypes(row.orderTypes, listed.orderTypes)) {
    changes.orderTypes = row.orderTypes
    fields.push('order types')
  }
  return fields.length
    ? { action: 'update', vendorId: listed.id, changes, fields }
    : { action: 'unchanged', vendorId: listed.id }
}
