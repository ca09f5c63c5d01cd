import { expect } from '@playwright/test'
import { logIn, test } from './support'

// The e2e server loads the demo business: eight vendors and a year of RFQs, POs and deliveries.
const DEMO = { email: 'demo@ally.localhost', password: 'ally-demo-password' }

test('a buyer compares vendors by spend and win rate, narrows the period and opens a vendor', async ({
  page,
}) => {
  await logIn(page, DEMO.email, DEMO.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Vendor analytics' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/vendors\/analytics/)
  await expect(page.getByRole('heading', { name: 'Vendor analytics', level: 1 })).toBeVisible()

  const table = page.getByRole('grid', { name: 'Vendor performance' })
  const firstVendor = () => table.getByRole('row').nth(1).getByRole('link')
  // Highest spend first: Lagos Steel Works won two large steel orders.
  await expect(firstVendor()).toHaveText('Lagos Steel Works')
  await expect(page.getByRole('figure', { name: /Spend by vendor/ })).toBeVisible()

  await table.getByRole('columnheader', { name: 'Win rate' }).click()
  // Two vendors won every award they were in; the name breaks the tie.
  await expect(firstVendor()).toHaveText('Harbour Logistics')
  await table.getByRole('columnheader', { name: 'Win rate' }).click()
  // Shenzhen Cable won one of the three awards it quoted for.
  await expect(firstVendor()).toHaveText('Shenzhen Cable Co.')
  // The sort lives in the URL: a reload (or a shared link) shows the same order.
  await expect(page).toHaveURL(/sort=winRate&order=asc/)
  await page.reload()
  await expect(firstVendor()).toHaveText('Shenzhen Cable Co.')
  await expect(table.getByRole('columnheader', { name: 'Win rate' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )

  await page.getByRole('button', { name: /Period/ }).click()
  await page.getByRole('option', { name: 'Last 30 days' }).click()
  await expect(page).toHaveURL(/period=last30Days/)
  // Only the latest two rounds and one purchase order fall in the last 30 days: five vendors.
  await expect(table.getByRole('row')).toHaveCount(6)
  await expect(table.getByRole('link', { name: 'Harbour Logistics' })).toHaveCount(0)

  await table.getByRole('link', { name: 'Rhein Pumpen GmbH' }).click()
  await expect(page).toHaveURL(/\/dashboard\/vendor\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Rhein Pumpen GmbH' })).toBeVisible()
  const rfqs = page.getByRole('tabpanel')
  await expect(rfqs.getByRole('link', { name: 'Pump spare parts' })).toBeVisible()
  await expect(rfqs.getByRole('link', { name: 'Centrifugal pump overhaul' })).toBeVisible()
  await page.getByRole('tab', { name: /Purchase orders/ }).click()
  await expect(page.getByRole('tabpanel').getByText('PO-', { exact: false }).first()).toBeVisible()
})
