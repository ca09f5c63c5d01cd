import { expect, type Page } from '@playwright/test'
import { buyerHeaders, mailAbout, sendDemoRfq } from './sourcing'
import { DEMO_BUYER, logIn, pageSettled, test } from './support'

// Issue #28, cold first loads (docs/performance.md#cold-loads): a dashboard page's section code
// comes with the page's links, not once the frame has rendered, and each first read starts with
// the app's entry and is made once (src/earlyReads.ts hands it to the screen's own request).

/** The API reads a page makes from here on, as `GET path?query` sorted. */
function readsOf(page: Page): string[] {
  const reads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/')) return
    url.searchParams.sort()
    reads.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return reads
}

/** The files the page was sent with links for (modulepreload), by name without their hash. */
async function linkedModules(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map((href) => href.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''))
}

test('a returning buyer opening a list or New RFQ cold gets its section with the page, and asks for each read once', async ({
  page,
}) => {
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, true)
  await expect(page).toHaveURL(/\/dashboard$/)
  // The home's own reads (its profile check among them) are done before counting starts: the
  // URL changes before the page under it has asked for anything.
  await pageSettled(page)

  const reads = readsOf(page)
  await page.goto('/dashboard/quotes')
  expect(await linkedModules(page)).toEqual(
    expect.arrayContaining(['DashboardPages', 'SourcingPages']),
  )
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await pageSettled(page)
  expect(reads.sort()).toEqual([
    'GET /api/v1/ldb/profile',
    'GET /api/v1/ldb/rfq/quotes/list?limit=25&page=1',
    'GET /api/v1/ldb/social/channels',
  ])

  reads.length = 0
  await page.goto('/dashboard/rfqs/create')
  await expect(page.getByRole('form', { name: 'Request for quotation' })).toBeVisible()
  await pageSettled(page)
  // Each once: a second read of one would mean the early read did not match the screen's.
  expect(new Set(reads).size).toBe(reads.length)
  expect(reads).toEqual(
    expect.arrayContaining([
      'GET /api/v1/ldb/rfq/order?limit=5&page=1&status=draft',
      'GET /api/v1/ldb/vendor?limit=8&page=1',
    ]),
  )

  reads.length = 0
  await page.goto('/dashboard/vendors/add-vendor')
  expect(await linkedModules(page)).toEqual(expect.arrayContaining(['VendorPages']))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await pageSettled(page)
  expect(new Set(reads).size).toBe(reads.length)
})

test("a vendor's e-mailed RFQ link reads its RFQ once, without an account", async ({
  browser,
  request,
}) => {
  const headers = await buyerHeaders(request)
  const title = `Cold link ${Date.now().toString(36)}`
  const sent = await sendDemoRfq(request, headers, {
    vendorName: 'Delta Valves',
    order: {
      title,
      currency: 'usd',
      deliveryAddress: '14 Wharf Road, Apapa, Lagos',
      lines: [{ description: 'Gate valve', quantity: 4, unit: 'pcs' }],
    },
  })
  const link = /\/vendor\/rfq\?token=\S+/.exec(
    await mailAbout(request, sent.vendor.email, title),
  )?.[0]
  expect(link, 'the RFQ link in the e-mail').toBeTruthy()

  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const reads = readsOf(page)
    await page.goto(link as string)
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible()
    await pageSettled(page)
    expect(reads).toHaveLength(1)
    expect(reads[0]).toMatch(/^GET \/api\/v1\/vendor\/rfq\/link\?token=/)
  } finally {
    await context.close()
  }
})
