import AxeBuilder from '@axe-core/playwright'
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test'
import { E2E_ACCESS_KEY } from '../playwright.config'

/**
 * Axe on `page`, without react-aria's live announcer: a focused button that stops being pending
 * (a form sent, a dialog confirmed) announces its own label by id for 7 s, and when the page
 * moves on at once that id names nothing until the announcement expires. The region is the
 * library's, off screen and empty to readers; every page of ours is checked whole.
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).exclude('[data-live-announcer]')

/**
 * Playwright's `test`, failing a test whose pages broke the server's Content-Security-Policy:
 * Chromium reports each script, style, request or frame the policy blocked on the console. It
 * watches the test's own context and any the test opens; a test that expects a violation takes
 * it out of `cspViolations`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = []
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (message.text().includes('Content Security Policy')) violations.push(message.text())
        })
      watch(context)
      browser.on('context', watch)
      await use(violations)
      browser.off('context', watch)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

let counter = 0
/** A new address for each test: tests share one server and never see each other's users. */
export const newEmail = (label = 'buyer') =>
  `${label}.${Date.now().toString(36)}.${++counter}@e2e.test`

export const PASSWORD = 'correct-horse-battery-1'

/** The newest mail the server kept in its dev outbox for an address. */
export async function lastMail(request: APIRequestContext, to: string) {
  let mail: { subject: string; text: string } | undefined
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(to)}`, {
        headers: { 'access-key': E2E_ACCESS_KEY },
      })
      mail = (await response.json()).data.items[0]
      return mail?.subject ?? ''
    })
    .not.toBe('')
  return mail as { subject: string; text: string }
}

export async function lastCode(request: APIRequestContext, to: string): Promise<string> {
  const mail = await lastMail(request, to)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`No code in the mail to ${to}`)
  return code
}

/** Fills the sign-up form and submits it; ends on the check-your-inbox page. */
export async function signUp(page: Page, email: string, businessName = 'Obi Supplies Ltd') {
  await page.goto('/register')
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Obi')
  await page.getByLabel('Business name').fill(businessName)
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
}

/** From the inbox page: enter the e-mailed code. */
export async function verify(page: Page, request: APIRequestContext, email: string) {
  await page.getByRole('link', { name: 'Enter the code' }).click()
  await page.getByLabel('Verification code').fill(await lastCode(request, email))
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** Completes onboarding with a registration document; ends on the dashboard (or `landsOn`). */
export async function onboard(page: Page, landsOn: RegExp = /\/dashboard$/) {
  await expect(page.getByRole('heading', { name: 'Tell us about your business' })).toBeVisible()
  await page.getByRole('button', { name: /Country/ }).click()
  await page.getByRole('option', { name: 'Nigeria' }).click()
  await page.getByRole('button', { name: /Business type/ }).click()
  await page.getByRole('option', { name: 'Retail' }).click()
  await page.getByLabel('Address').fill('1 Marina, Lagos')
  await page.getByLabel(/Registration document/).setInputFiles({
    name: 'cac-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Ally e2e\n'),
  })
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(landsOn)
}

/** A verified, onboarded owner, made through the UI. */
export async function registeredOwner(page: Page, request: APIRequestContext, label = 'owner') {
  const email = newEmail(label)
  await signUp(page, email)
  await verify(page, request, email)
  await onboard(page)
  return email
}

export async function logIn(page: Page, email: string, password = PASSWORD, remember = false) {
  await page.goto('/login')
  await submitLogin(page, email, password, remember)
}

/** Fills and sends the login form already on screen (e.g. `/login?next=…`). */
export async function submitLogin(
  page: Page,
  email: string,
  password = PASSWORD,
  remember = false,
) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  if (remember) {
    await page.getByText('Remember me').click()
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
  }
  await page.getByRole('button', { name: 'Log in' }).click()
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account:/ }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

/** The demo business the e2e server loads (ALLY_DEMO=1): its owner and a vendor with a portal login. */
export const DEMO_BUYER = { email: 'demo@ally.localhost', password: 'ally-demo-password' }
export const DEMO_VENDOR = { email: 'vendor@ally.localhost', password: 'ally-demo-password' }

/** Logs the demo vendor into the vendor portal; ends on its home page. */
export async function logInAsDemoVendor(page: Page, remember = false) {
  await page.goto('/vendor/register?mode=login')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_VENDOR.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_VENDOR.password)
  if (remember) await page.getByText('Remember me').click()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('heading', { name: 'Lagos Steel Works', level: 1 })).toBeVisible()
}

/**
 * Waits until a page has drawn its heading and has nothing loading (no spinner, nothing marked
 * `aria-busy`), so checks of its layout or accessibility see the finished page.
 */
export async function pageSettled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('.ally-Spinner, [aria-busy="true"]')).toHaveCount(0)
}

/**
 * Waits until no toast is on screen. A toast fades in and out over a few frames, and axe counts
 * opacity: a contrast check that lands mid-fade fails on text that is fine once shown.
 */
export async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
}
