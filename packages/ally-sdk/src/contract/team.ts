import * as z from 'zod/mini'
import { ROLES } from '../rules/roles'
import { AuthResult } from './auth'
import { Email, Empty, Id, listOf, nullable, PageQuery, Password, Timestamp, text } from './common'
import { defineEndpoint } from './define'

// The business's people (docs/product-rules.md, "Team and roles"): its users, and the invitations
// not accepted yet. An invitation is a member with status `invited` until its link is used.

/** The roles a member can be given; only an owner gives or takes `owner`. */
export const TEAM_ROLES = ROLES

export const TeamMember = z.object({
  /** The user's id; for an invitation, the invitation's. */
  id: Id,
  email: Email,
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  status: z.enum(['invited', 'active']),
  /** When they last used Ally (signed in or made a call); null for an invitation. */
  lastActiveAt: nullable(Timestamp),
  /** When an invitation's link stops working; null for a user. */
  inviteExpiresAt: nullable(Timestamp),
  createdAt: Timestamp,
})
export type TeamMember = z.infer<typeof TeamMember>

/** What the invitation's page shows before the invited person sets a password. */
export const TeamInvitation = z.object({
  email: Email,
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  businessName: z.string(),
  invitedBy: z.string(),
  expiresAt: Timestamp,
})
export type TeamInvitation = z.infer<typeof TeamInvitation>

const InvitationToken = text(512)

export const addTeamMember = defineEndpoint({
  method: 'POST',
  permission: 'team',
  path: '/api/v1/ldb/team',
  summary: 'Invite a team member into the business',
  body: z.object({
    email: Email,
    firstName: text(80),
    lastName: text(80),
    role: z.enum(TEAM_ROLES),
  }),
  response: TeamMember,
})

export const resendTeamInvite = defineEndpoint({
  method: 'POST',
  permission: 'team',
  path: '/api/v1/ldb/team/resend/:id',
  summary:
    "E-mail a pending invitation again with a new link (the old one stops working); `id` is the invitation's id",
  response: TeamMember,
})

export const changeTeamRole = defineEndpoint({
  method: 'PUT',
  permission: 'team',
  path: '/api/v1/ldb/team/role/:id',
  summary: "Change a member's or an invitation's role; `id` is the team member's id",
  body: z.object({ role: z.enum(TEAM_ROLES) }),
  response: TeamMember,
})

export const getTeamInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/team/invitation',
  summary: 'Read the invitation an e-mailed link names, before joining',
  auth: 'none',
  query: z.object({ token: InvitationToken }),
  response: TeamInvitation,
})

export const joinTeam = defineEndpoint({
  method: 'POST',
  path: '/api/v1/ldb/team/join',
  summary: 'Join the business an invitation names: set a password and sign in; the link works once',
  auth: 'none',
  body: z.object({ token: InvitationToken, password: Password }),
  response: AuthResult,
})

export const listTeam = defineEndpoint({
  method: 'GET',
  path: '/api/v1/freight-forwarder/team',
  summary: "List the business's team members",
  query: PageQuery,
  response: listOf(TeamMember),
})

export const removeTeamMember = defineEndpoint({
  method: 'DELETE',
  permission: 'team',
  path: '/api/v1/freight-forwarder/team/:id',
  summary:
    "Remove a team member (their sessions end; what they made stays) or revoke an invitation; `id` is the team member's id",
  response: Empty,
})

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  permission: 'self',
  path: '/api/v1/freight-forwarder/auth',
  summary:
    "Delete the signed-in user's account (the owner's deletes the business); asks for the password",
  body: z.object({ password: Password }),
  response: Empty,
})

export const teamEndpoints = {
  addTeamMember,
  listTeam,
  resendTeamInvite,
  changeTeamRole,
  removeTeamMember,
  getTeamInvitation,
  joinTeam,
  deleteAccount,
}
