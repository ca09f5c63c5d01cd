// SPEC.md §2: every route of the product, so no package spells a path twice.

const enc = encodeURIComponent

export const ROUTES = {
  landing: '/',
  about: '/about',
  faqs: '/faqs',
  cookiePolicy: '/cookie-policy',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
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
  /** Business analytics has no screen yet; the menu points here. */
  businessAnalytics: '/dashboard/business-analytics',
} as const

/** Paths with ids in them. */
export const routeTo = {
  registrationSuccess: (token: string, resend = false) =>
    `/registration-success/${enc(token)}${resend ? '?resend=true' : ''}`,
  workflow: (id: string) => `/dashboard/workflow/${enc(id)}`,
  workflowRun: (id: string) => `/dashboard/workflow/run/${enc(id)}`,
  vendor: (id: string) => `/dashboard/vendor/${enc(id)}`,
  shipment: (id: string) => `/dashboard/shipment/${enc(id)}`,
  rfq: (id: string) => `/dashboard/rfq/${enc(id)}`,
  quote: (id: string) => `/dashboard/quotes/${enc(id)}`,
  quoteResponses: (id: string) => `/dashboard/quotes/${enc(id)}/responses`,
  quoteVendorDetail: (id: string) => `/dashboard/quotes/${enc(id)}/item/vendor-detail`,
  order: (id: string) => `/dashboard/order/${enc(id)}`,
}
