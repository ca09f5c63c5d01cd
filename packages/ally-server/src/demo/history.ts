import type { Db } from '../db/client'
import { vendorAccounts, vendors } from '../db/schema'
import { type RoundVendor, recordSourcingRound } from '../sourcing/record-history'
import { seedOpenRound } from './open-round'
import { DEMO_ROUNDS } from './rounds'
import { DEMO_VENDOR_EMAIL, DEMO_VENDORS } from './vendors'

// The demo business's vendors (vendors.ts) and a year of sourcing with them (rounds.ts), so that
// the vendor list, the vendor pages, suggestions and vendor analytics have something true to show.

const DAY_MS = 86_400_000

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

  for (const round of DEMO_ROUNDS) {
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
              status: delivered ? 'received' : 'shipped',
              deliveryDate: dayOf(promised),
              shipments: [
                delivered
                  ? { deliveredAt: delivered, estimatedDelivery: dayOf(promised) }
                  : { estimatedDelivery: dayOf(promised), status: 'in_transit' },
              ],
            },
    })
  }
  await seedOpenRound(db, businessId, vendorIds, now)
  return { vendors: vendorIds.length, rounds: DEMO_ROUNDS.length + 1 }
}
