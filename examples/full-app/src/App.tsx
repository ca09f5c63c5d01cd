import { type AllyNavigation, AllyProvider, NotFound, Toaster } from '@ally/react'
import { type AllyConnection, matchesRoute } from '@ally/sdk'
import { useMemo } from 'react'
import { Route, Switch, useLocation, useSearch } from 'wouter'
import { Guard } from './Guard'
import { type LazyPage, lazyPage } from './lazyPage'
import { PageBoundary } from './PageBoundary'
import * as account from './pages/accountPages'
import { type AppRoute, routeTable } from './route-table'
import { PageTitle } from './titles'

const LoginPage = lazyPage(() => import('./pages/LoginPage'))
const loadVendorPortal = () => import('./pages/VendorPortalPages')
const vendorPage = (name: keyof Awaited<ReturnType<typeof loadVendorPortal>>) =>
  lazyPage(() => loadVendorPortal().then((m) => ({ default: m[name] })))
const loadDashboard = () => import('./pages/DashboardPages')
const DashboardPages = lazyPage(loadDashboard)
const loadWebsite = () => import('./pages/WebsitePages')
const websitePage = (name: keyof Awaited<ReturnType<typeof loadWebsite>>) =>
  lazyPage(() => loadWebsite().then((m) => ({ default: m[name] })))

/** The pages that exist so far, by the path patterns of the route table. */
const PAGES: Record<string, LazyPage> = {
  '/': websitePage('LandingPage'),
  '/about': websitePage('AboutPage'),
  '/faqs': websitePage('FaqsPage'),
  '/cookie-policy': websitePage('CookiePolicyPage'),
  '/newsletter/confirm': websitePage('NewsletterConfirmPage'),
  '/newsletter/unsubscribe': websitePage('NewsletterUnsubscribePage'),
  '/login': LoginPage,
  '/register': account.RegisterPage,
  '/forgot-password': account.ForgotPasswordPage,
  '/reset-password': account.ResetPasswordPage,
  '/join-team': account.JoinTeamPage,
  '/registration-success/:token': account.RegistrationSuccessPage,
  '/verify': account.VerifyPage,
  '/change-email': account.ChangeEmailPage,
  '/google-auth': account.GoogleAuthPage,
  '/onboarding': account.OnboardingPage,
  '/vendor/register': vendorPage('VendorRegisterPage'),
  '/vendor/verify-email': vendorPage('VendorVerifyEmailPage'),
  '/vendor/verify': vendorPage('VendorVerifyPage'),
  '/vendor/change-email': vendorPage('VendorChangeEmailPage'),
  '/vendor/onboarding': vendorPage('VendorOnboardingPage'),
  '/vendor/registration-success': vendorPage('VendorRegistrationSuccessPage'),
  '/vendor/rfq': vendorPage('VendorRfqLinkPage'),
  '/vendor/rfqs/:rfqId': vendorPage('VendorRfqPage'),
  '/vendor/purchase-orders/:poId': vendorPage('VendorPurchaseOrderPage'),
  '/vendor/po': vendorPage('VendorPurchaseOrderLinkPage'),
}

/**
 * Fetches the code of the page `path` opens (below /dashboard, the frame and the page inside it),
 * so that the first render shows it (main.tsx). Resolves at once for a path with no page.
 */
export function preloadPage(path: string): Promise<unknown> {
  if (/^\/dashboard(\/|$)/i.test(path)) {
    // The frame's chunk, then the section's: both already on their way from the page's links.
    return DashboardPages.preload()
      .then(loadDashboard)
      .then((dashboard) => dashboard.preloadDashboardPage(path))
  }
  const pattern = Object.keys(PAGES).find((pattern) => matchesRoute(pattern, path))
  return pattern ? (PAGES[pattern] as LazyPage).preload() : Promise.resolve()
}

const accessOf = (path: string): AppRoute['access'] =>
  routeTable.find((route) => route.path === path)?.access ?? 'public'

/** Routes and composition only: every screen comes from @ally/react. */
export function App({ client }: { client: AllyConnection }) {
  const [, setLocation] = useLocation()
  const navigation = useMemo<AllyNavigation>(
    () => ({
      navigate: (to, options) => setLocation(to, { replace: options?.replace }),
      // Screens keep their search, filters and period in the URL through it (`useUrlState`).
      useSearch,
    }),
    [setLocation],
  )

  return (
    <AllyProvider client={client} navigation={navigation}>
      <PageBoundary>
        <Switch>
          {Object.entries(PAGES).map(([path, Page]) => (
            <Route key={path} path={path}>
              <PageTitle pattern={path}>
                <Guard access={accessOf(path)}>
                  <Page />
                </Guard>
              </PageTitle>
            </Route>
          ))}
          <Route path="/dashboard" nest>
            <Guard access="protected">
              <DashboardPages />
            </Guard>
          </Route>
          <Route>
            <PageTitle pattern={null}>
              <NotFound />
            </PageTitle>
          </Route>
        </Switch>
      </PageBoundary>
      <Toaster />
    </AllyProvider>
  )
}
