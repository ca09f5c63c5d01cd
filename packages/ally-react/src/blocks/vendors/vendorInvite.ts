import type { VendorInput, VendorSuggestion } from '@ally/sdk'

/** What an invite of a network vendor sends: its name, e-mail and order types, and what else is known. */
export function suggestionToInvite({ vendor }: VendorSuggestion): VendorInput {
  const input: VendorInput = {
    name: vendor.name,
    email: vendor.email,
    orderTypes: vendor.orderTypes,
  }
  if (vendor.contactName) input.contactName = vendor.contactName
  if (vendor.country) input.country = vendor.country
  return input
}
