import { PROFILE_FIELDS } from '../contract/auth'

export type ProfileFields = Partial<Record<(typeof PROFILE_FIELDS)[number], string | null>>

function present(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined
}

/**
 * docs/product-rules.md#sessions-and-redirects: complete when businessName, country, businessType,
 * businessDoc and address are all present (blank text counts as missing).
 */
export function isProfileComplete(profile: ProfileFields | null | undefined): boolean {
  return !!profile && PROFILE_FIELDS.every((field) => present(profile[field]))
}

/** The profile fields still missing, in form order. */
export function missingProfileFields(profile: ProfileFields | null | undefined) {
  return PROFILE_FIELDS.filter((field) => !present(profile?.[field]))
}

/** Owners are recognised case-insensitively (`Owner`, `OWNER`). */
export function isOwner(role: string | null | undefined): boolean {
  return role?.trim().toLowerCase() === 'owner'
}

/**
 * Owners and admins change the business profile and settings and approve purchase orders above
 * the approval threshold; members do neither (docs/product-rules.md, "Purchase orders").
 */
export function isOwnerOrAdmin(role: string | null | undefined): boolean {
  const name = role?.trim().toLowerCase()
  return name === 'owner' || name === 'admin'
}
