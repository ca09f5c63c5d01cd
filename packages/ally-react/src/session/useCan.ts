import { can, cannotMessage, type Permission } from '@ally/sdk'
import { useAllySession } from './useAllySession'

/**
 * Whether the signed-in business user's role holds `permission` (docs/product-rules.md, "Team and
 * roles"): screens hide, or explain with `useCannotReason`, what the server would refuse, so no
 * button answers 403. The role is the stored user's, which the profile check keeps current.
 *
 * With no business session stored, nothing is hidden: the screen is not the one to decide then
 * (the app's route guard sends a logged-out visitor to log in, and a portal that authenticates its
 * own calls with `options.token` keeps every action, which the server still checks).
 *
 * @example
 * const mayCreate = useCan('sourcing')
 * {mayCreate && <AllyLink to={ROUTES.createRfq}>New RFQ</AllyLink>}
 */
export function useCan(permission: Permission): boolean {
  const user = useAllySession()?.user
  return !user || can(user.role, permission)
}

/** Why the signed-in user cannot do what `permission` covers, in the server's words. */
export function useCannotReason(permission: Permission): string {
  return cannotMessage(useAllySession()?.user.role, permission)
}
