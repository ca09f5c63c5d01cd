import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { APP_ROUTES } from '../packages/ally-sdk/src/rules/routes'
import { test as base, DEMO_BUYER, logIn, logInAsDemoVendor } from './support'

/**
 * Every page of the product (the route table the app and the server share) as paths a browser can
 * open, and the logged-in sessions to open them with, for the checks that visit them all
 * (accessibility.spec.ts, responsive.spec.ts).
 */

/** `:name` segments filled in: with an id that exists where one is given, any other id otherwise. */
export const fillPath = (pattern: string, ids: Record<string, string> = {}) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? `unknown-${name}`)

/** What a visitor who is not logged in can open, the forms' variants, and a 404. */
export const LOGGED_OUT_PATHS = [
  ...APP_ROUTES.filter((route) => route.access !== 'protected').map((route) =>
    fillPath(route.path),
  ),
  '/vendor/register?mode=login',
  '/forgot-password?for=vendor',
  '/no-such-page',
]

/** The dashboard's pages as patterns: `:vendorId` is filled with a demo vendor at run time. */
export const BUYER_PATTERNS = [
  ...APP_ROUTES.filter((route) => route.access === 'protected').map((route) => route.path),
  // One vendor's answer in a round: the page names its vendor in the query.
  '/dashboard/quotes/:quoteId/item/vendor-detail?vendor=:quoteVendorId',
]

/** The vendor portal's pages, opened by a logged-in vendor. */
export const VENDOR_PATHS = APP_ROUTES.filter((route) => route.path.startsWith('/vendor/')).map(
  (route) => fillPath(route.path),
)

export interface DemoSessions {
  /** Storage-state files of the logged-in demo buyer and demo vendor. */
  buyer: string
  vendor: string
  /** A vendor of the demo business, for `/dashboard/vendor/:vendorId`. */
  vendorId: string
  /** An RFQ sent to the demo vendor, for `/vendor/rfqs/:rfqId`. */
  rfqId: string
  /** The demo's open round with answers, for `/dashboard/quotes/:quoteId/…`. */
  quoteId: string
  /** A vendor that answered in that round, for its vendor-detail page. */
  quoteVendorId: string
  /** The order that round sources, for `/dashboard/order/:orderId`. */
  orderId: string
  /** The demo's newest purchase order, for `/dashboard/purchase-orders/:poId`. */
  poId: string
  /** The demo's newest shipment, for `/dashboard/shipment/:shipmentId`. */
  shipmentId: string
  /** The demo's workflow, for `/dashboard/workflow/:workflowId` and its runs. */
  workflowId: string
}

/** The ids the tests fill path patterns with. */
export const idsOf = ({
  vendorId,
  rfqId,
  quoteId,
  quoteVendorId,
  orderId,
  poId,
  shipmentId,
  workflowId,
}: DemoSessions) => ({
  vendorId,
  rfqId,
  quoteId,
  quoteVendorId,
  orderId,
  poId,
  shipmentId,
  workflowId,
})

/**
 * The support `test` with `sessions`: the demo buyer and the demo vendor, each logged in once per
 * worker with "remember me" (so the session sits in localStorage, which a storage state keeps).
 */
export const test = base.extend<Record<never, never>, { sessions: DemoSessions }>({
  sessions: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL
      const dir = mkdtempSync(join(tmpdir(), 'ally-e2e-sessions-'))

      const buyerContext = await browser.newContext({ baseURL })
      const buyerPage = await buyerContext.newPage()
      await logIn(buyerPage, DEMO_BUYER.email, DEMO_BUYER.password, true)
      await expect(buyerPage).toHaveURL(/\/dashboard$/)
      await buyerPage.goto('/dashboard/vendors/analytics')
      const href = await buyerPage
        .getByRole('grid', { name: 'Vendor performance' })
        .getByRole('link')
        .first()
        .getAttribute('href')
      const vendorId = href?.split('/').pop()
      if (!vendorId) throw new Error('The demo business shows no vendor to open')
      await buyerPage.goto('/dashboard/quotes?search=Apapa')
      const quoteId = await buyerPage
        .getByRole('grid', { name: 'Quotes' })
        .locator('[data-quote]')
        .first()
        .getAttribute('data-quote')
      if (!quoteId) throw new Error('The demo business shows no open round')
      await buyerPage.goto(`/dashboard/quotes/${quoteId}/responses`)
      const quoteVendorId = await buyerPage
        .getByRole('table', { name: 'Answers' })
        .locator('th[data-vendor]')
        .first()
        .getAttribute('data-vendor')
      if (!quoteVendorId) throw new Error('The demo round shows no answer')
      await buyerPage.goto(`/dashboard/quotes/${quoteId}`)
      const orderHref = await buyerPage
        .getByRole('link', { name: 'View order' })
        .getAttribute('href')
      const orderId = orderHref?.split('/').pop()
      if (!orderId) throw new Error('The demo round links to no order')
      await buyerPage.goto('/dashboard/purchase-orders')
      const poId = await buyerPage
        .getByRole('grid', { name: 'Purchase orders' })
        .locator('[data-po]')
        .first()
        .getAttribute('data-po')
      if (!poId) throw new Error('The demo business shows no purchase order')
      await buyerPage.goto('/dashboard/shipment')
      const shipmentId = await buyerPage
        .getByRole('grid', { name: 'Shipments' })
        .locator('[data-shipment]')
        .first()
        .getAttribute('data-shipment')
      if (!shipmentId) throw new Error('The demo business shows no shipment')
      await buyerPage.goto('/dashboard/workflow')
      const workflowId = await buyerPage
        .getByRole('grid', { name: 'Workflows' })
        .locator('[data-workflow]')
        .first()
        .getAttribute('data-workflow')
      if (!workflowId) throw new Error('The demo business shows no workflow')
      const buyer = join(dir, 'buyer.json')
      await buyerContext.storageState({ path: buyer })
      await buyerContext.close()

      const vendorContext = await browser.newContext({ baseURL })
      const vendorPage = await vendorContext.newPage()
      await logInAsDemoVendor(vendorPage, true)
      const rfqId = await vendorPage
        .getByRole('grid', { name: 'RFQs' })
        .locator('[data-rfq]')
        .first()
        .getAttribute('data-rfq')
      if (!rfqId) throw new Error('The demo vendor has no RFQ to open')
      const vendor = join(dir, 'vendor.json')
      await vendorContext.storageState({ path: vendor })
      await vendorContext.close()

      await use({
        buyer,
        vendor,
        vendorId,
        rfqId,
        quoteId,
        quoteVendorId,
        orderId,
        poId,
        shipmentId,
        workflowId,
      })
    },
    { scope: 'worker' },
  ],
})

/**
 * The three kinds of visitor, each with the pages it can open (as patterns: fill them with
 * `fillPath(pattern, idsOf(sessions))` when the test runs).
 */
export const VISITORS: readonly {
  who: string
  session?: 'buyer' | 'vendor'
  patterns: string[]
}[] = [
  { who: 'logged out', patterns: LOGGED_OUT_PATHS },
  { who: 'demo buyer', session: 'buyer', patterns: BUYER_PATTERNS },
  { who: 'demo vendor', session: 'vendor', patterns: VENDOR_PATHS },
]
