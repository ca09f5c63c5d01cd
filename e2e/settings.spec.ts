import { expect } from '@playwright/test'
import {
  axeOf,
  lastCode,
  lastMail,
  logIn,
  newEmail,
  PASSWORD,
  registeredOwner,
  test,
} from './support'

// Issue #30's settings in Chromium: an owner logged in on two browsers changes the password on
// one (the other is logged out), gives the business a logo the top bar shows, moves the login
// to a new address with the code e-mailed there, and turns an e-mail off.

const NEW_PASSWORD = 'Quarry-lantern-orchard-58'

test('an owner changes the password, the logo, the login e-mail and an e-mail preference', async ({
  page,
  browser,
  request,
}) => {
  const email = await registeredOwner(page, request, 'settings')
  const phone = await (await browser.newContext()).newPage()
  await logIn(phone, email)
  await expect(phone).toHaveURL(/\/dashboard$/)

  // Both sessions are listed; the one in this browser is marked.
  await page.goto('/dashboard/settings?tab=security')
  const sessions = page.getByRole('region', { name: 'Where you are logged in' })
  await expect(sessions.getByRole('listitem')).toHaveCount(3)
  await expect(sessions.getByText('This device')).toHaveCount(1)
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(
    'on Linux',
  )
  expect((await axeOf(page).analyze()).violations).toEqual([])

  await page.getByLabel('Current password').fill(PASSWORD)
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByText('Your password is changed. Your other sessions were logged out.'),
  ).toBeVisible()
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  expect((await lastMail(request, email)).subject).toBe('Your Ally password was changed')
  // The other browser's next call is refused, and it is sent to log in.
  await phone.goto('/dashboard/purchase-orders')
  await expect(phone).toHaveURL(/\/login/)

  // A logo: the top bar's avatar becomes it.
  await page.getByRole('tab', { name: 'Business' }).click()
  await page.getByLabel('Logo (optional)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect(page.locator('img.ally-DashboardLayout-avatar')).toBeVisible()

  // A new login e-mail, with the code sent to it.
  const next = newEmail('settings-next')
  await page.getByRole('tab', { name: 'Security' }).click()
  await page.getByLabel('New login e-mail').fill(next)
  await page.getByLabel('Your password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Send a code' }).click()
  await page.getByLabel('Code').fill(await lastCode(request, next))
  await page.getByRole('button', { name: 'Confirm the new e-mail' }).click()
  await expect(page.getByText(`You now log in with ${next}.`)).toBeVisible()
  expect((await lastMail(request, email)).subject).toBe('Your Ally login e-mail was changed')

  // An e-mail turned off stays off.
  await page.getByRole('tab', { name: 'E-mails' }).click()
  await page.getByText('Quotes and declines from vendors on my RFQs').click()
  await expect(page.getByText('Updated successfully').last()).toBeVisible()
  await page.reload()
  await page.getByRole('tab', { name: 'E-mails' }).click()
  await expect(
    page.getByRole('checkbox', { name: 'Quotes and declines from vendors on my RFQs' }),
  ).not.toBeChecked()

  // The new address and password log in.
  const again = await (await browser.newContext()).newPage()
  await logIn(again, next, NEW_PASSWORD)
  await expect(again).toHaveURL(/\/dashboard$/)
})

test('an owner downloads everything, deletes the business and can no longer log in', async ({
  page,
  request,
}) => {
  const email = await registeredOwner(page, request, 'deletes')
  // First everything is downloaded: the archive is built in the background, then offered.
  await page.goto('/dashboard/settings?tab=business')
  await page.getByRole('button', { name: 'Build the archive' }).click()
  const download = page.getByRole('link', { name: 'Download the archive' })
  await expect(download).toBeVisible({ timeout: 15_000 })
  const zip = await request.get((await download.getAttribute('href')) ?? '')
  expect(zip.headers()['content-type']).toBe('application/zip')
  expect((await zip.body()).subarray(0, 2).toString()).toBe('PK')
  expect((await lastMail(request, email)).subject).toBe('Your Ally export is ready')

  await page.goto('/dashboard/settings?tab=security')
  await page.getByRole('button', { name: 'Delete the business…' }).click()
  const dialog = page.getByRole('dialog')
  const confirm = dialog.getByRole('button', { name: 'Delete the business' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Type “Obi Supplies Ltd” to confirm').fill('Obi Supplies Ltd')
  await dialog.getByLabel('Your password').fill(PASSWORD)
  expect((await axeOf(page).analyze()).violations).toEqual([])
  await confirm.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Obi Supplies Ltd and all its data were deleted.')).toBeVisible()

  await logIn(page, email)
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})
