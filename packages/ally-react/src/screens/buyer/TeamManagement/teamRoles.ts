import { ROLES, type Role, type TeamMember } from '@ally/sdk'

/** A role as the screens name it. */
export const ROLE_LABEL: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
}

/** One line on what each role may do (docs/product-rules.md, "Team and roles"). */
export const ROLE_DESCRIPTION: Record<Role, string> = {
  owner: 'Everything, including other owners and deleting the business.',
  admin: 'Manages the team and settings, and does all the buying work.',
  member: 'Vendors, RFQs, purchase orders and shipments; not the team or settings.',
  viewer: 'Reads everything and changes nothing.',
}

/** The roles `myRole` may give: only an owner gives (or takes) the owner role. */
export function assignableRoles(myRole: Role | null): Role[] {
  return ROLES.filter((role) => role !== 'owner' || myRole === 'owner')
}

/** "Ada Obi", or the e-mail for an invitation sent without names. */
export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email
}

/**
 * Whether someone who may manage the team may change or remove `member`: nobody changes or
 * removes themselves, and only an owner touches an owner (the server refuses both; the screen
 * does not offer them).
 */
export function mayTouch(
  member: TeamMember,
  me: { id: string; role: Role | null } | null,
): boolean {
  if (!me) return false
  const isMe = member.status === 'active' && member.id === me.id
  return !isMe && (member.role !== 'owner' || me.role === 'owner')
}
