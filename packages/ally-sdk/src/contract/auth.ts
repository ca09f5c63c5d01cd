import * as z from 'zod/mini'
import {
  Email,
  Empty,
  Id,
  nullable,
  optional,
  Password,
  Timestamp,
  text,
  VerificationCode,
} from './common'
import { defineEndpoint } from './define'

/**
 * The profile fields that decide whether an owner must finish onboarding
 * (docs/product-rules.md#sessions-and-redirects).
 */
export const PROFILE_FIELDS = [
  'businessName',
  'country',
  'businessType',
  'businessDoc',
  'address',
] as const

/**
 * A business user: the owner or a team member. Business profile fields travel with the user so
 * that the redirect rules can be decided from the login result alone.
 */
export const User = z.object({
  id: Id,
  email: Email,
  firstName: z.string(),
  lastName: z.string(),
  phone: nullable(z.string()),
  /** `owner`, `admin` or `member`; compare case-insensitively. */
  role: z.string(),
  active: z.boolean(),
  businessId: Id,
  businessName: nullable(z.string()),
  country: nullable(z.string()),
  businessType: nullable(z.string()),
  /** URL of the uploaded registration document. */
  businessDoc: nullable(z.string()),
  address: nullable(z.string()),
  /** URL of the uploaded avatar image. */
  avatar: nullable(z.string()),
  createdAt: Timestamp,
})
export type User = z.infer<typeof User>

/**
 * What login, signup and code verification answer with. `registrationToken` comes only while the
 * account is not verified: the one token that may go in a link, good for nothing but the sign-up
 * code calls; `token` is the session and never goes in a URL.
 */
export const AuthResult = z.object({
  user: User,
  token: z.string(),
  registrationToken: optional(z.string()),
})
export type AuthResult = z.infer<typeof AuthResult>

const Name = text(80)

export const signup = defineEndpoint({
  method: 'POST',
  path: '/api/v1/ldb/auth/signup',
  summary: 'Create a business and its owner; e-mails a 6-digit code',
  auth: 'none',
  body: z.object({
    firstName: Name,
    lastName: Name,
    email: Email,
    password: Password,
    businessName: text(120),
    phone: optional(text(32)),
  }),
  response: AuthResult,
})

export const verifySignupCode = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/code/signup/verify',
  summary: 'Activate the account with the e-mailed code',
  body: z.object({ code: VerificationCode }),
  response: AuthResult,
})

export const resendSignupCode = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/code/signup/resend',
  summary: 'E-mail a new verification code',
  response: Empty,
})

export const login = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/login',
  summary: 'Log in with e-mail and password',
  auth: 'optional',
  body: z.object({
    email: Email,
    password: text(128),
    rememberMe: optional(z.boolean()),
  }),
  response: AuthResult,
})

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/v1/ldb/auth/password/forget',
  summary: 'E-mail a password reset link (never reveals whether the address exists)',
  auth: 'none',
  body: z.object({ email: Email }),
  response: Empty,
})

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/v1/ldb/auth/password/reset',
  summary: 'Set a new password with the single-use token from the reset link',
  auth: 'none',
  body: z.object({ token: text(512), password: Password }),
  response: Empty,
})

export const changeSignupEmail = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/signup/email-change',
  summary: 'Correct the e-mail of an account that is not verified yet; sends a new code',
  body: z.object({ email: Email }),
  response: AuthResult,
})

export const endSession = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/logout',
  summary: 'End this session: its token stops working at once',
  response: Empty,
})

export const endAllSessions = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/logout/everywhere',
  summary: 'End every session of this user, on every device, this one included',
  response: Empty,
})

export const authEndpoints = {
  signup,
  verifySignupCode,
  resendSignupCode,
  login,
  forgotPassword,
  resetPassword,
  changeSignupEmail,
  endSession,
  endAllSessions,
}
