import type { TeamMember } from '@ally/sdk'
import { listTeam } from '@ally/sdk'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { servePaged } from '../../../testing/paged'

const DAY = 24 * 3600 * 1000

/** The signed-in owner of the stories and tests, Ada Obi. */
export const teamOwner = storySession()

/** A member of the team; override any field. */
export function teamMember(member: Partial<TeamMember> & Pick<TeamMember, 'id'>): TeamMember {
  return {
    email: `${member.id}@obi-supplies.test`,
    firstName: 'Kemi',
    lastName: 'Ade',
    role: 'member',
    status: 'active',
    lastActiveAt: '2026-01-12T09:00:00.000Z',
    inviteExpiresAt: null,
    createdAt: '2026-01-02T09:00:00.000Z',
    ...member,
  }
}

/**
 * A believable team around `me`: its owner (the signed-in user), an admin, a member who never
 * signed in, a pending and an expired invitation. Dates are near today, as the list shows them.
 */
export function teamFixture(me = teamOwner, now = Date.now()): TeamMember[] {
  return [
    teamMember({
      id: me.user.id,
      firstName: me.user.firstName,
      lastName: me.user.lastName,
      email: me.user.email,
      role: 'owner',
      lastActiveAt: new Date(now - 5 * 60_000).toISOString(),
    }),
    teamMember({ id: 'user-kemi', email: 'kemi@obi-supplies.test', role: 'admin' }),
    teamMember({
      id: 'user-tunde',
      firstName: 'Tunde',
      lastName: 'Bello',
      email: 'tunde@obi-supplies.test',
      lastActiveAt: null,
    }),
    teamMember({
      id: 'invite-ngozi',
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@obi-supplies.test',
      role: 'viewer',
      status: 'invited',
      lastActiveAt: null,
      inviteExpiresAt: new Date(now + 3 * DAY).toISOString(),
    }),
    teamMember({
      id: 'invite-femi',
      firstName: 'Femi',
      lastName: 'Oke',
      email: 'femi@obi-supplies.test',
      status: 'invited',
      lastActiveAt: null,
      inviteExpiresAt: new Date(now - DAY).toISOString(),
    }),
  ]
}

/** Answers the team list from `members`, page by page. */
export const serveTeam = (members: TeamMember[]) => (api: MockApi) => {
  api.on(listTeam, servePaged(members))
}
