import { DashboardHome, DashboardLayout, NotFound } from '@ally/react'
import { ROUTES } from '@ally/sdk'
import { Route, Switch, useLocation } from 'wouter'
import { lazyPage } from '../lazyPage'
import { PageBoundary } from '../PageBoundary'

const ROUTES_DASHBOARD = ROUTES.dashboard

const loadVendors = () => import('./VendorPages')
const VendorListPage = lazyPage(() => loadVendors().then((m) => ({ default: m.VendorListPage })))
const AddVendorPage = lazyPage(() => loadVendors().then((m) => ({ default: m.AddVendorPage })))
const VendorAnalyticsPage = lazyPage(() =>
  loadVendors().then((m) => ({ default: m.VendorAnalyticsPage })),
)
const VendorDetailPage = lazyPage(() =>
  loadVendors().then((m) => ({ default: m.VendorDetailPage })),
)

/** Everything under /dashboard, inside the dashboard frame. */
export default function DashboardPages() {
  // Nested under /dashboard: this router sees relative paths, the menu needs the full one.
  const [location] = useLocation()
  const currentPath = `${ROUTES_DASHBOARD}${location === '/' ? '' : location}`
  return (
    <DashboardLayout currentPath={currentPath}>
      {/* Pages load inside the frame: the menu stays while a section's code arrives. */}
      <PageBoundary>
        <Switch>
          <Route path="/">
            <DashboardHome />
          </Route>
          <Route path="/vendors">
            <VendorListPage />
          </Route>
          <Route path="/vendors/add-vendor">
            <AddVendorPage />
          </Route>
          <Route path="/vendors/analytics">
            <VendorAnalyticsPage />
          </Route>
          <Route path="/vendor/:vendorId">
            <VendorDetailPage />
          </Route>
          {/* Sections without a screen yet answer 404, like any unknown path (SPEC.md §2). */}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </PageBoundary>
    </DashboardLayout>
  )
}
