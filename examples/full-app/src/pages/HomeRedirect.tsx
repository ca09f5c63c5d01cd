import { Spinner, useAllyNavigation, useRouteAccess } from '@ally/react'
import { ROUTES } from '@ally/sdk'
import { useEffect } from 'react'

/**
 * `/` has no landing page in the app: a logged-in user goes home (decided from the profile the
 * server holds), everyone else to log in.
 */
export default function HomeRedirect() {
  const navigation = useAllyNavigation()
  // As on the login page: logged-in visitors are sent home, logged-out ones are let through.
  const loggedOut = useRouteAccess('guest').status === 'allowed'
  useEffect(() => {
    if (loggedOut) navigation.navigate(ROUTES.login, { replace: true })
  }, [loggedOut, navigation])
  return (
    <div className="app-centered">
      <Spinner aria-label="Opening Ally" />
    </div>
  )
}
