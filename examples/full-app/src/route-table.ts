import { ROUTES, type RouteAccess } from '@ally/sdk'

/** A route of SPEC.md §2 and who may open it; screens are attached as they are built. */
export interface AppRoute {
  path: string
  access: RouteAccess
}

const publicPaths = [ROUTES.landing, ROUTES.about, ROUTES.faqs, ROUTES.cookiePolicy]
const guestPaths = [ROUTES.login, ROUTES.register]
const accountPaths = [
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  '/registration-success/:token',
  ROUTES.verify,
  ROUTES.changeEmail,
  ROUTES.googleAuth,
]
const vendorPaths = [
  ROUTES.vendorRegister,
  ROUTES.vendorRegistrationSuccess,
  ROUTES.vendorVerifyEmail,
  ROUTES.vendorVerify,
  ROUTES.vendorChangeEmail,
  ROUTES.vendorOnboarding,
]
const dashboardPaths = [
  '',
  'workflow',
  'workflow/run/:workflowId',
  'workflow/:workflowId',
  'vendors',
  'vendors/add-vendor',
  'vendor/:vendorId',
  'vendors/analytics',
  'shipment',
  'shipment/:shipmentId',
  'rfqs',
  'rfqs/create',
  'rfq/:rfqId',
  'co-pilot',
  'quotes',
  'quotes/:quoteId',
  'quotes/:quoteId/responses',
  'quotes/:quoteId/item/vendor-detail',
  'order/:orderId',
  'purchase-orders',
  'purchase-orders/create',
  'team-management',
  'settings',
].map((path) => (path ? `${ROUTES.dashboard}/${path}` : ROUTES.dashboard))

/**
 * Every route of SPEC.md §2 with its guard (SPEC.md §4). Vendor pages guard themselves with the
 * vendor session; any other path is the 404 page.
 */
export const routeTable: AppRoute[] = [
  ...publicPaths.map((path) => ({ path, access: 'public' as const })),
  ...guestPaths.map((path) => ({ path, access: 'guest' as const })),
  ...accountPaths.map((path) => ({ path, access: 'public' as const })),
  ...vendorPaths.map((path) => ({ path, access: 'public' as const })),
  { path: ROUTES.onboarding, access: 'onboarding' },
  ...dashboardPaths.map((path) => ({ path, access: 'protected' as const })),
]
