import { vendorAnalytics } from '@ally/sdk'
import type { AppContext } from '../context'
import { paged, pageOf } from '../db/paging'
import { badRequest } from '../http/errors'
import { implement } from '../http/implement'
import { counted } from '../http/messages'
import { REPORT_CURRENCY } from '../services/currency'
import { toVendorPerformance } from './mappers'
import { vendorPerformance } from './vendor-performance'

const DAY_MS = 86_400_000

export function vendorAnalyticsRoutes({ db, now }: AppContext) {
  return [
    implement(vendorAnalytics, async ({ query, caller }) => {
      const page = pageOf(query)
      // `from` and `to` are whole days, both included.
      const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined
      const to = query.to
        ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)
        : undefined
      if (from && to && from >= to) {
        const message = "'to' must be on or after 'from'."
        throw badRequest(message, [{ path: 'query.to', message }])
      }
      const { rows, total } = await vendorPerformance(db, {
        businessId: caller.business.id,
        now: now(),
        currency: REPORT_CURRENCY,
        from,
        to,
      }).page({
        sort: query.sort ?? 'spend',
        order: query.order ?? (query.sort === 'name' ? 'asc' : 'desc'),
        limit: page.limit,
        offset: page.offset,
      })
      return {
        message: `${counted(total, 'vendor', 'vendors')} with activity`,
        data: { currency: REPORT_CURRENCY, ...paged(rows.map(toVendorPerformance), total, page) },
      }
    }),
  ]
}
