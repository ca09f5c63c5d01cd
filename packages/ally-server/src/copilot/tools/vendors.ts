import { formatMoney, formatPercent, ORDER_TYPES, ROUTES, routeTo } from '@ally/sdk'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import * as z from 'zod'
import { vendors } from '../../db/schema'
import { vendorPerformance } from '../../vendors/vendor-performance'
import type { ToolContext } from './context'
import { defineTool, openAction } from './tool'

// "Find vendors for logistics", "how is Acme performing": the business's own vendors, those of an
// order type or those named, with their record over the last 12 months (vendor analytics' figures,
// vendors/vendor-performance.ts), best first: on time, then answering, then spend.

const DEFAULT_COUNT = 5
/** The most vendors weighed for one answer: a business's vendors of one type are rarely more. */
const WEIGHED = 500
const YEAR_MS = 365 * 86_400_000

const percent = (rate: number | null) => (rate === null ? 'no record yet' : formatPercent(rate))

export const findVendors = defineTool({
  name: 'find_vendors',
  description:
    "The business's vendors, of an order type or by id, with their record over the last 12 months (on-time rate, response rate, win rate, spend), best first.",
  input: z.object({
    orderType: z.enum(ORDER_TYPES).optional(),
    vendorIds: z.array(z.uuid()).max(20).optional().describe('Only these vendors'),
    count: z.number().int().min(1).max(20).optional().describe('How many to list; default 5'),
  }),
  async run(context: ToolContext, { orderType, vendorIds, count = DEFAULT_COUNT }) {
    const candidates = await context.db
      .select({ id: vendors.id, name: vendors.name, status: vendors.status })
      .from(vendors)
      .where(
        and(
          eq(vendors.businessId, context.businessId),
          orderType ? sql`${orderType} = any(${vendors.orderTypes})` : undefined,
          vendorIds?.length ? inArray(vendors.id, vendorIds) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${vendors.name})`))
      .limit(WEIGHED)
    if (!candidates.length) {
      return {
        data: { vendors: [] },
        summary: orderType
          ? `You have no vendors for ${orderType} yet. Add one, or ask vendors on Ally for a quote from the RFQ form.`
          : 'I found no such vendor among yours.',
        actions: [openAction('Add a vendor', ROUTES.addVendor)],
      }
    }
    const records = await vendorPerformance(context.db, {
      businessId: context.businessId,
      now: context.now,
      currency: context.currency,
      vendorIds: candidates.map((vendor) => vendor.id),
      from: new Date(context.now.getTime() - YEAR_MS),
    }).byVendor()
    const score = (rate: number | null | undefined) => rate ?? -1
    const ranked = candidates
      .map((vendor) => ({ ...vendor, record: records.get(vendor.id) }))
      .sort(
        (a, b) =>
          score(b.record?.onTimeRate) - score(a.record?.onTimeRate) ||
          score(b.record?.responseRate) - score(a.record?.responseRate) ||
          (b.record?.spend ?? 0) - (a.record?.spend ?? 0),
      )
      .slice(0, count)
    const lines = ranked.map(({ name, status, record }) => {
      const facts = record
        ? [
            `on time ${percent(record.onTimeRate)}`,
            `answers ${percent(record.responseRate)} of RFQs`,
            `spend ${formatMoney(record.spend, context.currency)}`,
          ]
        : ['no RFQs or purchase orders in the last 12 months']
      return `- **${name}**${status === 'active' ? '' : ` (${status})`}: ${facts.join(', ')}`
    })
    const heading = `${orderType ? `Your ${orderType} vendors` : 'Your vendors'}, best record first (last 12 months):`
    return {
      data: { vendors: ranked },
      summary: [heading, ...lines].join('\n'),
      actions: [
        ...ranked
          .slice(0, 3)
          .map((vendor) => openAction(`Open ${vendor.name}`, routeTo.vendor(vendor.id))),
        openAction('Open vendor analytics', ROUTES.vendorAnalytics),
      ],
    }
  },
})
