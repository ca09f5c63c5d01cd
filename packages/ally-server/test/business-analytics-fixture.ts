import type { PastRound } from '../src/demo/past-rounds'
import { recordReceipt } from '../src/shipments/receive-shipment'
import { awardQuote } from '../src/sourcing/award-quote'
import { type Harness, uniqueEmail } from './harness'
import { pastSourcingOf, recordRounds } from './past-sourcing'

// The history business-analytics.test.ts works its figures out from by hand, written through
// the product's own steps, each on its day (src/demo/past-sourcing.ts).
// Rounds (RFQs sent at midnight UTC, 2026):
//  R0 (out of the period) Jun 1, Acme 5000 usd; awarded Jun 3; PO sent Jun 4, never shipped.
//  R1 supply usd, Sep 1: Acme 1000 (Sep 3), Beta 1200 (Sep 4), Gamma declines; awarded to Acme
//     Sep 5; PO sent Sep 6, due Sep 20, received in full Sep 16.
//  R2 service eur, Oct 1: Beta 460 eur (Oct 2), Gamma 552 eur (Oct 4); awarded to Beta Oct 6;
//     PO sent Oct 7, due Oct 10, received in full Oct 15 (late).
//  R3 supply usd, Oct 5, two lines of 10 pcs (20 + 10 a piece): Acme 300 (Oct 6); awarded Oct 7;
//     PO sent Oct 8, due Oct 20; shipped, received Oct 12: line A 10, line B 6 and the rest missing.
//  R4 supply gbp, Oct 20: Gamma 790 gbp (Oct 21), Acme silent; awarded Oct 24; PO sent Oct 25.
//  R5 supply usd, Nov 2: Beta 100 (Nov 3); never awarded.
//  P6 a PO without an order, Beta 250 usd, sent Nov 10.
//  R7 supply usd, Nov 5, two lines of 10 pcs: Acme 20 + 10 a piece = 300 (Nov 6), Beta 25 + 5 =
//     300 (Nov 6); split on Nov 7: line A to Acme (200), line B to Beta (50), 250 awarded; no PO.
// Another business has a round and a PO in the period; none of it may count.

export type Owner = Awaited<ReturnType<Harness['signedUpOwner']>>
export interface VendorIds {
  acme: string
  beta: string
  gamma: string
}

export const at = (day: string) => new Date(`${day}T00:00:00Z`)
const answer = (total: number, day: string) => ({ total, leadTimeDays: 10, at: at(day) })

export async function inviteVendors(owner: Owner, names: string[]) {
  const { data } = await owner.browser.vendors.inviteVendors({
    body: {
      vendors: names.map((name) => ({
        name,
        email: uniqueEmail(name.toLowerCase()),
        orderTypes: ['supply' as const, 'service' as const],
      })),
    },
  })
  return names.map((name) => data.invited.find((vendor) => vendor.name === name)?.id ?? '')
}

/** R0 to R5, each round in one description. */
const rounds = (ids: VendorIds): PastRound[] => [
  {
    title: 'Old pipes',
    sentAt: at('2026-06-01'),
    deadline: at('2026-06-03'),
    vendors: [{ vendorId: ids.acme, answer: answer(5000, '2026-06-02'), awarded: true }],
    purchaseOrder: { sentAt: at('2026-06-04') },
  },
  {
    title: 'Steel pipes',
    orderType: 'supply',
    sentAt: at('2026-09-01'),
    deadline: at('2026-09-10'),
    awardedAt: at('2026-09-05'),
    vendors: [
      { vendorId: ids.acme, answer: answer(1000, '2026-09-03'), awarded: true },
      { vendorId: ids.beta, answer: answer(1200, '2026-09-04') },
      { vendorId: ids.gamma, answer: 'declined' },
    ],
    purchaseOrder: {
      sentAt: at('2026-09-06'),
      deliveryDate: '2026-09-20',
      shipment: { deliveredAt: at('2026-09-16') },
    },
  },
  {
    title: 'Office cleaning',
    orderType: 'service',
    currency: 'eur',
    sentAt: at('2026-10-01'),
    deadline: at('2026-10-05'),
    awardedAt: at('2026-10-06'),
    vendors: [
      { vendorId: ids.beta, answer: answer(460, '2026-10-02'), awarded: true },
      { vendorId: ids.gamma, answer: answer(552, '2026-10-04') },
    ],
    purchaseOrder: {
      sentAt: at('2026-10-07'),
      deliveryDate: '2026-10-10',
      shipment: { deliveredAt: at('2026-10-15') },
    },
  },
  {
    title: 'Valves',
    currency: 'gbp',
    sentAt: at('2026-10-20'),
    deadline: at('2026-10-23'),
    awardedAt: at('2026-10-24'),
    vendors: [
      { vendorId: ids.gamma, answer: answer(790, '2026-10-21'), awarded: true },
      { vendorId: ids.acme },
    ],
    purchaseOrder: { sentAt: at('2026-10-25') },
  },
  {
    title: 'Gaskets',
    sentAt: at('2026-11-02'),
    deadline: at('2026-11-09'),
    vendors: [{ vendorId: ids.beta, answer: answer(100, '2026-11-03') }],
  },
]

/** The whole history: the buyer's rounds and POs, and another business's. */
export async function recordHistory(h: Harness, buyer: Owner, stranger: Owner): Promise<VendorIds> {
  const ids: VendorIds = { acme: '', beta: '', gamma: '' }
  ;[ids.acme = '', ids.beta = '', ids.gamma = ''] = await inviteVendors(buyer, [
    'Acme',
    'Beta',
    'Gamma',
  ])
  await recordRounds(h, buyer.user.id, rounds(ids))
  await shortRound(h, buyer, ids)
  await splitRound(h, buyer, ids)
  const past = await pastSourcingOf(h, buyer.user.id)
  const direct = await past.draftPurchaseOrder(
    {
      vendorId: ids.beta,
      currency: 'usd',
      lines: [{ description: 'Site survey', quantity: 1, unit: 'lot', unitPrice: 250 }],
    },
    at('2026-11-10'),
  )
  await past.sendPurchaseOrder(direct, at('2026-11-10'))

  const [theirs = ''] = await inviteVendors(stranger, ['Zed'])
  await recordRounds(h, stranger.user.id, [
    {
      title: 'Their pipes',
      sentAt: at('2026-10-01'),
      deadline: at('2026-10-03'),
      vendors: [{ vendorId: theirs, answer: answer(9999, '2026-10-02'), awarded: true }],
      purchaseOrder: { sentAt: at('2026-10-04') },
    },
  ])
  return ids
}

/** R7: two lines, each awarded to a different vendor (awardQuote, which the steps lack). */
async function splitRound(h: Harness, buyer: Owner, ids: VendorIds) {
  const past = await pastSourcingOf(h, buyer.user.id)
  const sent = await past.sendRfqs({
    title: 'Hoses',
    orderType: 'supply',
    lines: [
      { description: 'Hoses', quantity: 10, unit: 'pcs' },
      { description: 'Clamps', quantity: 10, unit: 'pcs' },
    ],
    vendorIds: [ids.acme, ids.beta],
    at: at('2026-11-05'),
    deadline: at('2026-11-07'),
  })
  const [a = '', b = ''] = sent.lineIds
  const quote = (priceA: number, priceB: number) => ({
    currency: 'usd' as const,
    lines: [
      { lineId: a, unitPrice: priceA, leadTimeDays: 3 },
      { lineId: b, unitPrice: priceB, leadTimeDays: 3 },
    ],
    leadTimeDays: 3,
    validUntil: '2026-12-31',
  })
  const fromAcme = await past.answer(sent.rfqOf(ids.acme), quote(20, 10), at('2026-11-06'))
  const fromBeta = await past.answer(sent.rfqOf(ids.beta), quote(25, 5), at('2026-11-06'))
  const awardedAt = at('2026-11-07')
  await awardQuote(
    { db: h.database.db, mail: h.context.mail, now: () => awardedAt },
    {
      businessId: buyer.user.businessId,
      businessName: 'business-analytics Ltd',
      userId: buyer.user.id,
      awards: [
        { quoteResponseId: fromAcme, lineIds: [a] },
        { quoteResponseId: fromBeta, lineIds: [b] },
      ],
    },
  )
}

/** R3: two lines, one of them found short at the receipt. */
async function shortRound(h: Harness, buyer: Owner, ids: VendorIds) {
  const past = await pastSourcingOf(h, buyer.user.id)
  const sent = await past.sendRfqs({
    title: 'Gloves',
    orderType: 'supply',
    lines: [
      { description: 'Gloves', quantity: 10, unit: 'pcs' },
      { description: 'Masks', quantity: 10, unit: 'pcs' },
    ],
    vendorIds: [ids.acme],
    at: at('2026-10-05'),
    deadline: at('2026-10-07'),
  })
  const [a = '', b = ''] = sent.lineIds
  const response = await past.answer(
    sent.rfqOf(ids.acme),
    {
      currency: 'usd',
      lines: [
        { lineId: a, unitPrice: 20, leadTimeDays: 3 },
        { lineId: b, unitPrice: 10, leadTimeDays: 3 },
      ],
      leadTimeDays: 3,
      validUntil: '2026-12-31',
    },
    at('2026-10-06'),
  )
  const [approved = ''] = await past.award([response], at('2026-10-07'))
  const po = await past.draftPurchaseOrder(
    { approvedQuoteResponseId: approved, deliveryDate: '2026-10-20' },
    at('2026-10-08'),
  )
  await past.sendPurchaseOrder(po, at('2026-10-08'))
  await past.acceptPurchaseOrder(po, at('2026-10-09'))
  const shipment = await past.ship(po, { at: at('2026-10-10') })
  const lines = [
    { lineId: a, quantity: 10 },
    { lineId: b, quantity: 6 },
  ]
  const actor = { businessId: buyer.user.businessId, name: 'Ada Obi' }
  await recordReceipt(
    h.database.db,
    actor,
    shipment,
    { lines, restMissing: true },
    at('2026-10-12'),
  )
}
