import { formatDocumentTitle } from '@ally/react'
import { ROUTES } from '@ally/sdk'
import { type ReactNode, useEffect } from 'react'

/** What each page is called in its browser tab, by the route pattern that opens it. */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  [ROUTES.landing]: 'Procurement your vendors can answer',
  [ROUTES.about]: 'About',
  [ROUTES.faqs]: 'FAQs',
  [ROUTES.cookiePolicy]: 'Cookie policy',
  [ROUTES.newsletterConfirm]: 'Newsletter sign-up',
  [ROUTES.newsletterUnsubscribe]: 'Newsletter unsubscribe',
  [ROUTES.login]: 'Log in',
  [ROUTES.register]: 'Create an account',
  [ROUTES.forgotPassword]: 'Forgot password',
  [ROUTES.resetPassword]: 'Reset password',
  [ROUTES.joinTeam]: 'Join your team',
  '/registration-success/:token': 'Check your inbox',
  [ROUTES.verify]: 'Verify your e-mail',
  [ROUTES.changeEmail]: 'Change e-mail',
  [ROUTES.googleAuth]: 'Google sign-in',
  [ROUTES.onboarding]: 'Business profile',
  [ROUTES.vendorRegister]: 'Vendor sign-up',
  [ROUTES.vendorRegistrationSuccess]: 'Vendor portal',
  [ROUTES.vendorVerifyEmail]: 'Vendor e-mail check',
  [ROUTES.vendorVerify]: 'Vendor verification',
  [ROUTES.vendorChangeEmail]: 'Vendor e-mail change',
  [ROUTES.vendorOnboarding]: 'Company profile',
  [ROUTES.vendorRfqLink]: 'Request for quotation',
  [ROUTES.vendorPurchaseOrderLink]: 'Purchase order to acknowledge',
  '/vendor/rfqs/:rfqId': 'RFQ in your portal',
  '/vendor/purchase-orders/:poId': 'Purchase order in your portal',
  [ROUTES.dashboard]: 'Dashboard',
  [ROUTES.workflows]: 'Workflows',
  '/dashboard/workflow/run/:workflowId': 'Workflow run',
  '/dashboard/workflow/:workflowId': 'Workflow',
  [ROUTES.vendors]: 'Vendor list',
  [ROUTES.addVendor]: 'Add vendors',
  '/dashboard/vendor/:vendorId': 'Vendor',
  [ROUTES.vendorAnalytics]: 'Vendor analytics',
  [ROUTES.businessAnalytics]: 'Business analytics',
  [ROUTES.shipments]: 'Shipments',
  '/dashboard/shipment/:shipmentId': 'Shipment',
  [ROUTES.rfqs]: 'RFQs',
  [ROUTES.createRfq]: 'New RFQ',
  '/dashboard/rfq/:rfqId': 'RFQ',
  [ROUTES.coPilot]: 'Co-pilot',
  [ROUTES.quotes]: 'Quotes',
  '/dashboard/quotes/:quoteId': 'Quote',
  '/dashboard/quotes/:quoteId/responses': 'Quote responses',
  '/dashboard/quotes/:quoteId/item/vendor-detail': 'Quoted vendor',
  '/dashboard/order/:orderId': 'Order',
  [ROUTES.purchaseOrders]: 'Purchase orders',
  [ROUTES.createPurchaseOrder]: 'New purchase order',
  '/dashboard/purchase-orders/:poId': 'Purchase order',
  [ROUTES.teamManagement]: 'Teams',
  [ROUTES.settings]: 'Settings',
}

export const NOT_FOUND_TITLE = 'Page not found'

/**
 * The tab title for a route pattern, `Vendor list · Ally`; a pattern without a page (null, or
 * unknown) is the not-found page.
 */
export function documentTitle(pattern: string | null): string {
  const page = (pattern !== null && PAGE_TITLES[pattern]) || NOT_FOUND_TITLE
  return formatDocumentTitle(page)
}

/** Sets the tab title while the page of `pattern` shows (null: the not-found page). */
export function usePageTitle(pattern: string | null): void {
  useEffect(() => {
    document.title = documentTitle(pattern)
  }, [pattern])
}

/** Renders `children` under the tab title of `pattern`; wrap each routed page in one. */
export function PageTitle({ pattern, children }: { pattern: string | null; children: ReactNode }) {
  usePageTitle(pattern)
  return children
}
