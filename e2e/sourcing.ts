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

/**
 * The demo buyer creates an order titled `title` with `lines` and sends it to the demo business's
 * vendor whose name matches `vendorName`, due in five days.
 */
export async function sendDemoRfq(
  request: APIRequestContext,
  headers: Record<string, string>,
  { vendorName, order }: { vendorName: string; order: Record<string, unknown> },
): Promise<SentRfq> {
  const vendors = await request.get(`/api/v1/ldb/vendor?search=${encodeURIComponent(vendorName)}`, {
    headers,
  })
  expect(vendors.ok()).toBe(true)
  const vendor = (await vendors.json()).data.items[0] as { id: string; email: string }
  expect(vendor, `a demo vendor called ${vendorName}`).toBeTruthy()

  const created = await request.post('/api/v1/ldb/rfq/order', { headers, data: order })
  expect(created.ok()).toBe(true)
  const { id: orderId, taId } = (await created.json()).data as { id: string; taId: string }

  const sent = await request.post('/api/v1/ldb/rfq/create/quote/rfqs', {
    headers,
    data: {
      orderId,
      vendorIds: [vendor.id],
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  })
  expect(sent.ok()).toBe(true)
  const rfqId = (await sent.json()).data.rfqs[0].id as string
  return { rfqId, orderId, taId, vendor }
}
