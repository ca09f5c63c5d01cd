// Every route of the product (docs/product-rules.md, Routes and layout), so no package spells a
// path twice.
import type { Currency, OrderType } from '../contract/common'
import type { RouteAccess } from './navigation'

const enc = encodeURIComponent

export const ROUTES = {
  landing: '/',
  about: '/about',
  faqs: '/faqs',
  cookiePolicy: '/cookie-policy',
  /** The newsletter e-mail's confirm link lands here (`?token=`). */
  newsletterConfirm: '/newsletter/confirm',
  /** The newsletter e-mails' unsubscribe link lands here (`?token=`). */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** A team invitation's e-mailed link lands here (`?token=`): set a password and join. */
  joinTeam: '/join-team',
  verify: '/verify',
  changeEmail: '/change-email',
  googleAuth: '/google-auth',
  onboarding: '/onboarding',
  vendorRegister: '/vendor/register',
  vendorRegistrationSuccess: '/vendor/registration-success',
  vendorVerifyEmail: '/vendor/verify-email',
  vendorVerify: '/vendor/verify',
  vendorChangeEmail: '/vendor/change-email',
  vendorOnboarding: '/vendor/onboarding',
  /** An RFQ opened from its e-mailed link (`?token=`), without an account. */
  vendorRfqLink: '/vendor/rfq',
  /** A purchase order opened from its e-mailed link (`?token=`), without an account. */
  vendorPurchaseOrderLink: '/vendor/po',
  dashboard: '/dashboard',
  workflows: '/dashboard/workflow',
  vendors: '/dashboard/vendors',
  addVendor: '/dashboard/vendors/add-vendor',
  vendorAnalytics: '/dashboard/vendors/analytics',
  shipments: '/dashboard/shipment',
  rfqs: '/dashboard/rfqs',
  createRfq: '/dashboard/rfqs/create',
  coPilot: '/dashboard/co-pilot',
  quotes: '/dashboard/quotes',
  purchaseOrders: '/dashboard/purchase-orders',
  createPurchaseOrder: '/dashboard/purchase-orders/create',
  teamManagement: '/dashboard/team-management',
  settings: '/dashboard/settings',
  /** Spend, savings, cycle times and open commitments (SPEC.md's placeholder path, replaced). */
  businessAnalytics: '/dashboard/analytics',
} as const

/** Whose password the shared forgot- and reset-password pages are for. */
export type AccountKind = 'buyer' | 'vendor'

/** `?for=vendor` on the forgot- and reset-password pages means a vendor account's password. */
export const getAccountKind = (search: string | URLSearchParams): AccountKind =>
  new URLSearchParams(search).get('for') === 'vendor' ? 'vendor' : 'buyer'

/**
 * A request for quotation written out but not saved (the co-pilot's drafted RFQ): the RFQ form
 * opens with it filled in, and nothing is stored until the buyer saves or sends it. Every field
 * may be missing; the form checks each as if typed (docs/product-rules.md, "Co-pilot").
 */
export interface RfqPrefill {
  title?: string
  orderType?: OrderType
  currency?: Currency
  lines?: { description: string; quantity: number; unit: string; specifications?: string }[]
  deliveryAddress?: string
  /** YYYY-MM-DD. */
  deliveryDate?: string
  vendorIds?: string[]
}

/**
 * Pages with an id in their path, as patterns (`:name` segments): the app's router matches them
 * (APP_ROUTES) and `routeTo` fills them in, so no such path is spelled twice.
 */
const ID_PAGES = {
  registrationSuccess: '/registration-success/:token',
  /** An RFQ in the vendor's portal, answered with its session. */
  vendorRfq: '/vendor/rfqs/:rfqId',
  /** A purchase order in the vendor's portal, answered and shipped with its session. */
  vendorPurchaseOrder: '/vendor/purchase-orders/:poId',
  workflowRun: '/dashboard/workflow/run/:workflowId',
  workflow: '/dashboard/workflow/:workflowId',
  vendor: '/dashboard/vendor/:vendorId',
  shipment: '/dashboard/shipment/:shipmentId',
  rfq: '/dashboard/rfq/:rfqId',
  quote: '/dashboard/quotes/:quoteId',
  quoteResponses: '/dashboard/quotes/:quoteId/responses',
  quoteVendorDetail: '/dashboard/quotes/:quoteId/item/vendor-detail',
  order: '/dashboard/order/:orderId',
  purchaseOrder: '/dashboard/purchase-orders/:poId',
} as const

type IdPages = { [Page in keyof typeof ID_PAGES]: (id: string) => string }

/**
 * `routes` and, for each of ID_PAGES it does not write out itself, a function of the id: derived
 * rather than written out, since each function would spell its path again. A function, so that a
 * bundle without `routeTo` drops it (a spread at module level would keep it).
 */
/* @__NO_SIDE_EFFECTS__ */
function withIdPages<R extends object>(routes: R): Omit<IdPages, keyof R> & R {
  const byId = Object.entries(ID_PAGES).map(([page, pattern]) => [
    page,
    // A replacer function, so that `$` patterns in an id are never expanded.
    (id: string) => pattern.replace(/:\w+/, () => enc(id)),
  ])
  return { ...Object.fromEntries(byId), ...routes }
}

/** Paths with ids in them. */
export const routeTo = withIdPages({
  /**
   * Sign-up's next pages carry the registration token (`AuthResult.registrationToken`), which is
   * good only for the code calls and expires in an hour; never pass the session token here.
   */
  registrationSuccess: (registrationToken: string, resend = false) =>
    `/registration-success/${enc(registrationToken)}${resend ? '?resend=true' : ''}`,
  verify: (registrationToken: string) => `/verify?token=${enc(registrationToken)}`,
  /** The shared forgot-password page; `vendor` resets a vendor account's password. */
  forgotPassword: (account: AccountKind = 'buyer') =>
    account === 'vendor' ? `${ROUTES.forgotPassword}?for=vendor` : ROUTES.forgotPassword,
  /** The vendor portal's log-in form (it shares /vendor/register with sign-up). */
  vendorLogin: () => `${ROUTES.vendorRegister}?mode=login`,
  changeEmail: (registrationToken: string) => `/change-email?token=${enc(registrationToken)}`,
  /** The team invitation e-mail's link: the token is its only credential, and works once. */
  joinTeam: (invitationToken: string) => `${ROUTES.joinTeam}?token=${enc(invitationToken)}`,
  /** The RFQ e-mail's link: the token is its only credential. */
  vendorRfqLink: (linkToken: string) => `${ROUTES.vendorRfqLink}?token=${enc(linkToken)}`,
  /** The purchase order e-mail's link: the token is its only credential. */
  vendorPurchaseOrderLink: (linkToken: string) =>
    `${ROUTES.vendorPurchaseOrderLink}?token=${enc(linkToken)}`,
  /** The PO form with draft `id` in it, to change before it is sent. */
  editPurchaseOrder: (id: string) => `${ROUTES.createPurchaseOrder}?edit=${enc(id)}`,
  /** The RFQ form filled in from `prefill`, unsaved (`?prefill=` holds it as JSON). */
  prefilledRfq: (prefill: RfqPrefill) =>
    `${ROUTES.createRfq}?prefill=${enc(JSON.stringify(prefill))}`,
  /** The new-PO form, drafted from approved response `approvedId` when one is given. */
  createPurchaseOrder: (approvedId?: string) =>
    approvedId
      ? `${ROUTES.createPurchaseOrder}?award=${enc(approvedId)}`
      : ROUTES.createPurchaseOrder,
})

/** A page of the product and who may open it. */
export interface AppRoute {
  /** A pattern: literal segments and `:name` segments that match one non-empty segment. */
  path: string
  access: RouteAccess
}

/**
 * Who may open a page: the dashboard's pages need a session with a complete profile, onboarding
 * a session, the login pages nobody signed in; the rest are public (vendor pages guard themselves
 * with the vendor session).
 */
function accessOf(path: string): RouteAccess {
  if (path === ROUTES.login || path === ROUTES.register) return 'guest'
  if (path === ROUTES.onboarding) return 'onboarding'
  return path.startsWith(ROUTES.dashboard) ? 'protected' : 'public'
}

/**
 * Every page of the product with its guard, shared by the app's router and the server, which
 * answers any other path with the app's not-found page and status 404. Fixed paths come first,
 * so `/dashboard/purchase-orders/create` is that page, not a PO with the id "create".
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...Object.values(ROUTES),
  ...Object.values(ID_PAGES),
].map((path) => ({ path, access: accessOf(path) }))

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/**
 * Whether `path` (no query string) fits `pattern` the way the app's router reads it: letter case
 * and one trailing slash do not matter, and a `:name` segment takes any one non-empty segment.
 *
 * @example
 * matchesRoute('/dashboard/vendor/:vendorId', '/dashboard/vendor/v_1') // true
 * matchesRoute('/dashboard/vendor/:vendorId', '/dashboard/vendor/v_1/x') // false
 */
export function matchesRoute(pattern: string, path: string): boolean {
  if (path.includes('//') || !path.startsWith('/')) return false
  const want = segmentsOf(pattern)
  const got = segmentsOf(path)
  if (want.length !== got.length) return false
  return want.every(
    (segment, i) => segment.startsWith(':') || segment.toLowerCase() === got[i]?.toLowerCase(),
  )
}

/** The page `path` opens, or `undefined` when it is no page of the product (a 404). */
export const findAppRoute = (path: string): AppRoute | undefined =>
  APP_ROUTES.find((route) => matchesRoute(route.path, path))
