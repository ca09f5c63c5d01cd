import type { BusinessAnalytics, businessAnalytics } from '@ally/sdk'
import type { MockReply, RecordedCall } from './mockApi'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Vendors' names for the charts: a dozen, so that "the rest" gets a bar. */
const VENDORS = [
  'Acme Industrial Supplies',
  'Lagos Steel Works',
  'Bolt Logistics',
  'Kano Textiles',
  'Delta Packaging',
  'Eko Chemicals',
  'Harbour Freight',
  'Nile Electricals',
  'Sahel Agro Processing',
  'Unity Fasteners',
  'Coastal Timber',
  'Zenith Print House',
]

/**
 * A believable year of a business's analytics (naira, by month, 2026); override any part.
 *
 * @example
 * businessAnalyticsFixture({ savings: { rounds: 2, awarded: 900, againstHighest: -50, againstAverage: -120 } })
 */
export function businessAnalyticsFixture(
  report: Partial<BusinessAnalytics> = {},
): BusinessAnalytics {
  const spendByVendor = VENDORS.map((name, i) => ({
    vendorId: `vendor-${i + 1}`,
    name,
    amount: Math.round(24_000_000 / (i + 1)),
    purchaseOrders: 12 - i,
  }))
  const spend = spendByVendor.reduce((sum, row) => sum + row.amount, 0)
  return {
    currency: 'ngn',
    from: '2026-01-01',
    to: '2026-12-31',
    interval: 'month',
    totals: { spend, purchaseOrders: 78, vendorsUsed: 12, averageCycleDays: 18.4 },
    spendOverTime: MONTHS.map((month, i) => ({
      key: `2026-${String(i + 1).padStart(2, '0')}-01`,
      label: `${month} 2026`,
      amount: Math.round((spend / 12) * (0.6 + ((i * 7) % 9) / 10)),
    })),
    spendByVendor,
    spendByOrderType: [
      { orderType: 'supply', amount: Math.round(spend * 0.6), purchaseOrders: 45 },
      { orderType: 'logistics', amount: Math.round(spend * 0.25), purchaseOrders: 20 },
      { orderType: 'service', amount: Math.round(spend * 0.1), purchaseOrders: 9 },
      { orderType: null, amount: spend - Math.round(spend * 0.95), purchaseOrders: 4 },
    ],
    savings: {
      rounds: 31,
      awarded: 52_000_000,
      againstHighest: 9_400_000,
      againstAverage: 3_150_000,
    },
    cycleTimes: [
      { stage: 'firstAnswer', averageDays: 2.5, rounds: 40 },
      { stage: 'award', averageDays: 4.25, rounds: 31 },
      { stage: 'purchaseOrder', averageDays: 1, rounds: 30 },
      { stage: 'delivery', averageDays: 10.6, rounds: 22 },
    ],
    delivery: { onTimeRate: 0.875, shortageRate: 0.05, linesReceived: 240, linesShort: 12 },
    openCommitments: {
      purchaseOrders: 6,
      amount: 7_250_000,
      byVendor: spendByVendor.slice(0, 3).map((row, i) => ({
        ...row,
        amount: [4_000_000, 2_250_000, 1_000_000][i] ?? 0,
        purchaseOrders: 3 - i,
      })),
    },
    ...report,
  }
}

/** A period with nothing in it: no purchase orders, no rounds, nothing owed. */
export const emptyBusinessAnalytics = (): BusinessAnalytics =>
  businessAnalyticsFixture({
    totals: { spend: 0, purchaseOrders: 0, vendorsUsed: 0, averageCycleDays: null },
    spendOverTime: [],
    spendByVendor: [],
    spendByOrderType: [],
    savings: { rounds: 0, awarded: 0, againstHighest: 0, againstAverage: 0 },
    cycleTimes: [
      { stage: 'firstAnswer', averageDays: null, rounds: 0 },
      { stage: 'award', averageDays: null, rounds: 0 },
      { stage: 'purchaseOrder', averageDays: null, rounds: 0 },
      { stage: 'delivery', averageDays: null, rounds: 0 },
    ],
    delivery: { onTimeRate: null, shortageRate: null, linesReceived: 0, linesShort: 0 },
    openCommitments: { purchaseOrders: 0, amount: 0, byVendor: [] },
  })

/**
 * Answers `businessAnalytics` with the report, its period and interval those asked for (when
 * given). Give a function to answer by the request, e.g. less for one vendor.
 *
 * @example
 * api.on(businessAnalytics, serveBusinessAnalytics(businessAnalyticsFixture()))
 */
export function serveBusinessAnalytics(
  report: BusinessAnalytics | ((call: RecordedCall) => BusinessAnalytics),
) {
  return (call: RecordedCall): MockReply<typeof businessAnalytics> => {
    const base = typeof report === 'function' ? report(call) : report
    const interval = call.query.get('interval')
    return {
      message: 'Business analytics',
      data: {
        ...base,
        from: call.query.get('from') ?? base.from,
        to: call.query.get('to') ?? base.to,
        interval: interval === 'week' || interval === 'month' ? interval : base.interval,
      },
    }
  }
}
