import * as z from 'zod/mini'
import {
  Address,
  arrayOf,
  Email,
  Empty,
  FileRef,
  Id,
  nullable,
  OrderType,
  optional,
  Password,
  Timestamp,
  text,
  UploadQuery,
  VerificationCode,
} from './common'
import { defineEndpoint } from './define'

// The vendor portal: a vendor account is separate from buyer accounts, may serve many buyers and
// sees only what was sent to it. Its session is the `authVendor` area.

export const VendorContact = z.object({
  name: text(120),
  email: Email,
  phone: optional(nullable(text(32))),
  role: optional(nullable(text(80))),
})

export const VendorAccount = z.object({
  id: Id,
  email: Email,
  companyName: z.string(),
  contactName: z.string(),
  phone: nullable(z.string()),
  country: nullable(z.string()),
  address: nullable(z.string()),
  website: nullable(z.string()),
  orderTypes: z.array(OrderType),
  contacts: z.array(VendorContact),
  documents: z.array(FileRef),
  active: z.boolean(),
  /** True once the company profile is complete. */
  onboarded: z.boolean(),
  createdAt: Timestamp,
})
export type VendorAccount = z.infer<typeof VendorAccount>

/**
 * Kept in the vendor session under `user`, like a buyer's, so one session store serves both.
 * `registrationToken`, for links, comes only while the account is not verified.
 */
export const VendorAuthResult = z.object({
  user: VendorAccount,
  token: z.string(),
  registrationToken: optional(z.string()),
})
export type VendorAuthResult = z.infer<typeof VendorAuthResult>

export const getVendorInvite = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/invite',
  summary: 'What an invite link is for, to prefill registration',
  auth: 'none',
  query: z.object({ token: text(512) }),
  response: z.object({
    businessName: z.string(),
    vendorName: z.string(),
    email: Email,
    /** The address already has a vendor account: log in to accept instead. */
    registered: z.boolean(),
    expiresAt: Timestamp,
  }),
})

export const vendorRegister = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/register',
  summary:
    "Create a vendor account (linked to the inviting buyer's vendor when an invite token is given)",
  auth: 'none',
  body: z.object({
    inviteToken: optional(text(512)),
    companyName: text(120),
    contactName: text(120),
    email: Email,
    password: Password,
  }),
  response: VendorAuthResult,
})

export const vendorVerifyEmail = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/code/verify',
  summary: 'Activate the vendor account with the e-mailed code',
  body: z.object({ code: VerificationCode }),
  response: VendorAuthResult,
})

export const vendorResendCode = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/code/resend',
  summary: 'E-mail the vendor a new verification code',
  response: Empty,
})

export const vendorChangeEmail = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/email-change',
  summary: 'Correct the e-mail of a vendor account that is not verified yet',
  body: z.object({ email: Email }),
  response: VendorAuthResult,
})

export const vendorLogin = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/login',
  summary: 'Vendor log in',
  auth: 'optional',
  body: z.object({
    email: Email,
    password: text(128),
    rememberMe: optional(z.boolean()),
    /** Accept a pending invite with this login. */
    inviteToken: optional(text(512)),
  }),
  response: VendorAuthResult,
})

export const vendorEndSession = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/logout',
  summary: 'End this vendor session: its token stops working at once',
  response: Empty,
})

export const vendorEndAllSessions = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/logout/everywhere',
  summary: 'End every session of this vendor account, this one included',
  response: Empty,
})

export const vendorForgotPassword = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/password/forget',
  summary: 'E-mail a vendor password reset link',
  auth: 'none',
  body: z.object({ email: Email }),
  response: Empty,
})

export const vendorResetPassword = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/auth/password/reset',
  summary: 'Set a new vendor password with the token from the reset link',
  auth: 'none',
  body: z.object({ token: text(512), password: Password }),
  response: Empty,
})

const VendorProfileResult = z.object({ user: VendorAccount })

export const getVendorProfile = defineEndpoint({
  realm: 'vendor',
  method: 'GET',
  path: '/api/v1/vendor/profile',
  summary: "The signed-in vendor's company profile",
  response: VendorProfileResult,
})

export const vendorOnboarding = defineEndpoint({
  realm: 'vendor',
  method: 'PUT',
  path: '/api/v1/vendor/onboarding',
  summary: 'Complete or change the company profile: order types served, contacts, documents',
  body: z.object({
    companyName: optional(text(120)),
    contactName: optional(text(120)),
    phone: optional(text(32)),
    country: optional(text(80)),
    address: optional(Address),
    website: optional(text(2048)),
    orderTypes: arrayOf(OrderType, 1, 10),
    contacts: optional(arrayOf(VendorContact, 0, 20)),
    /** Ids of files uploaded with `vendorUploadFile`. */
    documentIds: optional(arrayOf(Id, 0, 20)),
  }),
  response: VendorProfileResult,
})

export const vendorUploadFile = defineEndpoint({
  realm: 'vendor',
  method: 'POST',
  path: '/api/v1/vendor/files',
  summary: 'Upload a company document (raw bytes with Content-Type; name in the query)',
  query: UploadQuery,
  upload: true,
  response: FileRef,
})

export const vendorAccountEndpoints = {
  getVendorInvite,
  vendorRegister,
  vendorVerifyEmail,
  vendorResendCode,
  vendorChangeEmail,
  vendorLogin,
  vendorEndSession,
  vendorEndAllSessions,
  vendorForgotPassword,
  vendorResetPassword,
  getVendorProfile,
  vendorOnboarding,
  vendorUploadFile,
}
