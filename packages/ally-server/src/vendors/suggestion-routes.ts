import { formatPercent, suggestVendors, type VendorSuggestion } from '@ally/sdk'
import type { AppContext } from '../context'
import { paged, pageOf } from '../db/paging'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { REPORT_CURRENCY } from '../services/currency'
import { accountAsVendor, toVendor } from './mappers'
import {
  baseScore,
  historyBonus,
  networkCandidates,
  ownCandidates,
  pageAcross,
} from './suggestion-candidates'
import { type VendorPerformanceRow, vendorPerformance } from './vendor-performance'

/** 0–1: registered vendors first, then raised by how often they answer and win for this buyer. */
function historyScore(active: boolean, record: VendorPerformanceRow | undefined): number {
  return Math.round((baseScore(active) + historyBonus(record)) * 1000) / 1000
}

/** What this buyer's own RFQs of the order type say about the vendor, in words. */
function historyReasons(orderType: string, record: VendorPerformanceRow | undefined): string[] {
  if (!record || (record.rfqCount === 0 && record.purchaseOrderCount === 0)) return []
  const reasons: string[] = []
  if (record.decided > 0)
    reasons.push(`Won ${record.won} of ${record.decided} ${orderType} RFQs you decided`)
  if (record.responseRate !== null)
    reasons.push(`Answered ${formatPercent(record.responseRate)} of your ${orderType} RFQs`)
  if (record.onTimeRate !== null)
    reasons.push(`Delivered ${formatPercent(record.onTimeRate)} of the goods due on time`)
  return reasons
}

/**
 * Vendors for an order type, best first: the buyer's own vendors that serve it (active before
 * invited), then vendors registered on Ally that serve it and are not in the list yet. Every
 * suggestion says why. Among the buyer's own vendors, answering and winning its RFQs of that
 * order type raises a vendor's rank.
 */
export function vendorSuggestionRoutes({ db, now }: AppContext) {
  return [
    implement(suggestVendors, async ({ query, caller }) => {
      const orderType = query.orderType ?? 'supply'
      const page = pageOf(query)
      const search = query.search?.trim() || undefined
      const businessId = caller.business.id

      // Every vendor with a history for this order type, so the ranking holds across pages.
      const history = await vendorPerformance(db, {
        businessId,
        now: now(),
        currency: REPORT_CURRENCY,
        orderType,
      }).byVendor()
      const bonuses = new Map([...history].map(([id, record]) => [id, historyBonus(record)]))
      const {
        first: own,
        second: network,
        total,
      } = await pageAcross(
        ownCandidates(db, { businessId, orderType, search, historyBonus: bonuses }),
        networkCandidates(db, { businessId, orderType, search }),
        page.limit,
        page.offset,
      )

      const suggestions: VendorSuggestion[] = [
        ...own.map((row) => {
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
        }),
        ...network.map((account) => ({
          vendor: accountAsVendor(account),
          score: 0.4,
          reasons: [
            `Registered on Ally and serves ${orderType}`,
            ...(account.country ? [`Based in ${account.country}`] : []),
            'Not in your vendor list yet',
          ],
          source: 'network' as const,
        })),
      ]
      return {
        message: `${counted(total, 'suggestion', 'suggestions')} for ${orderType}`,
        data: paged(suggestions, total, page),
      }
    }),
  ]
}
