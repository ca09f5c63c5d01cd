import type { BusinessSettings, User } from '@ally/sdk'
import type { BusinessRow, UserRow } from '../context'
import type { SignStored } from '../files/file-links'

/**
 * A user as the contract describes it: the person plus their business profile, whose files come
 * as fresh signed links.
 */
export function toUser(user: UserRow, business: BusinessRow, signStored: SignStored): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    active: user.active,
    businessId: business.id,
    businessName: business.name,
    country: business.country,
    businessType: business.businessType,
    businessDoc: signStored(business.businessDoc),
    address: business.address,
    avatar: signStored(business.avatar),
    createdAt: user.createdAt.toISOString(),
  }
}

/** The business's settings, which come with the profile. */
export const toBusinessSettings = (business: BusinessRow): BusinessSettings => ({
  currency: business.currency,
  approvalThreshold: business.approvalThreshold,
})

/** A buyer's business as its vendors see it on their RFQs and purchase orders. */
export interface BuyerRef {
  businessId: string
  businessName: string | null
}

export const toBuyer = (buyer: BuyerRef) => ({
  businessId: buyer.businessId,
  businessName: buyer.businessName ?? 'A buyer',
})
