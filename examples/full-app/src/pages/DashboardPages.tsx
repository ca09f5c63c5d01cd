import { DashboardHome, DashboardLayout, NotFound } from '@ally/react'
import { matchesRoute, ROUTES } from '@ally/sdk'
import type { ComponentType } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { type LazyPage, lazyPage } from '../lazyPage'
import { PageBoundary } from '../PageBoundary'
import { PageTitle } from '../titles'

const loadVendors = () => import('./VendorPages')
const vendorPage = (
  name: 'VendorListPage' | 'AddVendorPage' | 'VendorAnalyticsPage' | 'VendorDetailPage',
) => lazyPage(() => loadVendors().then((m) => ({ default: m[name] })))

const loadSourcing = () => import('./SourcingPages')
const sourcingPage = (
  name:
    | 'RfqListPage'
    | 'RfqCreatePage'
    | 'RfqDetailPage'
    | 'QuoteListPage'
    | 'QuoteResponsesPage'
    | 'QuoteDetailPage'
    | 'QuoteVendorDetailPage'
    | 'OrderDetailPage'
    | 'PurchaseOrderCreatePage'
    | 'PurchaseOrderListPage'
    | 'PurchaseOrderDetailPage'
    | 'ShipmentListPage'
    | 'ShipmentDetailPage',
) => lazyPage(() => loadSourcing().then((m) => ({ default: m[name] })))

const loadWorkflows = () => import('./WorkflowPages')
const workflowPage = (name: 'WorkflowTablePage' | 'WorkflowEditorPage' | 'WorkflowRunsPage') =>
  lazyPage(() => loadWorkflows().then((m) => ({ default: m[name] })))

const AnalyticsPage = lazyPage(() => import('./AnalyticsPage'))
const CoPilotPage = lazyPage(() => import('./CoPilotPage'))
const SettingsPage = lazyPage(() => import('./SettingsPage'))
const TeamPage = lazyPage(() => import('./TeamPage'))

/** The dashboard's pages by their path below /dashboard; the patterns also key the tab titles. */
const DASHBOARD_PAGES: [path: string, Page: ComponentType][] = [
  ['/', DashboardHome],
  ['/workflow', workflowPage('WorkflowTablePage')],
  // The first match wins: the runs page goes above the editor's ':workflowId'.
  ['/workflow/run/:workflowId', workflowPage('WorkflowRunsPage')],
  ['/workflow/:workflowId', workflowPage('WorkflowEditorPage')],
  ['/vendors', vendorPage('VendorListPage')],
  ['/vendors/add-vendor', vendorPage('AddVendorPage')],
  ['/vendors/analytics', vendorPage('VendorAnalyticsPage')],
  ['/vendor/:vendorId', vendorPage('VendorDetailPage')],
  ['/rfqs', sourcingPage('RfqListPage')],
  ['/rfqs/create', sourcingPage('RfqCreatePage')],
  ['/rfq/:rfqId', sourcingPage('RfqDetailPage')],
  ['/quotes', sourcingPage('QuoteListPage')],
  ['/quotes/:quoteId', sourcingPage('QuoteDetailPage')],
  ['/quotes/:quoteId/responses', sourcingPage('QuoteResponsesPage')],
  ['/quotes/:quoteId/item/vendor-detail', sourcingPage('QuoteVendorDetailPage')],
  ['/order/:orderId', sourcingPage('OrderDetailPage')],
  ['/purchase-orders', sourcingPage('PurchaseOrderListPage')],
  // The first match wins: literal pages below /purchase-orders (create) go above ':poId'.
  ['/purchase-orders/create', sourcingPage('PurchaseOrderCreatePage')],
  ['/purchase-orders/:poId', sourcingPage('PurchaseOrderDetailPage')],
  ['/shipment', sourcingPage('ShipmentListPage')],
  ['/shipment/:shipmentId', sourcingPage('ShipmentDetailPage')],
  ['/co-pilot', CoPilotPage],
  ['/analytics', AnalyticsPage],
  ['/team-management', TeamPage],
  ['/settings', SettingsPage],
]

const fullPattern = (path: string) =>
  path === '/' ? ROUTES.dashboard : `${ROUTES.dashboard}${path}`

const isLazy = (Page: ComponentType): Page is LazyPage => 'preload' in Page

/**
 * Fetches the code of the dashboard page `path` (a full path, `/dashboard/quotes`) opens, so that
 * the first render shows the page itself and does not ask for its section's code only once the
 * frame has rendered (App.tsx's preloadPage). Resolves at once for the home page (in this chunk)
 * and for paths with no page.
 */
export function preloadDashboardPage(path: string): Promise<unknown> {
  const Page = DASHBOARD_PAGES.find(([pattern]) => matchesRoute(fullPattern(pattern), path))?.[1]
  return Page && isLazy(Page) ? Page.preload() : Promise.resolve()
}

/** Everything under /dashboard, inside the dashboard frame. */
export default function DashboardPages() {
  // Nested under /dashboard: this router sees relative paths, the menu needs the full one.
  const [location] = useLocation()
  const currentPath = `${ROUTES.dashboard}${location === '/' ? '' : location}`
  return (
    <DashboardLayout currentPath={currentPath}>
      {/* Pages load inside the frame: the menu stays while a section's code arrives. */}
      <PageBoundary>
        <Switch>
          {DASHBOARD_PAGES.map(([path, Page]) => (
            <Route key={path} path={path}>
              <PageTitle pattern={fullPattern(path)}>
                <Page />
              </PageTitle>
            </Route>
          ))}
          {/* Sections without a screen yet answer 404, like any unknown path. */}
          <Route>
            <PageTitle pattern={null}>
              <NotFound embedded />
            </PageTitle>
          </Route>
        </Switch>
      </PageBoundary>
    </DashboardLayout>
  )
}
