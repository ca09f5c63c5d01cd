import * as z from 'zod/mini'
import { Amount, Currency, count, Day, Id, nullable, OrderType, optional, ratio } from './common'
import { defineEndpoint } from './define'

// Business analytics: what the business spent, saved and waited for over a period. Every figure's
// definition is in docs/product-rules.md, "Business analytics"; the co-pilot answers spend and
// savings questions from the same server queries.

export const ANALYTICS_INTERVALS = ['week', 'month'] as const

/**
 * The stages of a sourcing round, each measured from the one before: RFQs sent → first answer →
 * award → PO sent → goods received in full.
 */
export const CYCLE_STAGES = ['firstAnswer', 'award', 'purchaseOrder', 'delivery'] as const
export type CycleStage = (typeof CYCLE_STAGES)[number]

/** A signed amount: savings are negative when the award cost more than the answers compared. */
const SignedAmount = z.number()

/** Spend of one vendor, or of the open commitments to it. */
const VendorAmount = z.object({
  vendorId: Id,
  name: z.string(),
  amount: Amount,
  purchaseOrders: count(),
})

export const BusinessAnalytics = z.object({
  /** Every amount is in this currency, converted at reference rates (docs/product-rules.md). */
  currency: Currency,
  /** The period reported, both days included (UTC). */
  from: Day,
  to: Day,
  interval: z.enum(ANALYTICS_INTERVALS),
  totals: z.object({
    spend: Amount,
    purchaseOrders: count(),
    vendorsUsed: count(),
    /** Days from a round's RFQs going out to its first PO being sent, on average. */
    averageCycleDays: nullable(Amount),
  }),
  /** One point per interval of the period, empty ones included; `key` is its first day. */
  spendOverTime: z.array(z.object({ key: Day, label: z.string(), amount: Amount })),
  /** Highest first. */
  spendByVendor: z.array(VendorAmount),
  /** Highest first; a PO made without an order has no order type (null). */
  spendByOrderType: z.array(
    z.object({ orderType: nullable(OrderType), amount: Amount, purchaseOrders: count() }),
  ),
  /** Rounds awarded in the period: what was awarded against the answers received. */
  savings: z.object({
    rounds: count(),
    awarded: Amount,
    /** The sum of each round's highest answer, less what was awarded. */
    againstHighest: SignedAmount,
    /** The sum of each round's average answer, less what was awarded. */
    againstAverage: SignedAmount,
  }),
  /** Each stage's average, over the rounds that reached it (sent in the period). */
  cycleTimes: z.array(
    z.object({ stage: z.enum(CYCLE_STAGES), averageDays: nullable(Amount), rounds: count() }),
  ),
  /** Goods of the POs placed in the period. Rates are 0–1, null with nothing to measure. */
  delivery: z.object({
    /** As vendor analytics' on-time rate, over every vendor. */
    onTimeRate: nullable(ratio()),
    /** Share of the PO lines received that came short or rejected. */
    shortageRate: nullable(ratio()),
    linesReceived: count(),
    linesShort: count(),
  }),
  /** POs sent and not yet received in full, whenever placed: what the business still owes. */
  openCommitments: z.object({
    purchaseOrders: count(),
    amount: Amount,
    /** Highest first. */
    byVendor: z.array(VendorAmount),
  }),
})
export type BusinessAnalytics = z.infer<typeof BusinessAnalytics>

export const BusinessAnalyticsQuery = z.object({
  /** First day of the period (UTC). @default a year before `to` */
  from: optional(Day),
  /** Last day of the period, included (UTC). @default today */
  to: optional(Day),
  /** @default 'month' */
  interval: optional(z.enum(ANALYTICS_INTERVALS)),
  /** Only this vendor's purchase orders and rounds. */
  vendorId: optional(Id),
  /** Only purchase orders and rounds of orders of this type. */
  orderType: optional(OrderType),
})
export type BusinessAnalyticsQuery = z.infer<typeof BusinessAnalyticsQuery>

export const businessAnalytics = defineEndpoint({
  method: 'GET',
  path: '/api/v1/ldb/analytics/business',
  summary:
    'Spend, savings, cycle times, delivery and open commitments over a period (default: the last 12 months, by month)',
  query: BusinessAnalyticsQuery,
  response: BusinessAnalytics,
})

export const analyticsEndpoints = { businessAnalytics }
