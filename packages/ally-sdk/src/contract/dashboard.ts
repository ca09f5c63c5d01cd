import * as z from 'zod/mini'
import { Amount, Currency, count, Id, nullable, Timestamp } from './common'
import { defineEndpoint } from './define'

export const ACTIVITY_TYPES = [
  'order',
  'quote',
  'rfq',
  'quote_response',
  'purchase_order',
  'shipment',
  'vendor',
] as const

export const Activity = z.object({
  id: Id,
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  detail: z.string(),
  taId: nullable(z.string()),
  /** The app path that shows it, e.g. `/dashboard/order/…`. */
  href: z.string(),
  at: Timestamp,
})
export type Activity = z.infer<typeof Activity>

/**
 * One kind of thing that needs the buyer: how many there are, and the most pressing few (an
 * Activity each, `at` being the day that matters: a deadline, an expected delivery).
 */
export const Attention = z.object({ total: count(), items: z.array(Activity) })
export type Attention = z.infer<typeof Attention>

export const DashboardSummary = z.object({
  /** Spend is in this currency, converted at reference rates (docs/product-rules.md). */
  currency: Currency,
  /** A business with neither gets the first-steps guide. */
  vendors: count(),
  orders: count(),
  rfqsAwaitingAnswers: Attention,
  rfqsPastDeadline: Attention,
  roundsToCompare: Attention,
  purchaseOrdersAwaitingApproval: Attention,
  purchaseOrdersAwaitingAcknowledgement: Attention,
  /** Accepted or partly shipped and its delivery day (UTC) passed; `at` is that day. */
  purchaseOrdersOverdue: Attention,
  /** Goods rejected or short and not yet resolved; `at` is when the oldest was found. */
  purchaseOrdersWithIssues: Attention,
  /** Goods received in part; `at` is when the PO was sent. */
  purchaseOrdersPartiallyReceived: Attention,
  shipmentsArrivingThisWeek: Attention,
  lateShipments: Attention,
  spendThisMonth: Amount,
  spendLastMonth: Amount,
})
export type DashboardSummary = z.infer<typeof DashboardSummary>

export const dashboardSummary = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/dashboard/summary',
  summary: 'What needs attention on the dashboard home, and what happened lately',
  response: DashboardSummary,
})

export const dashboardEndpoints = { dashboardSummary }
