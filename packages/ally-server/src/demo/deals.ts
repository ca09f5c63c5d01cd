import type { Currency } from '@ally/sdk'
import { count } from 'drizzle-orm'
import type { Db } from '../db/client'
import { deals } from '../db/schema'

// The website's hot deals for the demo (docs/website.md#deals): procurement goods a buyer of the
// demo business would recognise, in several currencies, some with the price before the deal. One
// has already expired, so the website never shows it (but the operator's list does).

const DAY_MS = 86_400_000

interface DemoDeal {
  title: string
  description: string
  vendorName: string
  price: number
  originalPrice: number | null
  currency: Currency
  url: string | null
  /** Days from now the deal ends (negative: it has ended); null runs until removed. */
  expiresInDays: number | null
  /** Days ago it was added: the website lists the newest first. */
  addedDaysAgo: number
}

export const DEMO_DEALS: readonly DemoDeal[] = [
  {
    title: 'Nitrile examination gloves, pallet of 100 cartons',
    description:
      'Powder-free, blue, sizes S to XL, 1,000 gloves per carton. EN 455 certified; delivered on one shrink-wrapped pallet.',
    vendorName: 'MedSupply West Africa',
    price: 5450,
    originalPrice: 6200,
    currency: 'usd',
    url: null,
    expiresInDays: 14,
    addedDaysAgo: 1,
  },
  {
    title: 'Stainless steel ball valves DN50, box of 20',
    description:
      'Full bore, PN40, 316 stainless steel with PTFE seats; lever operated. Test certificates with every box.',
    vendorName: 'Lagos Steel Works',
    price: 1890,
    originalPrice: null,
    currency: 'eur',
    url: null,
    expiresInDays: 30,
    addedDaysAgo: 2,
  },
  {
    title: 'Ergonomic office chairs, set of 10',
    description:
      'Mesh back, adjustable lumbar support and arm rests, five-year warranty. Assembled on delivery in Lagos and Abuja.',
    vendorName: 'Office Hub Nigeria',
    price: 1_450_000,
    originalPrice: 1_750_000,
    currency: 'ngn',
    url: null,
    expiresInDays: null,
    addedDaysAgo: 4,
  },
  {
    title: 'A4 copier paper, 80 gsm, 50 reams',
    description: '500 sheets per ream, FSC certified, for laser and inkjet printers.',
    vendorName: 'Paperworks Ltd',
    price: 189,
    originalPrice: null,
    currency: 'gbp',
    url: null,
    expiresInDays: 7,
    addedDaysAgo: 6,
  },
  {
    title: 'Hi-vis safety vests, pack of 200',
    description: 'EN ISO 20471 class 2, orange, with reflective tape and a zip front; mixed sizes.',
    vendorName: 'SafeSite Supplies',
    price: 760,
    originalPrice: 940,
    currency: 'usd',
    url: null,
    expiresInDays: 21,
    addedDaysAgo: 9,
  },
  {
    title: 'Industrial diesel generator, 60 kVA',
    description:
      'Soundproof canopy, automatic transfer switch, first service included. The offer has ended.',
    vendorName: 'PowerGen Equipment',
    price: 14_900,
    originalPrice: 16_500,
    currency: 'usd',
    url: null,
    expiresInDays: -3,
    addedDaysAgo: 20,
  },
]

/**
 * Adds the demo deals, times counted from `now`; a database that already has deals (the
 * operator's own) keeps them and gets none.
 */
export async function seedDemoDeals(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(deals)
  if ((existing?.n ?? 0) > 0) return 0
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS)
  const rows = DEMO_DEALS.map(({ expiresInDays, addedDaysAgo, ...deal }) => ({
    ...deal,
    imageUrl: null,
    expiresAt: expiresInDays === null ? null : at(expiresInDays),
    createdAt: at(-addedDaysAgo),
    updatedAt: at(-addedDaysAgo),
  }))
  await db.insert(deals).values(rows)
  return rows.length
}
