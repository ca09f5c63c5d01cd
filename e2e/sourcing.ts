import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { E2E_ACCESS_KEY } from '../playwright.config'
import { DEMO_BUYER } from './support'

// Sourcing as the demo buyer: through the API, so a test can start from an RFQ in a vendor's
// inbox or e-mail, or through RfqCreate's form, as the buyer would write one.

export const KEY = { 'access-key': E2E_ACCESS_KEY }

/** Logs the demo buyer in through the API; the headers of its calls. */
export async function buyerHeaders(request: APIRequestContext) {
  const response = await request.post('/api/v1/ldb/auth/login', { headers: KEY, data: DEMO_BUYER })
  expect(response.ok()).toBe(true)
  const { token } = (await response.json()).data as { token: string }
  return { ...KEY, authorization: `Bearer ${token}` }
}

export interface DemoVendor {
  id: string
  name: string
  email: string
}

/** The demo business's vendor whose name matches `name`, with the address its RFQs go to. */
export async function findDemoVendor(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<DemoVendor> {
  const found = await request.get(`/api/v1/ldb/vendor?search=${encodeURIComponent(name)}&limit=1`, {
    headers,
  })
  expect(found.ok()).toBe(true)
  const [vendor] = (await found.json()).data.items as DemoVendor[]
  expect(vendor, `a demo vendor called ${name}`).toBeTruthy()
  return vendor as DemoVendor
}

export interface SentRfq {
  rfqId: string
  orderId: string
  taId: string
  vendor: { id: string; email: string }
}

export interface SentRound {
  quoteId: string
  orderId: string
  taId: string
  /** One per vendor named, in the same order. */
  rfqs: { rfqId: string; vendor: DemoVendor }[]
}

/**
 * The demo buyer creates `order` and sends it in one round to the demo business's vendors whose
 * names match `vendorNames`, due in five days.
 */
export async function sendDemoRound(
  request: APIRequestContext,
  headers: Record<string, string>,
  { vendorNames, order }: { vendorNames: string[]; order: Record<string, unknown> },
): Promise<SentRound> {
  const vendors = await Promise.all(
    vendorNames.map((name) => findDemoVendor(request, headers, name)),
  )
  const created = await request.post('/api/v1/ldb/rfq/order', { headers, data: order })
  expect(created.ok()).toBe(true)
  const { id: orderId, taId } = (await created.json()).data as { id: string; taId: string }

  const sent = await request.post('/api/v1/ldb/rfq/create/quote/rfqs', {
    headers,
    data: {
      orderId,
      vendorIds: vendors.map((vendor) => vendor.id),
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  })
  expect(sent.ok()).toBe(true)
  const { quote, rfqs } = (await sent.json()).data as {
    quote: { id: string }
    rfqs: { id: string; vendor: { id: string } }[]
  }
  return {
    quoteId: quote.id,
    orderId,
    taId,
    rfqs: vendors.map((vendor) => ({
      rfqId: rfqs.find((rfq) => rfq.vendor.id === vendor.id)?.id ?? '',
      vendor,
    })),
  }
}

/**
 * The demo buyer creates an order titled `title` with `lines` and sends it to the demo business's
 * vendor whose name matches `vendorName`, due in five days.
 */
export async function sendDemoRfq(
  request: APIRequestContext,
  headers: Record<string, string>,
  { vendorName, order }: { vendorName: string; order: Record<string, unknown> },
): Promise<SentRfq> {
  const round = await sendDemoRound(request, headers, { vendorNames: [vendorName], order })
  const [only] = round.rfqs
  if (!only) throw new Error(`No RFQ went to ${vendorName}`)
  return { rfqId: only.rfqId, orderId: round.orderId, taId: round.taId, vendor: only.vendor }
}

export interface RfqToWrite {
  title: string
  /** Each line an item; `unit` keeps the form's own ('pcs') when left out. */
  lines: { description: string; quantity: number; unit?: string }[]
  deliverTo?: string
  /** Each picked from a search of the buyer's vendor list: a part of its name is enough. */
  vendorNames: string[]
}

/**
 * Fills RfqCreate's form ('Request for quotation', on `/dashboard/rfqs/create`) as a buyer does:
 * the title, the items (Add item before each after the first), where to deliver, and each vendor
 * found by name and ticked. Saves and sends nothing; returns the form, for its buttons.
 */
export async function fillRfqCreateForm(page: Page, rfq: RfqToWrite): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Request for quotation' })
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(rfq.title)
  for (const [index, line] of rfq.lines.entries()) {
    const item = form.getByRole('group', { name: `Item ${index + 1}`, exact: true })
    const description = item.getByRole('textbox', { name: 'Description', exact: true })
    if (index > 0) {
      await form.getByRole('button', { name: 'Add item' }).click()
      // The new row takes focus, so typing goes on where the buyer is.
      await expect(description).toBeFocused()
    }
    await description.fill(line.description)
    await item
      .getByRole('spinbutton', { name: 'Quantity', exact: true })
      .fill(String(line.quantity))
    if (line.unit !== undefined) {
      await item.getByRole('textbox', { name: 'Unit', exact: true }).fill(line.unit)
    }
  }
  if (rfq.deliverTo !== undefined) {
    await form.getByRole('textbox', { name: 'Deliver to' }).fill(rfq.deliverTo)
  }
  for (const vendor of rfq.vendorNames) {
    await form.getByRole('searchbox', { name: 'Find a vendor in your list' }).fill(vendor)
    // react-aria draws the box; the native input under it is hidden from the pointer.
    const box = form.getByRole('checkbox', { name: vendor })
    await box.check({ force: true })
    await expect(box).toBeChecked()
  }
  await expect(
    form.getByRole('heading', { name: `Chosen (${rfq.vendorNames.length})` }),
  ).toBeVisible()
  return form
}

/** The newest mail to `to` whose subject contains `subject`, from the dev outbox. */
export async function mailAbout(request: APIRequestContext, to: string, subject: string) {
  let text = ''
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(to)}`, {
        headers: KEY,
      })
      const items = (await response.json()).data.items as { subject: string; text: string }[]
      text = items.find((mail) => mail.subject.includes(subject))?.text ?? ''
      return text
    })
    .not.toBe('')
  return text
}
