import type { Db } from '../db/client'
import { vendorAccounts, vendors } from '../db/schema'
import { seedOpenRound } from './open-round'
import { type PastRound, recordPastRound } from './past-rounds'
import { type PastSourcingServices, pastSourcing } from './past-sourcing'
import { DEMO_ROUNDS, type DemoRound } from './rounds'
import { DEMO_VENDOR_EMAIL, DEMO_VENDORS } from './vendors'

// The demo business's vendors (vendors.ts) and a year of sourcing with them (rounds.ts), so that
// the vendor list, the vendor pages, suggestions and vendor analytics have something true to show.

const DAY_MS = 86_400_000
const later = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The demo vendors, in `tx`; resolves to their ids in vendors.ts's order. The first vendor has a
 * portal account (same password as the demo owner) so that its home shows the RFQs and purchase
 * orders sent to it.
 */
export async function seedDemoVendors(
  tx: Db,
  businessId: string,
  passwordHash: string,
  now: Date,
): Promise<string[]> {
  const [account] = await tx
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
  const rows = await tx
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
        invitedAt: later(now, -(360 - index)),
        joinedAt: vendor.active ? later(now, -(355 - index)) : null,
        vendorAccountId: vendor.email === DEMO_VENDOR_EMAIL ? account?.id : undefined,
      })),
    )
    .returning({ id: vendors.id })
  return rows.map((row) => row.id)
}

/** A demo round as it happened: answers three days in, the award at the deadline, and so on. */
function pastRoundOf(round: DemoRound, vendorIds: string[], now: Date): PastRound {
  const daysAgo = (days: number) => later(now, -days)
  const winning = round.answers.find(([index]) => index === round.winner)
  const poSent = daysAgo(round.sentDaysAgo - 12)
  const promised = later(poSent, winning?.[2] ?? 14)
  const deliveredAt =
    round.deliveredLateBy === undefined ? undefined : later(promised, round.deliveredLateBy)
  return {
    title: round.title,
    orderType: round.orderType,
    currency: round.currency,
    sentAt: daysAgo(round.sentDaysAgo),
    deadline: daysAgo(round.sentDaysAgo - 10),
    vendors: round.answers.map(([index, total, leadTimeDays]) => ({
      vendorId: vendorIds[index] as string,
      answer:
        total === 'declined'
          ? 'declined'
          : total === null
            ? undefined
            : { total, leadTimeDays: leadTimeDays ?? 14, at: daysAgo(round.sentDaysAgo - 3) },
      awarded: index === round.winner,
    })),
    purchaseOrder:
      round.winner === undefined
        ? undefined
        : {
            sentAt: poSent,
            deliveryDate: dayOf(promised),
            shipment: { estimatedDelivery: dayOf(promised), deliveredAt },
          },
  }
}

/**
 * A year of sourcing between the demo owner (`ownerId`) and its vendors, oldest first, written
 * through the product's own steps (past-sourcing.ts), then a round still open.
 */
export async function seedDemoHistory(
  services: Omit<PastSourcingServices, 'present'>,
  ownerId: string,
  vendorIds: string[],
  now = new Date(),
) {
  const past = await pastSourcing({ ...services, present: now }, ownerId)
  for (const round of DEMO_ROUNDS) {
    await recordPastRound(past, pastRoundOf(round, vendorIds, now))
  }
  await seedOpenRound(past, vendorIds, now)
  return { rounds: DEMO_ROUNDS.length + 1 }
}
