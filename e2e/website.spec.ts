import { createServer } from 'node:http'
import { expect, type Page } from '@playwright/test'
import { axeOf, lastMail, newEmail, test } from './support'

// Issue #13: the public website's widgets doing their jobs against the real server — as React
// components on the app's landing page, and as custom elements on a plain HTML page, served by
// the app's own server and by a marketing site on another origin (CORS).

/** Where the server sends contact messages when ALLY_CONTACT_TO is not set (docs/website.md). */
const CONTACT_TO = 'contact@ally.localhost'
/**
 * A marketing site on another origin; playwright.config.ts lists it in ALLY_WEBSITE_ORIGINS. A real
 * server on the loopback address: Chromium lets only a page that is itself local call a local
 * server (Local Network Access), so a page made up by `page.route` could not.
 */
const MARKETING_PORT = 4599
const MARKETING_ORIGIN = `http://127.0.0.1:${MARKETING_PORT}`

/** The path and query of the newsletter link of `kind` in a mail's text. */
function linkIn(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const found = new RegExp(`https?://[^\\s"<>]+(/newsletter/${kind}\\?token=[^\\s"<>]+)`).exec(text)
  if (!found?.[1]) throw new Error(`No ${kind} link in:\n${text}`)
  return found[1]
}

test('a visitor finds deals, signs up for the newsletter and writes to the team on the landing page', async ({
  page,
  request,
}) => {
  const scripts: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname)
  })
  await page.goto('/')
  await expect(page).toHaveTitle(/Procurement your vendors can answer/)
  await expect(page.getByRole('link', { name: 'Create a buyer account' })).toBeVisible()

  const deals = page.getByRole('region', { name: 'Hot deals from vendors on Ally' })
  await expect(deals.getByRole('listitem').first()).toBeVisible()
  // The demo's live deals, at most four, each with a price in its currency's symbol.
  const cards = await deals.getByRole('listitem').count()
  expect(cards).toBeGreaterThan(0)
  expect(cards).toBeLessThanOrEqual(4)
  await expect(deals.getByText(/^[$€£₦¥][\d,]+\.\d\d$/).first()).toBeVisible()
  // Light: none of the dashboard's or the vendor portal's code.
  expect(scripts.filter((path) => /DashboardPages|VendorPortalPages/.test(path))).toEqual([])

  // The newsletter: 'Subscribed' as the app's toast, then the double opt-in mail's two links.
  const email = newEmail('reader')
  const newsletter = page.getByRole('region', { name: 'The newsletter' })
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill(email)
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible()
  await expect(newsletter.getByText('Check your inbox to confirm.')).toBeVisible()
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('')

  const contact = page.getByRole('region', { name: 'Talk to us' })
  await contact.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper')
  await contact.getByRole('textbox', { name: 'Email address' }).fill(email)
  await contact
    .getByRole('textbox', { name: /^Message/ })
    .fill('Could we see a demo for 12 buyers?')
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible()
  expect((await axeOf(page).analyze()).violations).toEqual([])

  const toTeam = await lastMail(request, CONTACT_TO)
  expect(toTeam.text).toContain('Could we see a demo for 12 buyers?')
  expect(toTeam.text).toContain(email)

  const mail = await lastMail(request, email)
  await page.goto(linkIn(mail.text, 'confirm'))
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible()
  await expect(page.getByText(`${email} is subscribed.`, { exact: false })).toBeVisible()
  await expect(page).toHaveTitle(/Newsletter sign-up/)

  await page.goto(linkIn(mail.text, 'unsubscribe'))
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
})

/** What the host page's own CSS gives its elements, to compare before and after the widgets. */
const hostStyles = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => {
      const found = document.querySelector(selector)
      if (!found) throw new Error(`${selector} is missing`)
      const computed = getComputedStyle(found)
      return {
        background: computed.backgroundColor,
        font: computed.fontFamily,
        transform: computed.textTransform,
      }
    }
    return { button: style('.host-button'), heading: style('h2'), body: style('body') }
  })

/** Records the `ally-result` events the elements dispatch. */
const recordResults = (page: Page) =>
  page.evaluate(() => {
    const seen: unknown[] = []
    ;(window as unknown as { allyResults: unknown[] }).allyResults = seen
    document.addEventListener('ally-result', (event) => seen.push((event as CustomEvent).detail))
  })
const results = (page: Page) =>
  page.evaluate(() => (window as unknown as { allyResults: unknown[] }).allyResults)

/** The three custom elements at work on a page, whatever origin it comes from. */
async function useTheElements(page: Page, email: string) {
  const deals = page.locator('ally-hot-deals')
  await expect(deals.getByRole('heading', { name: 'Hot deals' })).toBeVisible()
  await expect(deals.getByRole('listitem').first()).toBeVisible()

  await recordResults(page)
  const newsletter = page.locator('ally-newsletter')
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill(email)
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(newsletter.getByRole('status')).toContainText('Subscribed')

  const contact = page.locator('ally-contact')
  await contact.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
  await contact.getByRole('textbox', { name: 'Email address' }).fill(email)
  await contact.getByRole('textbox', { name: /^Message/ }).fill('Do you ship to Lagos?')
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(contact.getByRole('status')).toContainText('Message sent')
  expect(await results(page)).toEqual([
    { ok: true, message: 'Subscribed' },
    { ok: true, message: 'Message sent' },
  ])
}

test('the custom elements work on a plain HTML page, and its CSS and theirs stay apart', async ({
  page,
  request,
}) => {
  // The page without its script: what the host's CSS alone makes of it.
  await page.route('**/widgets/ally-website-widgets.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  await page.goto('/examples/website-widgets.html')
  const before = await hostStyles(page)
  expect(before.button.background).toBe('rgb(255, 105, 180)')

  await page.unroute('**/widgets/ally-website-widgets.js')
  await page.goto('/examples/website-widgets.html')
  const email = newEmail('plain-page')
  await useTheElements(page, email)
  expect(await hostStyles(page)).toEqual(before)

  // Nothing of the host's loud CSS inside: the widgets' own button and heading.
  const inside = await page.locator('ally-newsletter').getByRole('button', { name: 'Subscribe' })
  const subscribe = await inside.evaluate((button) => getComputedStyle(button).backgroundColor)
  expect(subscribe).not.toBe('rgb(255, 105, 180)')
  const heading = page.locator('ally-hot-deals').getByRole('heading', { name: 'Hot deals' })
  expect(await heading.evaluate((h) => getComputedStyle(h).textTransform)).toBe('none')
  expect((await axeOf(page).analyze()).violations).toEqual([])

  expect((await lastMail(request, email)).text).toContain('/newsletter/confirm?token=')
})

test('a marketing site on another origin uses the elements through CORS', async ({
  page,
  request,
  baseURL,
}) => {
  const server = new URL(baseURL as string).origin
  const demo = await (await request.get('/examples/website-widgets.html')).text()
  // The same page as a partner hosts it: the script and the API on the Ally server's origin.
  const hosted = demo
    .replaceAll('base-url=""', `base-url="${server}"`)
    .replace('src="/widgets/', `src="${server}/widgets/`)
  const marketing = createServer((incoming, answer) => {
    if (incoming.url !== '/') return answer.writeHead(404).end()
    answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hosted)
  })
  await new Promise<void>((resolve) => marketing.listen(MARKETING_PORT, '127.0.0.1', resolve))
  const calls: string[] = []
  page.on('requestfinished', (sent) => {
    const url = new URL(sent.url())
    if (url.origin === server && url.pathname.startsWith('/api/')) {
      calls.push(`${sent.method()} ${url.pathname}`)
    }
  })
  try {
    await page.goto(`${MARKETING_ORIGIN}/`)
    expect(await page.evaluate(() => location.origin)).toBe(MARKETING_ORIGIN)
    await useTheElements(page, newEmail('marketing'))
  } finally {
    marketing.close()
  }
  // Each call crossed origins (a JSON post only after the server allowed its preflight).
  expect(calls).toEqual(
    expect.arrayContaining([
      'GET /api/v1/website/deals',
      'POST /api/v1/website/blog/newsletter',
      'POST /api/v1/website/blog/contact',
    ]),
  )
})
