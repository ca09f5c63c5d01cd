import type { OrderInput } from '@ally/sdk'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rfqs } from '../src/db/schema'
import { expireOverdueRfqs, startRfqExpiry } from '../src/sourcing/expire-rfqs'
import { ENGINES, type Harness, startHarness, uniqueEmail } from './harness'

// An RFQ whose deadline passes unanswered becomes `expired` in every list; one answered or
// declined keeps its status, and a later deadline from the buyer reopens an expired one.

const DAY_MS = 86_400_000
const ORDER: OrderInput = {
  title: 'Safety boots',
  lines: [{ description: 'Boots', quantity: 20, unit: 'pairs' }],
}

describe.each(ENGINES)('expiring RFQs on %s', (engine) => {
  let h: Harness
  let buyer: Awaited<ReturnType<Harness['signedUpOwner']>>
  const emails = [uniqueEmail('expiry-a'), uniqueEmail('expiry-b'), uniqueEmail('expiry-c')]
  let vendorIds: string[] = []

  beforeAll(async () => {
    h = await startHarness(engine)
    buyer = await h.signedUpOwner('expiry-buyer')
    const { data } = await buyer.browser.vendors.inviteVendors({
      body: { vendors: emails.map((email, i) => ({ name: `Bootmaker ${i}`, email })) },
    })
    vendorIds = data.invited.map((vendor) => vendor.id)
  })
  afterAll(() => h?.close())

  /** Sends the order to every vendor; vendor 0 answers, vendor 1 declines, vendor 2 is silent. */
  async function roundPastItsDeadline() {
    const order = (await buyer.browser.orders.createOrder({ body: ORDER })).data
    const { data } = await buyer.browser.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds, deadline: new Date(Date.now() + DAY_MS).toISOString() },
    })
    const byVendor = vendorIds.map((id) => data.rfqs.find((rfq) => rfq.vendor.id === id)?.id ?? '')
    const token = async (email: string) =>
      decodeURIComponent(/token=(\S+)/.exec((await h.lastMail(email))?.text ?? '')?.[1] ?? '')
    const vendor = h.client().vendorPortal
    await vendor.submitQuoteByLink({
      query: { token: await token(emails[0] ?? '') },
      body: {
        currency: 'usd',
        lines: [{ lineId: data.rfqs[0]?.lines[0]?.id ?? '', unitPrice: 40 }],
        leadTimeDays: 5,
        validUntil: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
      },
    })
    await vendor.declineRfqByLink({ query: { token: await token(emails[1] ?? '') }, body: {} })
    await h.database.db
      .update(rfqs)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(inArray(rfqs.id, byVendor))
    return byVendor
  }

  const statuses = async (ids: string[]) =>
    Promise.all(
      ids.map(
        async (rfqId) => (await buyer.browser.quotes.getRfq({ query: { rfqId } })).data.rfq.status,
      ),
    )

  it('expires only the unanswered RFQs, and a later deadline reopens one', async () => {
    const ids = await roundPastItsDeadline()
    expect(await expireOverdueRfqs(h.database.db, new Date())).toBeGreaterThanOrEqual(1)
    expect(await statuses(ids)).toEqual(['responded', 'declined', 'expired'])
    const listed = await buyer.browser.quotes.listRfqs({ query: { status: 'expired' } })
    expect(listed.data.items.map((rfq) => rfq.id)).toContain(ids[2])

    const reopened = await buyer.browser.quotes.updateRfq({
      params: { id: ids[2] ?? '' },
      body: { deadline: new Date(Date.now() + 3 * DAY_MS).toISOString() },
    })
    expect(reopened.data.status).toBe('sent')
  })

  it('runs by itself on a timer until stopped', async () => {
    const ids = await roundPastItsDeadline()
    const stop = startRfqExpiry(
      h.database.db,
      () => new Date(),
      (error) => {
        throw error
      },
      25,
    )
    try {
      await expect
        .poll(
          async () =>
            (
              await h.database.db
                .select({ status: rfqs.status })
                .from(rfqs)
                .where(eq(rfqs.id, ids[2] ?? ''))
            )[0]?.status,
        )
        .toBe('expired')
    } finally {
      await stop()
    }
  })
})
