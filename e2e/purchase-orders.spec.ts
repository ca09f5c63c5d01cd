import { expect } from '@playwright/test'
import { buyerHeaders, KEY, mailAbout, sendDemoRound } from './sourcing'
import { axeOf, DEMO_BUYER, logIn, pageSettled, test } from './support'

// Issue "Sourcing, part 2", in Chromium: from an award the buyer drafts the purchase order in
// its form and sends it; the PDF e-mail arrives with the attachment; the vendor accepts from the
// e-mailed link without an account and ships part of it there; the dashboard home lists it as
// arriving, then (the server's clock moved two days on) as late; the buyer records a partial
// receipt with a note on damage, the PO follows, and the home no longer lists the shipment.

const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

interface Mail {
  subject: string
  text: string
  attachments: { name: string; mimeType: string; size: number }[]
}

test('an award becomes a sent PO, the vendor accepts it from the e-mail and ships part', async ({
  browser,
  request,
}) => {
  // The award, through the API: one vendor answers from its link and wins the whole round.
  const headers = await buyerHeaders(request)
  const title = `Ball valves ${Date.now().toString(36)}`
  const round = await sendDemoRound(request, headers, {
    vendorNames: ['Delta Valves'],
    order: {
      title,
      currency: 'usd',
      deliveryAddress: '14 Wharf Road, Apapa, Lagos',
      lines: [
        { description: 'Ball valve, 2 inch', quantity: 10, unit: 'pcs' },
        { description: 'Valve key', quantity: 2, unit: 'pcs' },
      ],
    },
  })
  const vendor = round.rfqs[0]?.vendor
  if (!vendor) throw new Error('No RFQ went to Delta Valves')
  const rfqLink = /\/vendor\/rfq\?token=(\S+)/.exec(await mailAbout(request, vendor.email, title))
  const rfqToken = decodeURIComponent(rfqLink?.[1] ?? '')
  const rfq = await request.get(`/api/v1/vendor/rfq/link?token=${encodeURIComponent(rfqToken)}`, {
    headers: KEY,
  })
  const { lines } = (await rfq.json()).data as { lines: { id: string }[] }
  const answered = await request.post(
    `/api/v1/vendor/rfq/link/quote?token=${encodeURIComponent(rfqToken)}`,
    {
      headers: KEY,
      data: {
        currency: 'usd',
        lines: lines.map((line, index) => ({ lineId: line.id, unitPrice: index ? 15 : 120 })),
        shippingCost: 40,
        leadTimeDays: 7,
        validUntil: day(30),
      },
    },
  )
  expect(answered.ok()).toBe(true)
  const responseId = (await answered.json()).data.id as string
  const awarded = await request.put('/api/v1/ldb/rfq/quote/acceptance', {
    headers,
    data: { awards: [{ quoteResponseId: responseId }] },
  })
  expect(awarded.ok(), await awarded.text()).toBe(true)

  const buyer = await browser.newContext()
  const vendorBrowser = await browser.newContext()
  try {
    // The buyer opens the order, makes the PO from the award, and adds its terms.
    const page = await buyer.newPage()
    await logIn(page, DEMO_BUYER.email, DEMO_BUYER.password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto(`/dashboard/order/${round.orderId}`)
    await page.getByRole('link', { name: 'Create purchase order for Delta Valves' }).click()
    await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/create\?award=/)
    await expect(page.getByText('$1,270.00').first()).toBeVisible()
    await page.getByRole('textbox', { name: 'Payment terms' }).fill('Net 30')
    await page.getByRole('button', { name: 'Create purchase order' }).click()
    await expect(page).toHaveURL(/\/dashboard\/purchase-orders\/[\w-]+$/)
    const heading = page.getByRole('heading', { level: 1, name: /^PO-\d+$/ })
    await expect(heading).toBeVisible()
    const number = (await heading.textContent()) ?? ''
    await expect(page).toHaveTitle('Purchase order · Ally')
    await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible()
    await pageSettled(page)
    expect((await axeOf(page).analyze()).violations).toEqual([])

    // Sent with a note; the page shows it sent, with the PDF it sent.
    await page.getByRole('button', { name: 'Send to vendor…' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /Message/ }).fill('Please confirm the dispatch date.')
    await dialog.getByRole('button', { name: 'Send purchase order' }).click()
    await expect(page.getByText(`Purchase order ${number} sent to Delta Valves`)).toBeVisible()
    await expect(page.getByRole('link', { name: `${number}.pdf` })).toBeVisible()

    // The e-mail carries the PDF and the link.
    let mail: Mail | undefined
    await expect
      .poll(async () => {
        const response = await request.get(
          `/api/v1/dev/mail?to=${encodeURIComponent(vendor.email)}`,
          { headers: KEY },
        )
        const items = (await response.json()).data.items as Mail[]
        mail = items.find((item) => item.subject.startsWith(`Purchase order ${number} `))
        return mail?.attachments.length ?? 0
      })
      .toBe(1)
    expect(mail?.attachments[0]).toMatchObject({
      name: `${number}.pdf`,
      mimeType: 'application/pdf',
    })
    expect(mail?.attachments[0]?.size).toBeGreaterThan(1000)
    const link = /https?:\/\/\S+\/vendor\/po\?token=\S+/.exec(mail?.text ?? '')?.[0]
    expect(link, 'the PO link in the e-mail').toBeTruthy()

    // The vendor, in a browser with no account, accepts it.
    const vendorPage = await vendorBrowser.newPage()
    await vendorPage.goto(link as string)
    await expect(
      vendorPage.getByRole('heading', { level: 1, name: new RegExp(number) }),
    ).toBeVisible()
    await expect(vendorPage.getByRole('link', { name: `${number}.pdf` })).toBeVisible()
    await pageSettled(vendorPage)
    expect((await axeOf(vendorPage).analyze()).violations).toEqual([])
    await vendorPage.getByRole('button', { name: 'Accept purchase order' }).click()
    const accept = vendorPage.getByRole('dialog')
    await accept.getByRole('textbox').fill('Ships on Friday')
    await accept.getByRole('button', { name: 'Accept purchase order' }).click()
    await expect(vendorPage.getByText(`Purchase order ${number} accepted`)).toBeVisible()
    await expect(vendorPage.getByText(/You accepted this purchase order/)).toBeVisible()

    // The vendor ships four of the ten valves from the same page, expected tomorrow.
    const ship = vendorPage.getByRole('region', { name: 'Ship goods' })
    await ship.getByRole('spinbutton', { name: /Ball valve, 2 inch/ }).fill('4')
    await ship.getByRole('spinbutton', { name: /Valve key/ }).fill('0')
    await ship.getByRole('textbox', { name: 'Carrier' }).fill('DHL')
    const tracking = `JD${Date.now()}`
    await ship.getByRole('textbox', { name: 'Tracking number' }).fill(tracking)
    await ship.getByLabel('Expected delivery').fill(day(1))
    await ship.getByRole('button', { name: 'Report shipment' }).click()
    await expect(vendorPage.getByText('Shipment reported to the buyer')).toBeVisible()
    await expect(vendorPage.getByText(tracking).first()).toBeVisible()
    // Six valves and both keys are left to ship.
    await expect(ship.getByRole('spinbutton', { name: /Ball valve, 2 inch/ })).toHaveValue('6')

    // The buyer's PO page: accepted with the vendor's note, partly shipped, on time so far.
    await page.reload()
    await expect(page.getByText('Partially shipped', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Ships on Friday')).toBeVisible()
    await expect(page.getByRole('link', { name: tracking })).toBeVisible()
    await expect(page.getByText('Late', { exact: true })).toHaveCount(0)
    await page.goto('/dashboard')
    const arriving = page.getByRole('region', { name: /^Arriving this week/ })
    await expect(arriving.getByRole('link', { name: `DHL ${tracking}` })).toBeVisible()

    // Two days on (the server's clock, moved for this test), the shipment is late.
    const clock = async (at: string | null) => {
      const moved = await request.put('/api/v1/dev/clock', { headers: KEY, data: { at } })
      expect(moved.ok(), await moved.text()).toBe(true)
    }
    await clock(new Date(Date.now() + 2 * DAY_MS).toISOString())
    try {
      await page.reload()
      const late = page.getByRole('region', { name: /^Late shipments/ })
      await expect(late.getByRole('link', { name: `DHL ${tracking}` })).toBeVisible()
      await pageSettled(page)
      expect((await axeOf(page).analyze()).violations).toEqual([])

      // The list's late filter finds it too; its page records what arrived: three good valves.
      await page.goto('/dashboard/shipment?late=true')
      const row = page.getByRole('row', { name: new RegExp(tracking) })
      await expect(row).toContainText('Late')
      await row.click()
      await expect(page.getByRole('heading', { level: 1, name: tracking })).toBeVisible()
      await expect(page).toHaveTitle('Shipment · Ally')
      await pageSettled(page)
      expect((await axeOf(page).analyze()).violations).toEqual([])
      const receive = page.getByRole('region', { name: 'Receive goods' })
      const valves = receive.getByRole('group', { name: /Ball valve, 2 inch/ })
      await valves.getByRole('spinbutton', { name: 'Received', exact: true }).fill('3')
      await valves.getByRole('spinbutton', { name: 'Rejected' }).fill('1')
      await receive
        .getByRole('textbox', { name: /Note on damage or shortage/ })
        .fill('One valve arrived cracked')
      await receive.getByRole('button', { name: 'Record receipt' }).click()
      await expect(page.getByText('Receipt recorded')).toBeVisible()
      await expect(page.getByText('One valve arrived cracked').first()).toBeVisible()
      // The cracked valve is not plain "Delivered", and nothing is left to receive by mistake.
      await expect(page.getByText('Delivered with issues').first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'Receive goods' })).toHaveCount(0)

      // The home lists the damage, and no longer the shipment as late.
      await page.goto('/dashboard')
      await expect(page.getByRole('heading', { name: 'Needs your attention' })).toBeVisible()
      await expect(page.getByRole('link', { name: `DHL ${tracking}` })).toHaveCount(0)
      const damage = page.getByRole('region', { name: /^Shortages and damage/ })
      await expect(damage).toContainText('1 delivery issue')
      await damage.getByRole('link', { name: new RegExp(number) }).click()

      // The PO follows: partly received, with the cracked valve to settle: a replacement.
      await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
      await expect(page.getByText('Partially received', { exact: true }).first()).toBeVisible()
      const issues = page.getByRole('region', { name: 'Delivery issues to settle (1)' })
      await expect(issues).toContainText('1 pcs Ball valve, 2 inch rejected')
      await pageSettled(page)
      expect((await axeOf(page).analyze()).violations).toEqual([])
      await issues.getByRole('button', { name: 'Ask for a replacement…' }).click()
      const replace = page.getByRole('dialog', { name: 'Ask for a replacement?' })
      await replace.getByRole('textbox', { name: 'Note (optional)' }).fill('With the next lot')
      await replace.getByRole('button', { name: 'Ask for a replacement' }).click()
      await expect(
        page.getByText(/^Replacement of 1 pcs Ball valve, 2 inch asked for/),
      ).toBeVisible()
      await expect(page.getByRole('region', { name: 'Delivery issues' })).toContainText(
        'Replacement asked for',
      )
    } finally {
      await clock(null)
    }

    // The vendor's link now offers the six valves left and the one to replace.
    await vendorPage.reload()
    await expect(
      vendorPage
        .getByRole('region', { name: 'Ship goods' })
        .getByRole('spinbutton', { name: /Ball valve, 2 inch/ }),
    ).toHaveValue('7')

    // And the list finds the PO by its number, and opens it.
    await page.goto(`/dashboard/purchase-orders?search=${number}`)
    const poRow = page.getByRole('row', { name: number })
    await expect(poRow).toContainText('Partially received')
    await poRow.click()
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
  } finally {
    await buyer.close()
    await vendorBrowser.close()
  }
})
