import { expect } from '@playwright/test'
import { buyerHeaders, mailAbout, sendDemoRfq } from './sourcing'
import { axeOf, pageSettled, test } from './support'

// The RFQ e-mail's link (`/vendor/rfq?token=…`) opens the request without any account.

test('a vendor opens an RFQ from its e-mail without an account, answers and revises, and the buyer sees both', async ({
  browser,
  request,
}) => {
  const headers = await buyerHeaders(request)
  const title = `Gate valves ${Date.now().toString(36)}`
  const { rfqId, taId, vendor } = await sendDemoRfq(request, headers, {
    vendorName: 'Delta Valves',
    order: {
      title,
      currency: 'ngn',
      deliveryAddress: '14 Wharf Road, Apapa, Lagos',
      lines: [
        { description: 'Gate valve, 4 inch', quantity: 12, unit: 'pcs', specifications: 'PN16' },
        { description: 'Gasket set', quantity: 24, unit: 'sets' },
      ],
    },
  })

  const mail = await mailAbout(request, vendor.email, title)
  const link = /https?:\/\/\S+\/vendor\/rfq\?token=\S+/.exec(mail)?.[0]
  expect(link, 'the RFQ link in the e-mail').toBeTruthy()

  // A fresh browser: no buyer or vendor session anywhere.
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(link as string)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle('Request for quotation · Ally')
    await expect(page.getByText(taId, { exact: true })).toBeVisible()
    await expect(page.getByText(/Request for quotation from /)).toBeVisible()
    await expect(page.getByText('14 Wharf Road, Apapa, Lagos')).toBeVisible()
    const lines = page.getByRole('table', { name: 'Items (2)' })
    await expect(lines.getByRole('rowheader', { name: 'Gate valve, 4 inch' })).toBeVisible()
    await expect(lines.getByRole('rowheader', { name: 'Gasket set' })).toBeVisible()
    await expect(lines.getByRole('cell', { name: 'PN16' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open your vendor portal' })).toHaveCount(0)

    // The answer: a price for the valves only, then a revision with a better price.
    const form = page.getByRole('form', { name: 'Your quote' })
    const valves = form.getByRole('group', { name: /Gate valve, 4 inch/ })
    await valves.getByLabel('Unit price (NGN)').fill('45000')
    const terms = form.getByRole('group', { name: 'Quote terms' })
    await terms.getByLabel('Lead time (days)').fill('10')
    await terms.getByLabel('Shipping cost').fill('15000')
    // The running total, before anything is sent: the one live region of the form.
    await expect(form.locator('[aria-live="polite"]')).toHaveText('Total₦555,000.00')
    await form.getByRole('button', { name: 'Send quote' }).click()
    await expect(page.getByText('Your quote was sent to the buyer.')).toBeVisible()
    const revision = page.getByRole('form', { name: 'Your quote (revision 1)' })
    await expect(page.getByText(/^You sent ₦555,000\.00\./)).toBeVisible()
    await revision
      .getByRole('group', { name: /Gate valve, 4 inch/ })
      .getByLabel('Unit price (NGN)')
      .fill('42500')
    await revision.getByRole('button', { name: 'Send revision' }).click()
    await expect(page.getByText('Revision 2 of your quote was sent to the buyer.')).toBeVisible()
    await expect(page.getByRole('form', { name: 'Your quote (revision 2)' })).toBeVisible()

    // Usable on a phone: nothing wider than 390 px, and WCAG 2.1 AA in both colour schemes.
    await page.setViewportSize({ width: 390, height: 844 })
    await pageSettled(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      const axe = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(axe.violations.map((violation) => violation.id)).toEqual([])
    }
  } finally {
    await context.close()
  }

  // The buyer sees the answer, and both revisions, newest first.
  const rfq = await request.get(`/api/v1/ldb/rfq/single?rfqId=${rfqId}`, { headers })
  const { data } = await rfq.json()
  expect(data.rfq).toMatchObject({ status: 'responded', total: 525_000 })
  expect(data.rfq.viewedAt).not.toBeNull()
  expect(
    data.responses.map((r: { revision: number; total: number }) => [r.revision, r.total]),
  ).toEqual([
    [2, 525_000],
    [1, 555_000],
  ])
})

test('a made-up link says it is not valid', async ({ page }) => {
  await page.goto('/vendor/rfq?token=made-up-token-that-matches-nothing')
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible()
  await expect(
    page.getByText('This link is not valid or has expired. Ask the buyer to send it again.'),
  ).toBeVisible()

  await page.goto('/vendor/rfq')
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible()
})
