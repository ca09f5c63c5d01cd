import { can, cannotMessage, type Permission } from '@ally/sdk'
import { useAllySession } from './useAllySession'

/**
 * Whether the signed-in business user's role holds `permission` (docs/product-rules.md, "Team and
 * roles"): screens hide, or disable with `cannotReason`, what the server would refuse, so no
 * button answers 403. The role is the stored user's, which the profile check keeps current.
 *
 * @example
 * const mayCreate = useCan('sourcing')
 * {mayCreate && <AllyLink to={ROUTES.createRfq}>New RFQ</AllyLink>}
 */
export function useCan(permission: Permission): boolean {
  return can(useAllySession()?.user.role, permission)
}

/** Why the signed-in user cannot do what `permission` covers, in the server's words. */
export function useCannotReason(permission: Permission): string {
  return cannotMessage(useAllySession()?.user.role, permission)
}
