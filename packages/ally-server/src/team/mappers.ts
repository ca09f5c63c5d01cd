import type { TeamInvitation, TeamMember } from '@ally/sdk'
import { type InvitationRow, roleOfRow, type TeamRow } from './queries'

/** A user or an open invitation as the team list shows it. */
export function toTeamMember(row: TeamRow): TeamMember {
  if ('user' in row) {
    const { user } = row
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: roleOfRow(user.role),
      status: 'active',
      lastActiveAt: user.lastActiveAt?.toISOString() ?? null,
      inviteExpiresAt: null,
      createdAt: user.createdAt.toISOString(),
    }
  }
  const { invitation } = row
  return {
    id: invitation.id,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    role: invitation.role,
    status: 'invited',
    lastActiveAt: null,
    inviteExpiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  }
}

/** What the invitation's page shows the invited person. */
export const toTeamInvitation = (
  invitation: InvitationRow,
  businessName: string | null,
): TeamInvitation => ({
  email: invitation.email,
  firstName: invitation.firstName,
  lastName: invitation.lastName,
  role: invitation.role,
  businessName: businessName ?? 'A business',
  invitedBy: invitation.invitedByName,
  expiresAt: invitation.expiresAt.toISOString(),
})
