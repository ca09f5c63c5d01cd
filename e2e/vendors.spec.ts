import { expect } from '@playwright/test'
import { lastMail, newEmail, registeredOwner, test } from './support'

test('a buyer invites a vendor, finds it in the list by search and opens it', async ({
  page,
  request,
}) => {
  await registeredOwner(page, request, 'vendors')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vendor list' })
    .click()
  await expect(page.getByText('No vendors yet')).toBeVisible()

  await page.getByRole('link', { name: 'Invite vendors' }).first().click()
  await expect(page).toHaveURL(/\/dashboard\/vendors\/add-vendor$/)
  const email = newEmail('steelworks')
  await page.getByRole('textbox', { name: 'Vendor name' }).fill('Lagos Steelworks')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent')).toBeVisible()

  // The vendor got a registration link carrying its invite token.
  const mail = await lastMail(request, email)
  expect(mail.text).toMatch(/\/vendor\/register\?token=\S{30,}/)

  // Inviting the same address again is refused, not duplicated.
  await page.getByRole('textbox', { name: 'Vendor name' }).fill('Lagos Steelworks again')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`${email} is already in your vendor list.`)).toBeVisible()

  await page.goto('/dashboard/vendors')
  // The list's own search box, typed into as soon as it shows, before its first page arrives:
  // the top bar's quick search is there first and only searches on Enter.
  const list = page.getByRole('region', { name: 'Vendors' })
  await list.getByRole('searchbox', { name: 'Search vendors' }).fill('steelw')
  await expect(page).toHaveURL(/search=steelw/)
  const row = page.getByRole('row', { name: /Lagos Steelworks/ })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Invited')
  await row.click()
  await expect(page).toHaveURL(/\/dashboard\/vendor\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Lagos Steelworks' })).toBeVisible()
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
})
