import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { axeOf, DEMO_BUYER, logIn, pageSettled, test } from './support'

// Business analytics over the demo business's year of RFQs, POs and deliveries (the e2e server
// loads it): the menu opens it, a chart turns into its table, a vendor filter lives in the URL, and
// what is shown downloads as CSV; at desktop and phone width, with nothing for axe to report.

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

async function expectAccessible(page: Page) {
  await pageSettled(page)
  const axe = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  expect(await sidewaysScroll(page)).toBe(0)
}

test('a buyer reads spend by vendor as a table, narrows it to one vendor and downloads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Business analytics' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/analytics$/)
  await expect(page.getByRole('heading', { name: 'Business analytics', level: 1 })).toBeVisible()

  // The chart draws (its own chunk), then its data is one click away as a table.
  const byVendor = page.getByRole('figure', { name: 'Spend by vendor' })
  await expect(byVendor.getByRole('img')).toBeVisible()
  await byVendor.getByRole('button', { name: 'Show table' }).click()
  const table = byVendor.getByRole('grid').or(byVendor.getByRole('table'))
  // Lagos Steel Works won the demo's two large steel orders: the highest spend, first.
  await expect(table.getByRole('row').nth(1)).toContainText('Lagos Steel Works')
  await expectAccessible(page)

  await page.getByRole('button', { name: /Vendor/ }).click()
  await page.getByRole('option', { name: 'Lagos Steel Works' }).click()
  await expect(page).toHaveURL(/vendor=[0-9a-f-]{36}/)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // A reload (or a shared link) keeps the filter: only that vendor's spend is shown.
  await page.reload()
  await expect(page.getByRole('button', { name: /Vendor/ })).toContainText('Lagos Steel Works')
  const onlyOne = page.getByRole('figure', { name: 'Spend by vendor' })
  await onlyOne.getByRole('button', { name: 'Show table' }).click()
  const rows = onlyOne.getByRole('grid').or(onlyOne.getByRole('table')).getByRole('row')
  await expect(rows.nth(1)).toContainText('Lagos Steel Works')
  await expect(rows).toHaveCount(2)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(
    /^business-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv).toContain('Spend by vendor')
  expect(csv).toContain('Lagos Steel Works')
  expect(csv).not.toContain('Harbour Logistics')

  // The menu's entry opens the page unfiltered, even from the filtered page itself.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Business analytics' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/analytics$/)
  await expect(page.getByRole('button', { name: /Vendor/ })).not.toContainText('Lagos Steel Works')

  // The same page on a phone: every chart and table fits the width, and axe still finds nothing.
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page)
})
