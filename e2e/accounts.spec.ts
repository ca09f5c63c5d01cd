import { expect, test } from '@playwright/test'
import {
  lastCode,
  lastMail,
  logIn,
  logOut,
  newEmail,
  onboard,
  PASSWORD,
  registeredOwner,
  signUp,
  verify,
} from './support'

test('a new buyer signs up, verifies the e-mailed code, onboards and lands on the dashboard', async ({
  page,
  request,
}) => {
  const email = newEmail('newcomer')
  await signUp(page, email, 'Acme Trading Company Limited')
  await verify(page, request, email)
  await onboard(page)

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

  await logOut(page)
  await expect(second).toHaveURL(/\/login$/)
})
