import type { QuoteResponseInput } from '@ally/sdk'
import type { PastSourcing } from './past-sourcing'

// A round still open in the demo, so that comparing and awarding have something to show: three
// lines asked of four vendors, two answers in different currencies, one vendor that has only
// looked, and the demo's portal vendor (index 0) still to answer from its portal.

const DAY_MS = 86_400_000

/** Vendors by index in vendors.ts, and what each did. */
const ASKED = [0, 2, 3, 4] as const

export async function seedOpenRound(past: PastSourcing, vendorIds: string[], now: Date) {
  const vendor = (index: number) => vendorIds[index] as string
  const sentAt = new Date(now.getTime() - 2 * DAY_MS)
  const round = await past.sendRfqs({
    title: 'Fittings for the Apapa pipeline',
    lines: [
      { description: 'Carbon steel elbow 90°, DN100', quantity: 120, unit: 'pcs', targetPrice: 38 },
      {
        description: 'Weld-neck flange DN100 PN16',
        quantity: 80,
        unit: 'pcs',
        specifications: 'ASME B16.5',
      },
      { description: 'Spiral wound gasket DN100', quantity: 160, unit: 'pcs', targetPrice: 4.5 },
    ],
    deliveryAddress: '12 Marina Road, Lagos Island, Lagos',
    currency: 'usd',
    vendorIds: ASKED.map(vendor),
    at: sentAt,
    deadline: new Date(now.getTime() + 5 * DAY_MS),
  })
  const aDayIn = new Date(sentAt.getTime() + DAY_MS)
  // Shenzhen Cable has opened the request and not answered yet.
  await past.view(round.rfqOf(vendor(4)), aDayIn)
  const validUntil = new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10)
  const priced = (prices: number[]): QuoteResponseInput['lines'] =>
    prices.map((unitPrice, i) => ({ lineId: round.lineIds[i] as string, unitPrice }))

  // Delta Valves, in dollars: cheapest flanges, no gaskets of its own make.
  await past.answer(
    round.rfqOf(vendor(2)),
    {
      currency: 'usd',
      lines: priced([41, 27.5]),
      shippingCost: 350,
      leadTimeDays: 12,
      validUntil,
      notes: 'Mill certificates 3.1 included.',
    },
    aDayIn,
  )
  // Rhein Pumpen, in euros: the best elbows and gaskets, a longer lead time.
  await past.answer(
    round.rfqOf(vendor(3)),
    {
      currency: 'eur',
      lines: priced([33.5, 29, 3.9]),
      shippingCost: 620,
      leadTimeDays: 28,
      validUntil,
      notes: 'Shipped by sea from Hamburg; price includes export packing.',
    },
    aDayIn,
  )
}
