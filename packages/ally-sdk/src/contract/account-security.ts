import * as z from 'zod/mini'
import { User } from './auth'
import { Email, Empty, Id, nullable, Password, Timestamp, text, VerificationCode } from './common'
import { defineEndpoint } from './define'

// What a signed-in business user changes about their own log-in, from settings
// (docs/product-rules.md, "Settings"): the password, the login e-mail (confirmed with a code sent
// to the new address), the sessions signed in, and which e-mails they receive.

/** The password as typed to prove it is them; any length, so an old short one still works. */
const CurrentPassword = text(128, 1)

/** One signed-in session of the user: a browser on a device, until it logs out or runs out. */
export const AccountSession = z.object({
  id: Id,
  /** The browser and system, read from the session's user agent: "Chrome on macOS". */
  device: z.string(),
  signedInAt: Timestamp,
  /** The last request seen from it, to within a few minutes; null before its first. */
  lastSeenAt: nullable(Timestamp),
  expiresAt: Timestamp,
  /** The session the caller is using. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSession>

/** The kinds of e-mail a business user may turn off; codes, resets and invitations always go. */
export const EMAIL_KINDS = [
  'quotes',
  'purchaseOrders',
  'shipments',
  'approvals',
  'vendors',
] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

/** On (true) or off for each kind; a kind never set is on. */
export const EmailPreferences = z.object({
  quotes: z.boolean(),
  purchaseOrders: z.boolean(),
  shipments: z.boolean(),
  approvals: z.boolean(),
  vendors: z.boolean(),
})
export type EmailPreferences = z.infer<typeof EmailPreferences>

export const changePassword = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/password/change',
  summary:
    'Change the password with the current one; every other session ends, this one stays signed in',
  body: z.object({ currentPassword: CurrentPassword, password: Password }),
  response: Empty,
})

export const requestEmailChange = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/email/change',
  summary: 'Ask to log in with another e-mail: a 6-digit code goes to the new address',
  body: z.object({ email: Email, password: CurrentPassword }),
  response: z.object({ email: Email, expiresAt: Timestamp }),
})

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  permission: 'self',
  path: '/api/v1/ldb/auth/email/change/verify',
  summary: 'Confirm the new login e-mail with the code sent to it; the old address is told',
  body: z.object({ code: VerificationCode }),
  response: z.object({ user: User }),
})

export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/auth/sessions',
  summary: "List the signed-in user's live sessions, the newest first",
  response: z.object({ sessions: z.array(AccountSession) }),
})

export const endOneSession = defineEndpoint({
  method: 'DELETE',
  permission: 'self',
  path: '/api/v1/ldb/auth/sessions/:id',
  summary: "End one of the signed-in user's sessions; `id` is the session's id",
  response: Empty,
})

export const getEmailPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/profile/email-preferences',
  summary: 'Read which e-mails the signed-in user receives',
  response: EmailPreferences,
})

export const updateEmailPreferences = defineEndpoint({
  method: 'PUT',
  permission: 'self',
  path: '/api/v1/ldb/profile/email-preferences',
  summary: 'Turn kinds of e-mail on or off for the signed-in user; kinds left out stay as they are',
  body: z.partial(EmailPreferences),
  response: EmailPreferences,
})

export const accountSecurityEndpoints = {
  changePassword,
  requestEmailChange,
  confirmEmailChange,
  listSessions,
  endOneSession,
  getEmailPreferences,
  updateEmailPreferences,
}
