import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { E2E_ACCESS_KEY } from '../playwright.config'
import { newEmail, onboard, signUp, submitLogin, test, verify } from './support'

// The e2e server loads the demo business, whose owner has a complete profile and eight vendors.
const DEMO = { email: 'demo@ally.localhost', password: 'ally-demo-password' }

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** The labels of the side-menu entries marked as the current page. */
const currentEntries = (page: Page) =>
  menu(page)
    .locator('a[aria-current="page"]')
    .evaluateAll((links) => links.map((link) => link.textContent))

async function expectCurrentEntry(page: Page, label: string) {
  await expect(menu(page).getByRole('link', { name: label })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await currentEntries(page)).toEqual([label])
}

test('a deep link survives login; titles and the one current menu entry follow the page', async ({
  page,
}) => {
  const deepLink = '/dashboard/vendors/analytics?period=last30Days'
  await page.goto(deepLink)
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(deepLink)}`)
  await expect(page).toHaveTitle('Log in · Ally')

  await submitLogin(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(deepLink)
  await expect(page).toHaveTitle('Vendor analytics · Ally')
  await expectCurrentEntry(page, 'Vendor analytics')

  await page.getByRole('grid', { name: 'Vendor performance' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/dashboard\/vendor\/[0-9a-f-]{36}$/)
  await expect(page).toHaveTitle('Vendor · Ally')
  await expectCurrentEntry(page, 'Vendor list')

  await menu(page).getByRole('link', { name: 'Vendor list' }).click()
  await expect(page).toHaveTitle('Vendor list · Ally')
  await expectCurrentEntry(page, 'Vendor list')

  await page.goto('/dashboard/no-such-section')
  await expect(page).toHaveTitle('Page not found · Ally')
  await page.goto('/no-such-page')
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Ally')
})

test('login never follows a next that leaves the site', async ({ browser }) => {
  for (const next of ['//example.com/x', 'https://example.com/x', '/\\example.com']) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`/login?next=${encodeURIComponent(next)}`)
    await submitLogin(page, DEMO.email, DEMO.password)
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/)
    await context.close()
  }
})

test("a new owner's deep link is opened after login and onboarding", async ({ page, request }) => {
  const email = newEmail('deeplink')
  await signUp(page, email)
  await verify(page, request, email)
  await expect(page).toHaveURL(/\/onboarding$/)
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  await page.goto('/dashboard/vendors?search=steel')
  await expect(page).toHaveURL(/\/login\?next=/)
  await submitLogin(page, email)
  await expect(page).toHaveURL(/\/onboarding\?next=/)
  await expect(page).toHaveTitle('Business profile · Ally')
  await onboard(page, /\/dashboard\/vendors\?search=steel$/)
  await expect(page).toHaveTitle('Vendor list · Ally')
})

/** What the browser tab keeps for the signed-in buyer (`ally-user`). */
const storedSession = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('ally-user') ?? localStorage.getItem('ally-user')
    return raw ? (JSON.parse(raw) as { token: string; user: Record<string, unknown> }) : null
  })

/** Completes the business profile through the API, as another device would. */
async function completeProfileElsewhere(request: APIRequestContext, token: string) {
  const headers = { 'access-key': E2E_ACCESS_KEY, authorization: `Bearer ${token}` }
  const upload = await request.post('/api/v1/ldb/files?name=cac.pdf', {
    headers: { ...headers, 'content-type': 'application/pdf' },
    data: Buffer.from('%PDF-1.4\n% Ally e2e\n'),
  })
  expect(upload.ok()).toBe(true)
  const { url } = (await upload.json()).data
  const update = await request.put('/api/v1/ldb/profile', {
    headers,
    data: {
      country: 'Nigeria',
      businessType: 'Retail',
      address: '1 Marina, Lagos',
      businessDoc: url,
    },
  })
  expect(update.ok()).toBe(true)
}

test('a profile completed elsewhere counts on the next load, without logging in again', async ({
  page,
  request,
}) => {
  const email = newEmail('elsewhere')
  await signUp(page, email)
  await verify(page, request, email)
  await expect(page).toHaveURL(/\/onboarding$/)
  const session = await storedSession(page)
  expect(session?.user.businessDoc).toBeNull()

  await completeProfileElsewhere(request, session?.token ?? '')
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible()
  expect((await storedSession(page))?.user.businessDoc).toMatch(/cac\.pdf/)
  await page.goto('/dashboard/vendors')
  await expect(page).toHaveURL(/\/dashboard\/vendors$/)
})
