import { expect } from '@playwright/test'
import { buyerHeaders, sendDemoRfq } from './sourcing'
import { logInAsDemoVendor, pageSettled, test } from './support'

// A vendor with a portal account opens an RFQ from its inbox and answers it there, with its session.

test('the demo vendor opens a new RFQ from its portal and answers it, and the buyer sees the answer', async ({
  page,
  request,
}) => {
  const headers = await buyerHeaders(request)
  const title = `Rebar ${Date.now().toString(36)}`
  const { rfqId } = await sendDemoRfq(request, headers, {
    vendorName: 'Lagos Steel Works',
    order: { title, lines: [{ description: 'Rebar, 12 mm', quantity: 300, unit: 'pcs' }] },
  })

  await logInAsDemoVendor(page)
  const inbox = page.getByRole('grid', { name: 'RFQs' })
  await page.getByRole('searchbox', { name: 'Search RFQs' }).fill(title)
  await inbox.getByRole('row', { name: new RegExp(title) }).click()
  await expect(page).toHaveURL(new RegExp(`/vendor/rfqs/${rfqId}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle('RFQ in your portal · Ally')

  const form = page.getByRole('form', { name: 'Your quote' })
  await form
    .getByRole('group', { name: /Rebar, 12 mm/ })
    .getByLabel('Unit price (USD)')
    .fill('7.25')
  await form.getByRole('group', { name: 'Quote terms' }).getByLabel('Lead time (days)').fill('6')
  await form.getByRole('button', { name: 'Send quote' }).click()
  await expect(page.getByText('Your quote was sent to the buyer.')).toBeVisible()
  await expect(page.getByRole('form', { name: 'Your quote (revision 1)' })).toBeVisible()
  await pageSettled(page)

  const rfq = await request.get(`/api/v1/ldb/rfq/single?rfqId=${rfqId}`, { headers })
  expect((await rfq.json()).data.rfq).toMatchObject({ status: 'responded', total: 2_175 })

  // Back in the inbox, the RFQ shows the answer.
  await page.getByRole('link', { name: 'Back to your requests' }).click()
  await page.getByRole('searchbox', { name: 'Search RFQs' }).fill(title)
  await expect(inbox.getByRole('row', { name: new RegExp(title) })).toContainText('$2,175.00')
})
