import { DashboardHome, DashboardLayout, NotFound } from '@ally/react'
import { ROUTES } from '@ally/sdk'
import { Route, Switch, useLocation } from 'wouter'

const ROUTES_DASHBOARD = ROUTES.dashboard

/** Everything under /dashboard, inside the dashboard frame. */
export default function DashboardPages() {
  // Nested under /dashboard: this router sees relative paths, the menu needs the full one.
  const [location] = useLocation()
  const currentPath = `${ROUTES_DASHBOARD}${location === '/' ? '' : location}`
  return (
    <DashboardLayout currentPath={currentPath}>
      <Switch>
        <Route path="/">
          <DashboardHome />
        </Route>
        {/* Sections without a screen yet answer 404, like any unknown path (SPEC.md §2). */}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </DashboardLayout>
  )
}
