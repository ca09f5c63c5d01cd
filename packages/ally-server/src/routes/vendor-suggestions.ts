import { suggestVendors, type VendorSuggestion } from '@ally/sdk'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { vendorAccounts, vendorSearchText, vendors } from '../db/schema'
import { implement } from '../http/implement'
import { type VendorPerformanceRow, vendorPerformance } from '../sourcing/vendor-performance'
import { REPORT_CURRENCY } from './vendor-analytics'
import { containing, toVendor } from './vendors'

/**
 * Vendors for an order type, best first: the buyer's own vendors that serve it (active before
 * invited), then vendors registered on Ally that serve it and are not in the list yet. Every
 * suggestion says why. Among the buyer's own vendors, answering and winning its RFQs of that
 * order type raises a vendor's rank.
 */
/** 0–1: registered vendors first, then raised by how often they answer and win for this buyer. */
function historyScore(active: boolean, record: VendorPerformanceRow | undefined): number {
  const base = active ? 0.6 : 0.5
  const answered = record?.responseRate ?? 0
  const won = record?.winRate ?? 0
  return Math.round((base + 0.15 * answered + 0.25 * won) * 1000) / 1000
}

/** What this buyer's own RFQs of the order type say about the vendor, in words. */
function historyReasons(orderType: string, record: VendorPerformanceRow | undefined): string[] {
  if (!record || (record.rfqCount === 0 && record.purchaseOrderCount === 0)) return []
  const reasons: string[] = []
  if (record.decided > 0)
    reasons.push(`Won ${record.won} of ${record.decided} ${orderType} RFQs you decided`)
  if (record.responseRate !== null)
    reasons.push(`Answered ${Math.round(record.responseRate * 100)}% of your ${orderType} RFQs`)
  if (record.onTimeRate !== null)
    reasons.push(`Delivered ${Math.round(record.onTimeRate * 100)}% of shipments on time`)
  return reasons
}

export function vendorSuggestionRoutes({ db, now }: AppContext) {
  return [
    implement(suggestVendors, async ({ query, caller }) => {
      const orderType = query.orderType ?? 'supply'
      const limit = query.limit ?? 20
      const page = query.page ?? 1
      const search = query.search?.trim()

      const own = await db
        .select()
        .from(vendors)
        .where(
          and(
            eq(vendors.businessId, caller.business.id),
            sql`${orderType} = any(${vendors.orderTypes})`,
            search ? sql`${vendorSearchText(vendors)} like ${containing(search)}` : undefined,
          ),
        )
        .orderBy(sql`${vendors.status} = 'active' desc`, sql`lower(${vendors.name})`)
        .limit(200)

      const network = await db
        .select()
        .from(vendorAccounts)
        .where(
          and(
            eq(vendorAccounts.active, true),
            sql`${orderType} = any(${vendorAccounts.orderTypes})`,
            sql`not exists (select 1 from ${vendors} where ${vendors.businessId} = ${caller.business.id} and lower(${vendors.email}) = lower(${vendorAccounts.email}))`,
            search
              ? sql`lower(${vendorAccounts.companyName} || ' ' || ${vendorAccounts.email}) like ${containing(search)}`
              : undefined,
          ),
        )
        .orderBy(sql`lower(${vendorAccounts.companyName})`)
        .limit(200)

      const history = own.length
        ? await vendorPerformance(db, {
            businessId: caller.business.id,
            now: now(),
            currency: REPORT_CURRENCY,
            vendorIds: own.map((row) => row.id),
            orderType,
          }).byVendor()
        : new Map<string, VendorPerformanceRow>()

      const ownSuggestions = own
        .map((row) => {
          const record = history.get(row.id)
          return {
            vendor: toVendor(row),
            score: historyScore(row.status === 'active', record),
            reasons: [
              `In your vendor list and serves ${orderType}`,
              ...historyReasons(orderType, record),
              row.status === 'active'
                ? 'Registered and verified on Ally'
                : 'Invited, not registered yet',
            ],
            source: 'history' as const,
          }
        })
        .sort((a, b) => b.score - a.score)

      const suggestions: VendorSuggestion[] = [
        ...ownSuggestions,
        ...network.map((account) => ({
          vendor: {
            id: account.id,
            name: account.companyName,
            contactName: account.contactName,
            email: account.email,
            phone: account.phone,
            country: account.country,
            address: account.address,
            orderTypes: account.orderTypes as VendorSuggestion['vendor']['orderTypes'],
            status: 'active' as const,
            invitedAt: account.createdAt.toISOString(),
            joinedAt: account.createdAt.toISOString(),
          },
          score: 0.4,
          reasons: [
            `Registered on Ally and serves ${orderType}`,
            ...(account.country ? [`Based in ${account.country}`] : []),
            'Not in your vendor list yet',
          ],
          source: 'network' as const,
        })),
      ]
      const total = suggestions.length
      return {
        message: `${total} suggestion${total === 1 ? '' : 's'} for ${orderType}`,
        data: {
          items: suggestions.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
        },
      }
    }),
  ]
}
