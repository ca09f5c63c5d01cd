import { formatMoney, formatPercent, ORDER_TYPES, ROUTES } from '@ally/sdk'
import * as z from 'zod'
import { roundFiguresOf } from '../../analytics/rounds'
import { analyticsScope } from '../../analytics/scope'
import { spendOf } from '../../analytics/spend'
import { readWholePeriod } from '../../db/whole-period-read'
import type { ToolContext } from './context'
import { counted, dayLabel, defineTool, openAction } from './tool'

// Spend and savings by vendor, order type and period: business analytics' own queries
// (analytics/), over the period asked or its default, the last 12 months.

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

const input = z.object({
  from: Day.optional().describe('First day, YYYY-MM-DD; default a year before `to`'),
  to: Day.optional().describe('Last day, included, YYYY-MM-DD; default today'),
  periodLabel: z.string().max(40).optional().describe('How to name the period: "last quarter"'),
  vendorId: z.uuid().optional().describe("Only this vendor's purchase orders and rounds"),
  vendorName: z.string().max(120).optional(),
  orderType: z.enum(ORDER_TYPES).optional(),
})
type Input = z.infer<typeof input>

function scopeOf(context: ToolContext, query: Input) {
  return analyticsScope(
    { from: query.from, to: query.to, vendorId: query.vendorId, orderType: query.orderType },
    { id: context.businessId, currency: context.currency },
    context.now,
  )
}

/** What the figures cover: "last quarter, Acme, logistics". */
function coverage(query: Input, scope: { from: string; to: string }) {
  const period = query.periodLabel ?? `${dayLabel(scope.from)} – ${dayLabel(scope.to)}`
  return [period, query.vendorName, query.orderType].filter(Boolean).join(', ')
}

/** The analytics screen with the same filters (its URL: full-app's AnalyticsPage). */
function analyticsLink(query: Input, scope: { from: string; to: string }) {
  const search = new URLSearchParams({ from: scope.from, to: scope.to })
  if (query.vendorId) search.set('vendor', query.vendorId)
  if (query.orderType) search.set('type', query.orderType)
  return openAction('Open business analytics', `${ROUTES.businessAnalytics}?${search}`)
}

export const spendFigures = defineTool({
  name: 'spend',
  description:
    'Spend on committed purchase orders over a period (default the last 12 months): the total, by vendor and by order type, optionally for one vendor or order type.',
  input,
  async run(context: ToolContext, query) {
    const scope = scopeOf(context, query)
    const spend = await readWholePeriod(context.db, (tx) => spendOf(tx, scope))
    const money = (amount: number) => formatMoney(amount, context.currency)
    const { totals } = spend
    const top = spend.spendByVendor.slice(0, 3)
    const summary = totals.purchaseOrders
      ? [
          `**${money(totals.spend)} spent** on ${counted(totals.purchaseOrders, 'purchase order')} with ${counted(totals.vendorsUsed, 'vendor')} (${coverage(query, scope)}).`,
          ...(top.length > 1 || !query.vendorId
            ? [
                '',
                'Largest vendors:',
                ...top.map(
                  (row) =>
                    `- ${row.name}: ${money(row.amount)} (${counted(row.purchaseOrders, 'PO')})`,
                ),
              ]
            : []),
          ...(spend.spendByOrderType.length > 1
            ? [
                '',
                'By order type:',
                ...spend.spendByOrderType.map(
                  (row) => `- ${row.orderType ?? 'no order'}: ${money(row.amount)}`,
                ),
              ]
            : []),
        ].join('\n')
      : `No committed purchase order was sent in that period (${coverage(query, scope)}).`
    return { data: spend, summary, actions: [analyticsLink(query, scope)] }
  },
})

export const savingsFigures = defineTool({
  name: 'savings',
  description:
    'Savings of the rounds awarded over a period (default the last 12 months): what was awarded against the highest and the average answer of each round.',
  input,
  async run(context: ToolContext, query) {
    const scope = scopeOf(context, query)
    const { savings } = await readWholePeriod(context.db, (tx) => roundFiguresOf(tx, scope))
    const money = (amount: number) => formatMoney(amount, context.currency)
    const share = (saved: number) =>
      savings.awarded + saved > 0 ? ` (${formatPercent(saved / (savings.awarded + saved))})` : ''
    const summary = savings.rounds
      ? [
          `**${money(savings.againstHighest)} saved against the highest answers**${share(savings.againstHighest)} over ${counted(savings.rounds, 'awarded round')} (${coverage(query, scope)}).`,
          `Against the average answer: ${money(savings.againstAverage)}${share(savings.againstAverage)}. Awarded in all: ${money(savings.awarded)}.`,
        ].join('\n')
      : `No round was awarded in that period (${coverage(query, scope)}).`
    return { data: savings, summary, actions: [analyticsLink(query, scope)] }
  },
})
