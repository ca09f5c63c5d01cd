import * as z from 'zod/mini'
import { Email, Empty, Id, listOf, PageQuery, Password, Timestamp, text } from './common'
import { defineEndpoint } from './define'

export const TEAM_ROLES = ['admin', 'member'] as const

export const TeamMember = z.object({
  id: Id,
  email: Email,
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  status: z.enum(['invited', 'active']),
  createdAt: Timestamp,
})
export type TeamMember = z.infer<typeof TeamMember>

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
  summary: "Remove a team member; `id` is the team member's user id",
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

export const teamEndpoints = { addTeamMember, listTeam, removeTeamMember, deleteAccount }
