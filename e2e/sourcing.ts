import { type APIRequestContext, expect } from '@playwright/test'
import { E2E_ACCESS_KEY } from '../playwright.config'
import { DEMO_BUYER } from './support'

// Sourcing set up through the API as the demo buyer, so a test can start from an RFQ in a
// vendor's inbox or e-mail.

export const KEY = { 'access-key': E2E_ACCESS_KEY }

/** Logs the demo buyer in through the API; the headers of its calls. */
export async function buyerHeaders(request: APIRequestContext) {
  const response = await request.post('/api/v1/ldb/auth/login', { headers: KEY, data: DEMO_BUYER })
  expect(response.ok()).toBe(true)
  const { token } = (await response.json()).data as { token: string }
  return { ...KEY, authorization: `Bearer ${token}` }
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
  rfqs: { rfqId: string; vendor: { id: string; name: string; email: string } }[]
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
    vendorNames.map(async (name) => {
      const found = await request.get(`/api/v1/ldb/vendor?search=${encodeURIComponent(name)}`, {
        headers,
      })
      expect(found.ok()).toBe(true)
      const vendor = (await found.json()).data.items[0] as {
        id: string
        name: string
        email: string
      }
      expect(vendor, `a demo vendor called ${name}`).toBeTruthy()
      return vendor
    }),
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
