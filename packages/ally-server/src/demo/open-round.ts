import type { QuoteResponseInput } from '@ally/sdk'
import type { Db } from '../db/client'
import { orders, quotes, rfqs } from '../db/schema'
import { newLinkToken } from '../services/secrets'
import { answerRfq } from '../sourcing/answer-rfq'
import { storedLines } from '../sourcing/order-queries'
import { nextOrderReference } from '../sourcing/order-references'

// A round still open in the demo, so that comparing and awarding have something to show: three
// lines asked of four vendors, two answers in different currencies (stored through the same code
// as a vendor's answer), one vendor that has only looked, and the demo's portal vendor (index 0)
// still to answer from its portal.

const DAY_MS = 86_400_000

/** Vendors by index in vendors.ts, and what each did. */
const ASKED = [0, 2, 3, 4] as const

export async function seedOpenRound(db: Db, businessId: string, vendorIds: string[], now: Date) {
  const lines = storedLines([
    { description: 'Carbon steel elbow 90°, DN100', quantity: 120, unit: 'pcs', targetPrice: 38 },
    {
      description: 'Weld-neck flange DN100 PN16',
      quantity: 80,
      unit: 'pcs',
      specifications: 'ASME B16.5',
    },
    { description: 'Spiral wound gasket DN100', quantity: 160, unit: 'pcs', targetPrice: 4.5 },
  ])
  const sentAt = new Date(now.getTime() - 2 * DAY_MS)
  const deadline = new Date(now.getTime() + 5 * DAY_MS)
  const [order] = await db
    .insert(orders)
    .values({
      businessId,
      taId: await nextOrderReference(db, businessId),
      title: 'Fittings for the Apapa pipeline',
      status: 'sourcing',
      lines,
      deliveryAddress: '12 Marina Road, Lagos Island, Lagos',
      currency: 'usd',
      createdAt: sentAt,
      updatedAt: sentAt,
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('The demo order was not stored')
  const [quote] = await db
    .insert(quotes)
    .values({ businessId, orderId: order.id, currency: 'usd', deadline, createdAt: sentAt })
    .returning({ id: quotes.id })
  if (!quote) throw new Error('The demo round was not stored')
  const sent = await db
    .insert(rfqs)
    .values(
      ASKED.map((index) => ({
        businessId,
        quoteId: quote.id,
        vendorId: vendorIds[index] as string,
        deadline,
        linkTokenHash: newLinkToken().hash,
        sentAt,
        viewedAt: index === 4 ? new Date(sentAt.getTime() + DAY_MS) : null,
        status: index === 4 ? ('viewed' as const) : ('sent' as const),
      })),
    )
    .returning({ id: rfqs.id, vendorId: rfqs.vendorId })
  const rfqOf = (index: number) => sent.find((row) => row.vendorId === vendorIds[index])?.id ?? ''
  const validUntil = new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10)
  const priced = (prices: number[]): QuoteResponseInput['lines'] =>
    lines.map((line, i) => ({ lineId: line.id, unitPrice: prices[i] ?? 0 }))

  // Delta Valves, in dollars: cheapest flanges, no gaskets of its own make.
  await answerRfq(
    db,
    rfqOf(2),
    {
      currency: 'usd',
      lines: priced([41, 27.5]).slice(0, 2),
      shippingCost: 350,
      leadTimeDays: 12,
      validUntil,
      notes: 'Mill certificates 3.1 included.',
    },
    new Date(sentAt.getTime() + DAY_MS),
    // The demo's own history: nobody to e-mail.
    null,
  )
  // Rhein Pumpen, in euros: the best elbows and gaskets, a longer lead time.
  await answerRfq(
    db,
    rfqOf(3),
    {
      currency: 'eur',
      lines: priced([33.5, 29, 3.9]),
      shippingCost: 620,
      leadTimeDays: 28,
      validUntil,
      notes: 'Shipped by sea from Hamburg; price includes export packing.',
    },
    new Date(sentAt.getTime() + DAY_MS),
    // The demo's own history: nobody to e-mail.
    null,
  )
}
