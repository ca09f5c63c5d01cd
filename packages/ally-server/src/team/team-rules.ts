import type { Role } from '@ally/sdk'
import type { Caller } from '../context'
import { forbidden } from '../http/errors'
import { roleOfRow } from './queries'

// What the team's calls share: their messages and the owner rule (docs/product-rules.md, "Team
// and roles").

export const NOT_FOUND = 'This team member does not exist.'
export const NEEDS_AN_OWNER = 'A business needs an owner: make someone else owner first.'

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim()

/** Only an owner gives or takes the owner's role. */
export function checkOwnerRule(caller: Caller, roles: (Role | undefined)[]): void {
  if (roleOfRow(caller.user.role) !== 'owner' && roles.includes('owner')) {
    throw forbidden('Only an owner gives or changes the owner role.')
  }
}
