import { expect } from '@playwright/test'
import { buyerHeaders, fillRfqCreateForm, findDemoVendor, mailAbout } from './sourcing'
import { axeOf, DEMO_BUYER, logIn, pageSettled, test } from './support'

// Issue "Sourcing, part 1", RfqCreate in a browser: the buyer writes a request from the RFQ
// list, picks two vendors, saves a draft and finds it again after a reload, previews the e-mail
// and sends; each vendor is e-mailed its own link and the buyer lands on the new round.

test('a buyer drafts an RFQ, comes back to it, previews the e-mail and sends it to two vendors', async ({
  page,
  request,
}) => {
  const title = `Gate valves ${Date.now().toString(36)}`
  await page.goto('/login')
  await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('navigation').getByRole('link', { name: 'RFQs' }).click()
  await page.getByRole('link', { name: 'New RFQ' }).click()
  await expect(page).toHaveURL(/\/dashboard\/rfqs\/create$/)
  await expect(page).toHaveTitle('New RFQ · Ally')

  const form = await fillRfqCreateForm(page, {
    title,
    lines: [
      { description: 'Gate valve DN80, PN16', quantity: 12 },
      { description: 'Gasket DN80', quantity: 24 },
    ],
    deliverTo: 'Apapa Wharf, Gate 3',
    vendorNames: ['Delta Valves', 'Lagos Steel Works'],
  })
  await form
    .getByRole('textbox', { name: /Message to the vendors/ })
    .fill('Delivery by sea is fine.')

  // Saved as a draft, it has an address of its own and comes back whole after a reload.
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/^Draft TA-\d+ saved$/)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/rfqs\/create\?draft=[\w-]+$/)
  await page.reload()
  const resumed = page.getByRole('form', { name: 'Request for quotation' })
  await expect(resumed.getByRole('textbox', { name: 'Title' })).toHaveValue(title)
  await expect(resumed.getByRole('textbox', { name: 'Description' }).nth(1)).toHaveValue(
    'Gasket DN80',
  )
  await expect(resumed.getByRole('heading', { name: 'Chosen (2)' })).toBeVisible()
  await expect(resumed.getByText('Lagos Steel Works', { exact: true })).toBeVisible()

  // Accessible, and within a phone's width, in both colour schemes.
  await pageSettled(page)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const axe = await axeOf(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
  }
  await page.setViewportSize({ width: 390, height: 844 })
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 800 })

  // The preview is the e-mail the server would send, with no link made yet.
  await resumed.getByRole('button', { name: 'Preview e-mail' }).click()
  const preview = page.getByRole('dialog', { name: 'The e-mail vendors get' })
  await expect(preview).toContainText(`RFQ TA-`)
  await expect(preview).toContainText('1. Gate valve DN80, PN16: 12 pcs')
  await expect(preview).toContainText('“Delivery by sea is fine.”')
  await expect(preview).toContainText('a private link')
  await preview.getByRole('button', { name: 'Send to 2 vendors' }).click()

  await expect(page.getByText('RFQs sent')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // Each vendor has its own e-mail with its own link; the draft is gone from the drafts.
  const headers = await buyerHeaders(request)
  const links = new Set<string>()
  for (const vendor of ['Delta Valves', 'Lagos Steel Works']) {
    const { email } = await findDemoVendor(request, headers, vendor)
    const mail = await mailAbout(request, email, title)
    expect(mail).toContain('Deliver to: Apapa Wharf, Gate 3')
    links.add(/\/vendor\/rfq\?token=\S+/.exec(mail)?.[0] ?? '')
  }
  expect(links.size).toBe(2)
  const drafts = await request.get('/api/v1/ldb/rfq/order?status=draft&limit=100', { headers })
  const titles = ((await drafts.json()).data.items as { title: string }[]).map((o) => o.title)
  expect(titles).not.toContain(title)
})
