import * as z from 'zod/mini'
import { User } from './auth'
import { Address, Amount, AmountInput, Currency, nullable, optional, text } from './common'
import { defineEndpoint } from './define'

/**
 * How the business works, set by an owner or admin in settings. Not part of the session's user,
 * so that logging in stays small: the settings come with the profile.
 */
export const BusinessSettings = z.object({
  /** The currency the business counts in: its spend, its approval threshold. */
  currency: Currency,
  /** Purchase orders above this total wait for an owner's or admin's approval; null: none do. */
  approvalThreshold: nullable(Amount),
})
export type BusinessSettings = z.infer<typeof BusinessSettings>

const ProfileResult = z.object({ user: User, settings: BusinessSettings })

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/profile',
  summary: "Read the signed-in user's profile",
  response: ProfileResult,
})

export const updateProfile = defineEndpoint({
  method: 'PUT',
  permission: 'self',
  path: '/api/v1/ldb/profile',
  summary: 'Update the business profile (files are uploaded first, then referenced by URL)',
  body: z.object({
    firstName: optional(text(80)),
    lastName: optional(text(80)),
    /** null clears it. */
    phone: optional(nullable(text(32))),
    businessName: optional(text(120)),
    country: optional(text(80)),
    businessType: optional(text(80)),
    businessDoc: optional(text(2048)),
    address: optional(Address),
    avatar: optional(text(2048)),
    currency: optional(Currency),
    /** null: no purchase order needs approval. */
    approvalThreshold: optional(nullable(AmountInput)),
  }),
  response: ProfileResult,
})

export const profileEndpoints = { getProfile, updateProfile }
