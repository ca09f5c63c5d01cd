import * as z from 'zod/mini'
import { User } from './auth'
import { Address, Amount, Currency, nullable, optional, text } from './common'
import { defineEndpoint } from './define'

const ProfileResult = z.object({ user: User })

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/profile',
  summary: "Read the signed-in user's profile",
  response: ProfileResult,
})

export const updateProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/ldb/profile',
  summary: 'Update the business profile (files are uploaded first, then referenced by URL)',
  body: z.object({
    firstName: optional(text(80)),
    lastName: optional(text(80)),
    phone: optional(text(32)),
    businessName: optional(text(120)),
    country: optional(text(80)),
    businessType: optional(text(80)),
    businessDoc: optional(text(2048)),
    address: optional(Address),
    avatar: optional(text(2048)),
    currency: optional(Currency),
    /** null: no purchase order needs approval. */
    approvalThreshold: optional(nullable(Amount)),
  }),
  response: ProfileResult,
})

export const profileEndpoints = { getProfile, updateProfile }
