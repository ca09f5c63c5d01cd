import { expect, type Page } from '@playwright/test'
import { DEMO_BUYER, logIn, pageSettled, test } from './support'

// The built app as the server sends it: what a first visit downloads must come compressed and
// cacheable, and the page must show something before its scripts have run. Lighthouse's score
// cannot guard this on a machine whose speed varies (bench/lighthouse.ts, docs/performance.md).

test('the page, its scripts and its styles come compressed, and hashed files are cached for good', async ({
  page,
}) => {
  const responses: { url: string; encoding?: string; cache?: string }[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname === '/login' || /\.(js|css)$/.test(url.pathname)) {
      const headers = response.headers()
      responses.push({
        url: url.pathname,
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      })
    }
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  const assets = responses.filter((response) => response.url.startsWith('/assets/'))
  expect(assets.length).toBeGreaterThan(1)
  for (const response of responses) expect(response, response.url).toMatchObject({ encoding: 'br' })
  for (const asset of assets) expect(asset.cache, asset.url).toMatch(/immutable/)
})

test('before any script runs the page shows the brand, and asks for JavaScript when it is off', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/login')
  const loading = page.getByRole('status', { name: 'Loading Ally' })
  await expect(loading).toBeVisible()
  await expect(loading.getByText('Ally', { exact: true })).toBeVisible()
  // Playwright's text queries skip <noscript>, even when the browser shows its content.
  const noScript = page.locator('noscript p')
  await expect(noScript).toBeVisible()
  await expect(noScript).toHaveText(/^Ally needs JavaScript\./)
  await context.close()
})

test('the page replaces its loading brand, and fetches each stylesheet once, from the links it was sent with', async ({
  page,
}) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('.css')) stylesheets.push(url.pathname)
  })
  const response = await page.goto('/login')
  const html = (await response?.text()) ?? ''
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Loading Ally' })).toHaveCount(0)
  // A stylesheet the page does not link is found only once the scripts have run: a round trip
  // more before the first screen (an inlined one used to be fetched again that way).
  const linked = [
    ...html.matchAll(/<link rel="(?:stylesheet|preload" as="style)"[^>]* href="([^"]+)"/g),
  ]
  const sent = new Set(linked.map((match) => match[1]))
  expect(stylesheets.length).toBeGreaterThan(1)
  expect(new Set(stylesheets).size).toBe(stylesheets.length)
  for (const stylesheet of stylesheets) expect(sent, stylesheet).toContain(stylesheet)
})

/** Counts every Intl object and locale lookup the page's code makes (docs/performance.md). */
async function countIntl(page: Page) {
  await page.addInitScript(() => {
    const made: string[] = []
    Object.defineProperty(window, '__intlMade', { value: made })
    for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator', 'Locale', 'PluralRules']) {
      const original = Reflect.get(Intl, name) as new (...args: unknown[]) => object
      const counted = new Proxy(original, {
        construct(target, args) {
          made.push(name)
          return Reflect.construct(target, args)
        },
        get(target, key) {
          const value: unknown = Reflect.get(target, key)
          if (key !== 'supportedLocalesOf' || typeof value !== 'function') return value
          return (...args: unknown[]) => {
            made.push(`${name}.supportedLocalesOf`)
            return Reflect.apply(value, target, args)
          }
        },
      })
      Reflect.set(Intl, name, counted)
    }
  })
  return () => page.evaluate(() => Reflect.get(window, '__intlMade') as string[])
}

test('the log-in page starts without making an Intl formatter, whose first one costs tens of milliseconds', async ({
  page,
}) => {
  const intlMade = await countIntl(page)
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await page.getByRole('textbox', { name: 'E-mail' }).fill('someone@example.com')
  expect(await intlMade()).toEqual([])
})

test("a returning owner's dashboard asks for each of its first reads once, and shows its amounts and dates without Intl", async ({
  page,
}) => {
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password, true)
  await expect(page.getByRole('heading', { name: 'Needs your attention' })).toBeVisible()

  const intlMade = await countIntl(page)
  const reads: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/')) reads.push(`${request.method()} ${path}`)
  })
  // A new visit: the reads start before the app's code has loaded (src/earlyReads.ts).
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Needs your attention' })).toBeVisible()
  await expect(page.getByText('Spend this month')).toBeVisible()
  await pageSettled(page)
  expect(reads.sort()).toEqual([
    'GET /api/v1/ldb/dashboard/summary',
    'GET /api/v1/ldb/profile',
    'GET /api/v1/ldb/social/channels',
  ])
  expect(await intlMade()).toEqual([])
})

/** The fonts Chromium drew an element's text with (DevTools protocol), web fonts marked. */
async function fontsOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`)
}

test("text is drawn in Inter from the small core file, and only a character outside it brings Inter's whole latin file", async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname
    if (file.endsWith('.woff2')) fonts.push(file.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ''))
  })
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  expect(fonts).toEqual(['inter-latin-core'])
  expect(await fontsOf(page, 'h1')).toEqual(['Inter (web font)'])

  // A vendor's name with an accent, as a list would show it.
  await page.evaluate(() => {
    const name = document.createElement('p')
    name.id = 'accented'
    name.textContent = 'Société Générale'
    document.querySelector('main')?.append(name)
  })
  await expect(page.locator('#accented')).toBeVisible()
  await expect.poll(() => fonts).toEqual(['inter-latin-core', 'inter-latin-wght-normal'])
  await page.evaluate(() => document.fonts.ready)
  expect(await fontsOf(page, '#accented')).toEqual(['Inter (web font)'])
})
