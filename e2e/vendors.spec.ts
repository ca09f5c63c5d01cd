import { expect } from '@playwright/test'
import { KEY } from './sourcing'
import { lastMail, newEmail, PASSWORD, registeredOwner, test } from './support'

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

test('the vendor list loads its next page as the buyer scrolls near its end', async ({
  page,
  request,
}) => {
  const email = await registeredOwner(page, request, 'scroller')
  const login = await request.post('/api/v1/ldb/auth/login', {
    headers: KEY,
    data: { email, password: PASSWORD },
  })
  const { token } = (await login.json()).data as { token: string }
  const vendors = Array.from({ length: 60 }, (_, i) => ({
    name: `Scroll Vendor ${String(i + 1).padStart(2, '0')}`,
    email: newEmail(`scroll${i + 1}`),
  }))
  const invited = await request.post('/api/v1/ldb/vendor/invite', {
    headers: { ...KEY, authorization: `Bearer ${token}` },
    data: { vendors },
  })
  expect(invited.ok()).toBe(true)

  const pages: string[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (url.pathname === '/api/v1/ldb/vendor') pages.push(url.searchParams.get('page') ?? '1')
  })
  await page.goto('/dashboard/vendors')
  const grid = page.getByRole('grid', { name: 'Vendors' })
  await expect(grid).toHaveAttribute('aria-rowcount', '50')
  const scrollToEnd = (left: number) =>
    grid.evaluate((element, px) => {
      element.scrollTop = element.scrollHeight - element.clientHeight - px
    }, left)

  // react-aria's load-more item: not while more than 25 px are left, and once within them.
  await scrollToEnd(60)
  await page.waitForTimeout(500)
  expect(pages).toEqual(['1'])
  await scrollToEnd(20)
  await expect(grid).toHaveAttribute('aria-rowcount', '60')
  expect(pages).toEqual(['1', '2'])
  // The last page is in: the end of the list asks for nothing more.
  await scrollToEnd(0)
  await page.waitForTimeout(500)
  expect(pages).toEqual(['1', '2'])
})
