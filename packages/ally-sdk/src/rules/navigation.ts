import { isTokenLive } from '../session/jwt'
import { isOwner, isProfileComplete, type ProfileFields } from './profile'
import { ROUTES, routeTo } from './routes'

/** The user fields the redirect rules read. */
export type RoutingUser = ProfileFields & { active?: boolean | null; role?: string | null }

export interface RoutingSession {
  token: string
  user: RoutingUser
  /** The unverified account's link token (see AuthResult); the session token never goes in a URL. */
  registrationToken?: string
}

/**
 * docs/product-rules.md#sessions-and-redirects: where a logged-in user belongs — after login, and
 * whenever they open the login or register pages. Not active → the registration-success page
 * (resend on); active with a complete profile → the dashboard; incomplete → onboarding for the
 * owner, the dashboard for others.
 */
export function getHomePath(session: RoutingSession): string {
  const { user, registrationToken } = session
  if (!user.active) {
    // A session stored before registration tokens existed: the code page works from the session.
    return registrationToken ? routeTo.registrationSuccess(registrationToken, true) : ROUTES.verify
  }
  if (isProfileComplete(user) || !isOwner(user.role)) return ROUTES.dashboard
  return ROUTES.onboarding
}

/**
 * How a page may be visited: `public` by anyone; `guest` only logged out (login, register);
 * `protected` only logged in, active and, for the owner, onboarded; `onboarding` only by a
 * logged-in, active owner whose profile is still incomplete (everyone else goes home).
 */
export type RouteAccess = 'public' | 'guest' | 'protected' | 'onboarding'

export type GuardDecision =
  | { type: 'allow' }
  /** `logout`: clear the stored session before going (it was there but no longer valid). */
  | { type: 'redirect'; to: string; logout: boolean }

const allow: GuardDecision = { type: 'allow' }
const redirect = (to: string, logout = false): GuardDecision => ({ type: 'redirect', to, logout })

/**
 * The guard of docs/product-rules.md#sessions-and-redirects as one decision. `now` is injectable so
 * tests can pin the clock.
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
  if (access === 'onboarding') return home === ROUTES.onboarding ? allow : redirect(home)
  return home === ROUTES.onboarding ? redirect(home) : allow
}

/**
 * docs/product-rules.md#routes-and-layout: the vendor verify routes need a `token` query parameter,
 * kept as the vendor registration token; without one the page is a 404 (null here).
 */
export function getVendorRegistrationToken(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const token = params.get('token')?.trim()
  return token ? token : null
}

/** The query parameter that carries where a visitor was going while they log in or onboard. */
export const NEXT_PARAM = 'next'

// Control characters and backslashes: browsers drop tabs and newlines from URLs and read `\` as
// `/`, so `/\evil.test` or `/\t/evil.test` would leave the site.
function hasUnsafeChar(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true
  }
  return false
}
const ORIGIN_PROBE = 'http://ally.invalid'

/**
 * `value` when it is a path on this site (`/dashboard/vendors?search=a`), else null: never
 * `//host`, a scheme (`https:`, `javascript:`), a backslash or a control character, so a link
 * like `/login?next=…` can never send someone to another site after they log in.
 *
 * @example
 * safeNextPath('/dashboard/vendors/analytics?period=30d') // '/dashboard/vendors/analytics?period=30d'
 * safeNextPath('//evil.test') // null
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//')) return null
  if (hasUnsafeChar(value)) return null
  try {
    return new URL(value, ORIGIN_PROBE).origin === ORIGIN_PROBE ? value : null
  } catch {
    return null
  }
}

const pathOnly = (path: string) => path.split(/[?#]/, 1)[0] ?? path

/** `path` with `?next=<to>` when `to` is a safe path worth keeping (not the page itself, not home). */
function withNext(path: string, to: string | null | undefined): string {
  const next = safeNextPath(to)
  const target = next && pathOnly(next)
  if (!next || target === path || target === ROUTES.dashboard || target === ROUTES.landing)
    return path
  return `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}`
}

/** The login page, remembering where the visitor was going. */
export const loginPath = (next?: string | null): string => withNext(ROUTES.login, next)

const GUEST_PAGES: readonly string[] = [ROUTES.login, ROUTES.register]

/**
 * Where a user goes once logged in when they were on their way to `next`: there, if their home
 * is the dashboard; through onboarding first (keeping `next`) if the owner's profile is
 * incomplete; to verification, forgetting it, if the account is not active yet. An unsafe or
 * missing `next` means home.
 *
 * @example
 * navigate(getPathAfterLogin(result, new URLSearchParams(location.search).get('next')))
 */
export function getPathAfterLogin(session: RoutingSession, next?: string | null): string {
  const home = getHomePath(session)
  const target = safeNextPath(next)
  if (!target || GUEST_PAGES.includes(pathOnly(target))) return home
  if (home === ROUTES.dashboard) return target
  if (home === ROUTES.onboarding) return withNext(ROUTES.onboarding, target)
  return home
}

export interface RouteContext {
  /** The page asked for, path and query: kept as `next` when the visitor must log in first. */
  from?: string
  /** The `next` this page was opened with: where a logged-in visitor goes instead of home. */
  next?: string | null
  /** The clock, for tests. */
  now?: number
}

/**
 * {@link resolveRouteAccess} for a router: a visitor sent to log in (or an owner sent to
 * onboarding) keeps the page they asked for as `?next=`, and a logged-in visitor leaving the
 * login, register or onboarding page goes to the `next` it carries.
 *
 * @example
 * const decision = decideRoute('protected', ally.session.get(), { from: '/dashboard/vendors' })
 * // logged out → { type: 'redirect', to: '/login?next=%2Fdashboard%2Fvendors', logout: false }
 */
export function decideRoute(
  access: RouteAccess,
  session: RoutingSession | null,
  context: RouteContext = {},
): GuardDecision {
  const decision = resolveRouteAccess(access, session, context.now)
  if (decision.type === 'allow') return decision
  if (decision.to === ROUTES.login) return { ...decision, to: loginPath(context.from) }
  if (decision.to === ROUTES.onboarding && access === 'protected')
    return { ...decision, to: withNext(ROUTES.onboarding, context.from) }
  if ((access === 'guest' || access === 'onboarding') && session)
    return { ...decision, to: getPathAfterLogin(session, context.next) }
  return decision
}
