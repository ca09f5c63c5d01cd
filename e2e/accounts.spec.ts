import { expect, type Page } from '@playwright/test'
import { E2E_ACCESS_KEY } from '../playwright.config'
import {
  axeOf,
  lastCode,
  lastMail,
  logIn,
  logOut,
  newEmail,
  onboard,
  PASSWORD,
  registeredOwner,
  signUp,
  test,
  verify,
} from './support'

/** Every URL the page opens, to check later that no session token was ever in one. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url())
  })
  return urls
}

/** The token of the stored buyer or vendor session, wherever it is kept. */
const storedToken = (page: Page, key = 'ally-user') =>
  page.evaluate((name) => {
    const raw = sessionStorage.getItem(name) ?? localStorage.getItem(name)
    return raw ? (JSON.parse(raw) as { token: string }).token : null
  }, key)

const jwtPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >

test('a new buyer signs up, verifies the e-mailed code, onboards and lands on the dashboard', async ({
  page,
  request,
}) => {
  const urls = visitedUrls(page)
  const email = newEmail('newcomer')
  await signUp(page, email, 'Acme Trading Company Limited')
  const signupSession = await storedToken(page)
  // The inbox page's token is the registration token, good only for the code calls.
  const pathToken = decodeURIComponent(
    /\/registration-success\/([^?]+)/.exec(page.url())?.[1] ?? '',
  )
  expect(jwtPayload(pathToken).pur).toBe('registration')
  await verify(page, request, email)
  await onboard(page)
  const session = await storedToken(page)
  expect(signupSession && session).toBeTruthy()
  expect(urls.some((url) => url.includes('/verify?token='))).toBe(true)
  for (const url of urls) {
    expect(url).not.toContain(signupSession)
    expect(url).not.toContain(session)
  }

  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible()
  const account = page.getByRole('button', { name: /^Account:/ })
  await expect(account).toContainText('ATC')
  await expect(account).toContainText('Acme Trading Company L…')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'page')

  await logOut(page)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('a remembered login survives a reload and a new window; a session-only one does not', async ({
  page,
  request,
  browser,
}) => {
  const email = await registeredOwner(page, request, 'remember')
  await logOut(page)

  await logIn(page, email, PASSWORD, true)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible()
  const state = await page.context().storageState()
  const remembered = await browser.newContext({ storageState: state })
  const again = await remembered.newPage()
  await again.goto('/dashboard')
  await expect(again.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible()
  await remembered.close()
  await logOut(page)

  await logIn(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible()
  // A new browser (its storage carried over, as after a restart) has no session-only login.
  const restarted = await browser.newContext({ storageState: await page.context().storageState() })
  const fresh = await restarted.newPage()
  await fresh.goto('/dashboard')
  await expect(fresh).toHaveURL(/\/login$/)
  await restarted.close()
})

test('five wrong codes lock verification until a new code is sent', async ({ page, request }) => {
  const email = newEmail('locked')
  await signUp(page, email)
  await page.getByRole('link', { name: 'Enter the code' }).click()
  const right = await lastCode(request, email)
  const wrong = right === '000000' ? '111111' : '000000'
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('Verification code').fill(wrong)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(
      page
        .getByText(
          attempt < 4 ? /That code is not right/ : 'Too many wrong codes. Request a new code.',
        )
        .last(),
    ).toBeVisible()
  }
  await page.getByLabel('Verification code').fill(right)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Too many wrong codes. Request a new code.').last()).toBeVisible()
  await expect(page).toHaveURL(/\/verify/)

  await page.getByRole('button', { name: 'Resend code' }).click()
  await expect(page.getByText('Verify code resent to your mail.')).toBeVisible()
  await expect.poll(() => lastCode(request, email)).not.toBe(right)
  await page.getByLabel('Verification code').fill(await lastCode(request, email))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/onboarding$/)
})

test('a forgotten password is reset from the e-mailed link, then the new one logs in', async ({
  page,
  request,
}) => {
  const email = await registeredOwner(page, request, 'forgetful')
  await logOut(page)

  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'we sent it a link' })).toBeVisible()

  const link = /(http\S+\/reset-password\?token=\S+)/.exec(
    (await lastMail(request, email)).text,
  )?.[1]
  expect(link).toBeTruthy()
  await page.goto(link as string)
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('a-brand-new-password-2')
  await page.getByLabel('Repeat the new password').fill('a-brand-new-password-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(
    page.getByText('Your password has been changed. Log in with the new password.'),
  ).toBeVisible()

  await logIn(page, email, PASSWORD)
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible()
  await logIn(page, email, 'a-brand-new-password-2')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a mistyped signup e-mail is changed and the code goes to the new address', async ({
  page,
  request,
}) => {
  const typo = newEmail('typo')
  await signUp(page, typo)
  await page.getByRole('link', { name: 'Change e-mail' }).click()
  const fixed = newEmail('fixed')
  await page.getByLabel('New e-mail').fill(fixed)
  await page.getByRole('button', { name: 'Update e-mail' }).click()
  await expect(page.getByText(`Email updated, we sent a new code to ${fixed}.`)).toBeVisible()
  await expect(page).toHaveURL(/\/registration-success\//)
  await verify(page, request, fixed)
  await expect(page).toHaveURL(/\/onboarding$/)
})

test('an unverified user who logs in is sent to verification, with a fresh code', async ({
  page,
  request,
}) => {
  const email = newEmail('unverified')
  await signUp(page, email)
  const first = await lastCode(request, email)
  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  await logIn(page, email)
  await expect(page).toHaveURL(/\/registration-success\/[^?]+\?resend=true$/)
  await expect(page.getByText('Verify code resent to your mail.')).toBeVisible()
  await expect.poll(() => lastCode(request, email)).not.toBe(first)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/registration-success\//)
})

test("unknown paths show '404' and 'PAGE NOT FOUND'", async ({ page }) => {
  for (const path of ['/no-such-page', '/vendor/verify', '/vendor/verify-email?x=1']) {
    await page.goto(path)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible()
  }
})

test('logging out in one tab logs out the other, also for a session-only login', async ({
  page,
  request,
}) => {
  const email = await registeredOwner(page, request, 'tabs')
  await logOut(page)
  await logIn(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)

  const second = await page.context().newPage()
  await second.goto('/dashboard')
  await expect(second.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible()

  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('ally-user') ?? localStorage.getItem('ally-user')
    return raw ? (JSON.parse(raw) as { token: string }).token : ''
  })
  await logOut(page)
  await expect(second).toHaveURL(/\/login$/)
  // The server ended the session: a copy of the token is refused too.
  await expect
    .poll(async () => {
      const response = await request.get('/api/v1/ldb/profile', {
        headers: { 'access-key': E2E_ACCESS_KEY, authorization: `Bearer ${token}` },
      })
      return response.status()
    })
    .toBe(401)
})

test('an expired sign-up link says so and leads to log in again', async ({ page }) => {
  const expired = [
    { alg: 'HS256', typ: 'JWT' },
    {
      sub: 'someone',
      realm: 'buyer',
      pur: 'registration',
      exp: Math.floor(Date.now() / 1000) - 60,
    },
  ]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('signature')
    .join('.')
  await page.goto(`/registration-success/${expired}?resend=true`)
  await expect(page.getByRole('heading', { name: 'This sign-up link has expired' })).toBeVisible()
  await page.getByRole('button', { name: 'Log in again' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

/** The WCAG contrast ratio of two opaque `rgb(…)` colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
      const v = c / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  const noSidewaysScroll = (page: Page) =>
    expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0)

  test('sign-up fits the screen and its next step is readable', async ({ page }) => {
    await page.goto('/register')
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
    await noSidewaysScroll(page)

    await signUp(page, newEmail('phone'))
    await noSidewaysScroll(page)
    const action = page.getByRole('link', { name: 'Enter the code' })
    await expect(action).toBeVisible()
    const contrast = await axeOf(page).withRules(['color-contrast']).analyze()
    expect(contrast.violations.flatMap((rule) => rule.nodes.map((node) => node.html))).toEqual([])
    // axe files a 1:1 ratio (blue on blue) under "needs review", not as a violation: measure the
    // action's own colours against the WCAG AA ratio for normal text too.
    const [text, background] = await action.evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.color, style.backgroundColor]
    })
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})

test('a vendor who forgot the password resets it from the vendor log-in', async ({
  page,
  request,
}) => {
  const urls = visitedUrls(page)
  const email = newEmail('vendor-forgot')
  await page.goto('/vendor/register')
  await page.getByLabel('Company name').fill('Forgetful Steel Ltd')
  await page.getByLabel('Your name').fill('Bola Ade')
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create vendor account' }).click()
  await expect(page).toHaveURL(/\/vendor\/verify-email\?token=/)
  const vendorSession = await storedToken(page, 'ally-vendor')
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  await page.goto('/vendor/register?mode=login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password\?for=vendor$/)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'we sent it a link' })).toBeVisible()

  const link = /(http\S+\/reset-password\?\S+)/.exec((await lastMail(request, email)).text)?.[1]
  expect(link).toMatch(/&for=vendor$/)
  await page.goto(link as string)
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('a-brand-new-password-2')
  await page.getByLabel('Repeat the new password').fill('a-brand-new-password-2')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/vendor\/register\?mode=login$/)
  await expect(page.getByRole('heading', { name: 'Log in to your vendor account' })).toBeVisible()

  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-brand-new-password-2')
  await page.getByRole('button', { name: 'Log in' }).click()
  // Not verified yet: on to the code page, whose link carries the registration token.
  await expect(page).toHaveURL(/\/vendor\/verify-email\?token=/)
  for (const url of urls) expect(url).not.toContain(vendorSession)
})
