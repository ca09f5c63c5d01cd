import { decideRoute, type RouteAccess } from '@ally/sdk'
import { useEffect } from 'react'
import { useAllyClient, useAllyNavigation } from '../provider/AllyProvider'
import { useAllySession, useAllySessionSettled } from './useAllySession'
import { useProfileCheck } from './useProfileCheck'

export interface RouteAccessOptions {
  /** The page asked for, path and query: kept as `?next=` when the visitor must log in first. */
  from?: string
  /** The `next` the page was opened with (the login page's): where to go once logged in. */
  next?: string | null
}

/**
 * `checking` while the session settles and the profile is read (show a spinner, not the page),
 * `redirecting` once the visitor is being sent elsewhere, `allowed` when the page may show.
 */
export type RouteAccessState =
  | {
      status: 'checking'
      /**
       * The stored session would open the page. The check may still send the visitor elsewhere,
       * but a guard can start rendering the page, hidden, so that it loads alongside the check.
       */
      storedAllows: boolean
    }
  | { status: 'redirecting'; to: string }
  | { status: 'allowed' }

/**
 * Guards a page by who may open it (`public`, `guest`, `protected`, `onboarding`), deciding from
 * the profile read from the server rather than a stored copy that may be stale, and navigates
 * away when the visitor belongs elsewhere (logging out a stored session that is no longer valid).
 * The rules: docs/product-rules.md, "Sessions and redirects".
 *
 * @example
 * function Guard({ children }) {
 *   const access = useRouteAccess('protected', { from: location.pathname + location.search })
 *   return access.status === 'allowed' ? children : <Spinner aria-label="Checking your session" />
 * }
 */
export function useRouteAccess(
  access: RouteAccess,
  { from, next }: RouteAccessOptions = {},
): RouteAccessState {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const session = useAllySession()
  const settled = useAllySessionSettled()
  const check = useProfileCheck({ enabled: access !== 'public' })
  const ready = settled && check !== 'checking'
  const decision = settled ? decideRoute(access, session, { from, next }) : null
  // Until the check ends, the decision is only what the stored session says; nobody moves on it.
  const target = ready && decision?.type === 'redirect' ? decision.to : null
  const logout = target !== null && decision?.type === 'redirect' && decision.logout

  useEffect(() => {
    if (!target) return
    if (logout) client.session.clear()
    navigation.navigate(target, { replace: true })
  }, [target, logout, client, navigation])

  if (!ready)
    return { status: 'checking', storedAllows: !!decision && decision.type !== 'redirect' }
  return target ? { status: 'redirecting', to: target } : { status: 'allowed' }
}
