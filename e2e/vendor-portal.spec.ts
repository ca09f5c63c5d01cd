import { expect } from '@playwright/test'
import { lastCode, lastMail, newEmail, PASSWORD, registeredOwner, test } from './support'

test('an invited vendor registers from the e-mailed link, verifies, onboards, and the buyer sees it active', async ({
  page,
  request,
  browser,
}) => {
  await registeredOwner(page, request, 'portal-buyer')
  await page.goto('/dashboard/vendors/add-vendor')
  const vendorEmail = newEmail('portal-vendor')
  await page.getByRole('textbox', { name: 'Vendor name' }).fill('Apapa Cement Ltd')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(vendorEmail)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent')).toBeVisible()

  // The vendor opens the link in its own browser.
  const link = /(http\S+\/vendor\/register\?token=\S+)/.exec(
    (await lastMail(request, vendorEmail)).text,
  )?.[1]
  expect(link).toBeTruthy()
  const vendorContext = await browser.newContext()
  const vendor = await vendorContext.newPage()
  await vendor.goto(link as string)
  await expect(vendor.getByText(/invited you to Ally/)).toBeVisible()
  await expect(vendor.getByRole('textbox', { name: 'Work e-mail' })).toHaveValue(vendorEmail)
  await vendor.getByRole('textbox', { name: 'Your name' }).fill('Bola Ade')
  await vendor.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await vendor.getByRole('button', { name: 'Create vendor account' }).click()
  await expect(vendor).toHaveURL(/\/vendor\/verify-email\?token=/)

  await vendor.getByRole('link', { name: 'Enter the code' }).click()
  await expect(vendor).toHaveURL(/\/vendor\/verify\?token=/)
  await vendor.getByLabel('Verification code').fill(await lastCode(request, vendorEmail))
  await vendor.getByRole('button', { name: 'Verify' }).click()
  await expect(vendor).toHaveURL(/\/vendor\/onboarding$/)

  await vendor.getByRole('button', { name: /Country/ }).click()
  await vendor.getByRole('option', { name: 'Nigeria' }).click()
  await vendor.getByLabel('Address').fill('12 Creek Road, Apapa')
  await vendor.getByRole('checkbox', { name: 'Supply' }).check({ force: true })
  await vendor.getByRole('button', { name: 'Save and continue' }).click()
  await expect(vendor).toHaveURL(/\/vendor\/registration-success$/)
  await expect(vendor.getByRole('heading', { name: "You're all set" })).toBeVisible()
  // Its home is ready for the RFQs and purchase orders buyers will send.
  await expect(vendor.getByText(/No RFQs yet/)).toBeVisible()
  await vendorContext.close()

  // Back with the buyer: the vendor is active now.
  await page.goto('/dashboard/vendors')
  const row = page.getByRole('row', { name: /Apapa Cement Ltd/ })
  await expect(row).toContainText(/active/i)
})

test('a returning vendor logs in and finds the RFQs and purchase orders its buyers sent', async ({
  page,
}) => {
  // The e2e server loads the demo: Lagos Steel Works has a portal login and a year of RFQs.
  await page.goto('/vendor/register')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('textbox', { name: 'E-mail' }).fill('vendor@ally.localhost')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('ally-demo-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/vendor\/registration-success$/)
  await expect(page.getByRole('heading', { name: 'Lagos Steel Works', level: 1 })).toBeVisible()

  // Its year of RFQs and the demo's open round; other tests on this server may have sent more.
  const rfqs = page.getByRole('grid', { name: 'RFQs' })
  await expect(rfqs).toContainText('Demo Procurement Ltd')
  await expect(rfqs).toContainText('Fittings for the Apapa pipeline')
  await expect(rfqs).toContainText('Cable trays and fixings')
  expect(await rfqs.getByRole('row').count()).toBeGreaterThanOrEqual(8)

  await page.getByLabel('Search RFQs').fill('steel plates')
  await expect(rfqs.getByRole('row')).toHaveCount(2)

  await page.getByRole('tab', { name: /Purchase orders/ }).click()
  const orders = page.getByRole('grid', { name: 'Purchase orders' })
  await expect(orders.getByRole('row')).toHaveCount(3)
  await expect(orders).toContainText('PO-')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/vendor\/register$/)
})
