import { isTokenLive } from '../session/jwt'
import { isOwner, isProfileComplete, type ProfileFields } from './profile'
import { ROUTES, routeTo } from './routes'

/** The user fields the redirect rules read. */
export type RoutingUser = ProfileFields & { active?: boolean | null; role?: string | null }

export interface RoutingSession {
  token: string
  user: RoutingUser
}

/**
 * SPEC.md §4: where a logged-in user belongs — after login, and whenever they open the login or
 * register pages. Not active → the registration-success page (resend on); active with a complete
 * profile → the dashboard; incomplete → onboarding for the owner, the dashboard for others.
 */
export function getHomePath(session: RoutingSession): string {
  const { user, token } = session
  if (!user.active) return routeTo.registrationSuccess(token, true)
  if (isProfileComplete(user) || !isOwner(user.role)) return ROUTES.dashboard
  return ROUTES.onboarding
}

/**
 * How a page may be visited: `public` by anyone; `guest` only logged out (login, register);
 * `protected` only logged in, active and, for the owner, onboarded; `onboarding` only by a
 * logged-in, active owner.
 */
export type RouteAccess = 'public' | 'guest' | 'protected' | 'onboarding'

export type GuardDecision =
  | { type: 'allow' }
  /** `logout`: clear the stored session before going (it was there but no longer valid). */
  | { type: 'redirect'; to: string; logout: boolean }

const allow: GuardDecision = { type: 'allow' }
const redirect = (to: string, logout = false): GuardDecision => ({ type: 'redirect', to, logout })

/**
 * The guard of SPEC.md §4 as one decision. `now` is injectable so tests can pin the clock.
 *
 * @example
 * const decision = resolveRouteAccess('protected', ally.session.get())
 * if (decision.type === 'redirect') { if (decision.logout) ally.session.clear(); navigate(decision.to) }
 */
export function resolveRouteAccess(
  access: RouteAccess,
  session: RoutingSession | null,
  now: number = Date.now(),
): GuardDecision {
  if (access === 'public') return allow
  const loggedIn = !!session && isTokenLive(session.token, now)

  if (access === 'guest') return loggedIn && session ? redirect(getHomePath(session)) : allow

  // A stored user whose token is gone or expired is logged out for good, then sent to log in.
  if (!loggedIn || !session) return redirect(ROUTES.login, !!session)

  const home = getHomePath(session)
  if (!session.user.active) return redirect(home)
  if (access === 'onboarding')
    return isOwner(session.user.role) ? allow : redirect(ROUTES.dashboard)
  return home === ROUTES.onboarding ? redirect(home) : allow
}

/**
 * SPEC.md §2: the vendor verify routes need a `token` query parameter, kept as the vendor
 * registration token; without one the page is a 404 (null here).
 */
export function getVendorRegistrationToken(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const token = params.get('token')?.trim()
  return token ? token : null
}
