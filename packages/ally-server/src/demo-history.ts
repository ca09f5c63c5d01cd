import type { OrderType } from '@ally/sdk'
import type { Db } from './db/client'
import { vendorAccounts, vendors } from './db/schema'
import { type RoundVendor, recordSourcingRound } from './sourcing/record-history'

// The demo business's vendors and a year of sourcing with them, so that the vendor list, the
// vendor pages, suggestions and vendor analytics have something true to show. Everything is
// dated relative to the day the demo is loaded; nothing is random, so two demos look alike.

const DAY_MS = 86_400_000

/** The demo's vendor portal login: Lagos Steel Works, registered and onboarded. */
export const DEMO_VENDOR_EMAIL = 'vendor@ally.localhost'

interface DemoVendor {
  name: string
  contactName: string
  email: string
  country: string
  orderTypes: OrderType[]
  active: boolean
}

export const DEMO_VENDORS: DemoVendor[] = [
  {
    name: 'Lagos Steel Works',
    contactName: 'Bola Ade',
    email: DEMO_VENDOR_EMAIL,
    country: 'Nigeria',
    orderTypes: ['supply', 'manufacturing'],
    active: true,
  },
  {
    name: 'Harbour Logistics',
    contactName: 'Kemi Obi',
    email: 'ops@harbourlogistics.example',
    country: 'Nigeria',
    orderTypes: ['logistics'],
    active: true,
  },
  {
    name: 'Delta Valves & Fittings',
    contactName: 'Ifeanyi Eze',
    email: 'quotes@deltavalves.example',
    country: 'Nigeria',
    orderTypes: ['supply'],
    active: true,
  },
  {
    name: 'Rhein Pumpen GmbH',
    contactName: 'Jonas Weber',
    email: 'export@rheinpumpen.example',
    country: 'Germany',
    orderTypes: ['supply', 'maintenance'],
    active: true,
  },
  {
    name: 'Shenzhen Cable Co.',
    contactName: 'Li Wei',
    email: 'trade@szcable.example',
    country: 'China',
    orderTypes: ['supply', 'manufacturing'],
    active: true,
  },
  {
    name: 'Northgate Facilities',
    contactName: 'Sarah Hughes',
    email: 'bids@northgate.example',
    country: 'United Kingdom',
    orderTypes: ['service', 'maintenance'],
    active: true,
  },
  {
    name: 'Abuja Office Supplies',
    contactName: 'Musa Bello',
    email: 'orders@abujaoffice.example',
    country: 'Nigeria',
    orderTypes: ['supply'],
    active: false,
  },
  {
    name: 'Kano Packaging',
    contactName: 'Hauwa Sani',
    email: 'hello@kanopack.example',
    country: 'Nigeria',
    orderTypes: ['supply', 'manufacturing'],
    active: false,
  },
]

/** One round: who was asked, who answered what, who won, and how the delivery went. */
interface DemoRound {
  title: string
  orderType?: OrderType
  currency?: 'usd' | 'ngn' | 'eur'
  /** Days before today the RFQs went out; the deadline is ten days later. */
  sentDaysAgo: number
  answers: [vendor: number, total: number | 'declined' | null, leadTimeDays?: number][]
  /** Index of the winner among the vendors; a PO follows when there is one. */
  winner?: number
  /** Days late (positive) or early (negative) the delivery arrived, if it has. */
  deliveredLateBy?: number
}

const ROUNDS: DemoRound[] = [
  {
    title: 'Carbon steel pipes, 200 m',
    sentDaysAgo: 330,
    answers: [
      [0, 18_400, 21],
      [2, 19_900, 14],
      [4, 16_800, 45],
    ],
    winner: 0,
    deliveredLateBy: -2,
  },
  {
    title: 'Gate valves DN100 ×40',
    sentDaysAgo: 290,
    answers: [
      [2, 6_200, 10],
      [3, 7_900, 28],
      [0, null],
    ],
    winner: 2,
    deliveredLateBy: 0,
  },
  {
    title: 'Warehouse to port haulage, Q1',
    orderType: 'logistics',
    sentDaysAgo: 250,
    answers: [[1, 4_500_000, 3]],
    currency: 'ngn',
    winner: 1,
    deliveredLateBy: 1,
  },
  {
    title: 'Centrifugal pump overhaul',
    orderType: 'maintenance',
    sentDaysAgo: 210,
    answers: [
      [3, 5_300, 20],
      [5, 4_950, 12],
    ],
    currency: 'eur',
    winner: 3,
    deliveredLateBy: 6,
  },
  {
    title: 'Armoured cable 4c 35mm², 1 km',
    sentDaysAgo: 170,
    answers: [
      [4, 23_500, 40],
      [0, 27_000, 18],
      [6, 'declined'],
    ],
    winner: 4,
    deliveredLateBy: 9,
  },
  {
    title: 'Flanges and gaskets kit',
    sentDaysAgo: 130,
    answers: [
      [2, 3_100, 7],
      [0, 3_450, 10],
      [7, null],
    ],
    winner: 2,
    deliveredLateBy: -1,
  },
  {
    title: 'Office cleaning contract, 6 months',
    orderType: 'service',
    sentDaysAgo: 95,
    answers: [[5, 7_800, 5]],
    winner: 5,
    deliveredLateBy: 0,
  },
  {
    title: 'Steel plates 10 mm ×60',
    sentDaysAgo: 60,
    answers: [
      [0, 12_700, 15],
      [4, 11_900, 50],
      [2, null],
    ],
    winner: 0,
    deliveredLateBy: 3,
  },
  {
    title: 'Pump spare parts',
    orderType: 'maintenance',
    sentDaysAgo: 35,
    answers: [
      [3, 2_400, 25],
      [5, 'declined'],
    ],
    winner: 3,
  },
  {
    title: 'Cable trays and fixings',
    sentDaysAgo: 6,
    answers: [
      [4, 8_300, 30],
      [0, null],
      [7, null],
    ],
  },
]

/**
 * The demo vendors and their history. The first vendor has a portal account (same password as
 * the demo owner) so that its home shows the RFQs and purchase orders sent to it.
 */
export async function seedDemoHistory(
  db: Db,
  businessId: string,
  passwordHash: string,
  now = new Date(),
) {
  const [account] = await db
    .insert(vendorAccounts)
    .values({
      email: DEMO_VENDOR_EMAIL,
      passwordHash,
      companyName: 'Lagos Steel Works',
      contactName: 'Bola Ade',
      phone: '+234 800 000 0001',
      country: 'Nigeria',
      address: '4 Apapa Wharf Road, Lagos',
      orderTypes: ['supply', 'manufacturing'],
      active: true,
    })
    // A database holding this vendor account already keeps it; the vendor row is then unlinked.
    .onConflictDoNothing()
    .returning({ id: vendorAccounts.id })
  const rows = await db
    .insert(vendors)
    .values(
      DEMO_VENDORS.map((vendor, index) => ({
        businessId,
        name: vendor.name,
        contactName: vendor.contactName,
        email: vendor.email,
        country: vendor.country,
        orderTypes: vendor.orderTypes,
        status: vendor.active ? ('active' as const) : ('invited' as const),
        invitedAt: new Date(now.getTime() - (360 - index) * DAY_MS),
        joinedAt: vendor.active ? new Date(now.getTime() - (355 - index) * DAY_MS) : null,
        vendorAccountId: vendor.email === DEMO_VENDOR_EMAIL ? account?.id : undefined,
      })),
    )
    .returning({ id: vendors.id })
  const vendorIds = rows.map((row) => row.id)
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const dayOf = (date: Date) => date.toISOString().slice(0, 10)

  for (const round of ROUNDS) {
    const sentAt = daysAgo(round.sentDaysAgo)
    const deadline = daysAgo(round.sentDaysAgo - 10)
    const roundVendors: RoundVendor[] = round.answers.map(([index, total, leadTimeDays]) => ({
      vendorId: vendorIds[index] as string,
      answer:
        total === 'declined'
          ? 'declined'
          : total === null
            ? undefined
            : { total, leadTimeDays: leadTimeDays ?? 14, at: daysAgo(round.sentDaysAgo - 3) },
      awarded: index === round.winner,
    }))
    const winning = round.answers.find(([index]) => index === round.winner)
    const poSent = daysAgo(round.sentDaysAgo - 12)
    const promised = new Date(poSent.getTime() + (winning?.[2] ?? 14) * DAY_MS)
    const delivered =
      round.deliveredLateBy === undefined
        ? undefined
        : new Date(promised.getTime() + round.deliveredLateBy * DAY_MS)
    await recordSourcingRound(db, {
      businessId,
      title: round.title,
      orderType: round.orderType,
      currency: round.currency,
      sentAt,
      deadline,
      vendors: roundVendors,
      purchaseOrder:
        round.winner === undefined || typeof winning?.[1] !== 'number'
          ? undefined
          : {
              vendorId: vendorIds[round.winner] as string,
              total: winning[1],
              sentAt: poSent,
              status: delivered ? 'received' : 'acknowledged',
              deliveryDate: dayOf(promised),
              shipments: [
                delivered
                  ? { deliveredAt: delivered, estimatedDelivery: dayOf(promised) }
                  : { estimatedDelivery: dayOf(promised), status: 'in_transit' },
              ],
            },
    })
  }
  return { vendors: vendorIds.length, rounds: ROUNDS.length }
}
