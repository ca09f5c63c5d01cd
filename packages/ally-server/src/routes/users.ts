import type { User } from '@ally/sdk'
import type { BusinessRow, UserRow } from '../context'

/** A user as the contract describes it: the person plus their business profile. */
export function toUser(user: UserRow, business: BusinessRow): User {
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
    businessDoc: business.businessDoc,
    address: business.address,
    avatar: business.avatar,
    createdAt: user.createdAt.toISOString(),
  }
}
