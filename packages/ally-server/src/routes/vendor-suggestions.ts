import { suggestVendors, type VendorSuggestion } from '@ally/sdk'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { vendorAccounts, vendorSearchText, vendors } from '../db/schema'
import { implement } from '../http/implement'
import { containing, toVendor } from './vendors'

/**
 * Vendors for an order type, best first: the buyer's own vendors that serve it (active before
 * invited), then vendors registered on Ally that serve it and are not in the list yet. Every
 * suggestion says why. Sourcing history (response and win rates) joins the ranking with RFQs.
 */
export function vendorSuggestionRoutes({ db }: AppContext) {
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

      const suggestions: VendorSuggestion[] = [
        ...own.map((row) => ({
          vendor: toVendor(row),
          score: row.status === 'active' ? 0.9 : 0.7,
          reasons: [
            `In your vendor list and serves ${orderType}`,
            row.status === 'active'
              ? 'Registered and verified on Ally'
              : 'Invited, not registered yet',
          ],
          source: 'history' as const,
        })),
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
          score: 0.5,
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
