import { Spinner, useAllyNavigation, useAllySession } from '@ally/react'
import { getHomePath, isTokenLive, ROUTES } from '@ally/sdk'
import { useEffect } from 'react'

/** `/` has no landing page in the app: logged-in users go home, everyone else to log in. */
export default function HomeRedirect() {
  const navigation = useAllyNavigation()
  const session = useAllySession()
  const target = session && isTokenLive(session.token) ? getHomePath(session) : ROUTES.login
  useEffect(() => navigation.navigate(target, { replace: true }), [navigation, target])
  return (
    <div className="app-centered">
      <Spinner aria-label="Opening Ally" />
    </div>
  )
}
