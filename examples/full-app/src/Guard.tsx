import {
  Spinner,
  useAllyClient,
  useAllyNavigation,
  useAllySession,
  useAllySessionSettled,
} from '@ally/react'
import { type RouteAccess, resolveRouteAccess } from '@ally/sdk'
import { type ReactNode, useEffect } from 'react'

/**
 * SPEC.md §4 on every page: who may see it, where everyone else goes. It re-decides whenever the
 * session changes, here or in another tab.
 */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const session = useAllySession()
  const settled = useAllySessionSettled()
  const decision = resolveRouteAccess(access, session)
  const target = settled && decision.type === 'redirect' ? decision.to : null
  const logout = decision.type === 'redirect' && decision.logout

  useEffect(() => {
    if (!target) return
    if (logout) client.session.clear()
    navigation.navigate(target, { replace: true })
  }, [target, logout, client, navigation])

  if (!settled || target) {
    return (
      <div className="app-centered">
        <Spinner aria-label={settled ? 'Redirecting' : 'Checking your session'} />
      </div>
    )
  }
  return <>{children}</>
}
