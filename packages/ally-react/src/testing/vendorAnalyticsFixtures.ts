import type { Currency, VendorPerformance, vendorAnalytics } from '@ally/sdk'
import type { MockReply, RecordedCall } from './mockApi'
import { pagedReply } from './paged'

const NAMES = [
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

/** A believable vendor's performance, different for every `n`; override any field. */
export function performanceFixture(
  n: number,
  performance: Partial<VendorPerformance> = {},
): VendorPerformance {
  return {
    vendorId: `vendor-${n}`,
    name: NAMES[n - 1] ?? `Vendor ${n}`,
    rfqCount: 3 + ((n * 7) % 40),
    responseRate: ((n * 37) % 60) / 100 + 0.4,
    winRate: ((n * 23) % 50) / 100 + 0.05,
    onTimeRate: ((n * 13) % 30) / 100 + 0.7,
    averageLeadTimeDays: 2 + ((n * 11) % 90) / 10,
    spend: Math.round(48_000_000 / n),
    ...performance,
  }
}

type SortKey = 'spend' | 'responseRate' | 'winRate' | 'onTimeRate' | 'name'
const SORT_KEYS: readonly string[] = ['spend', 'responseRate', 'winRate', 'onTimeRate', 'name']

/** Orders rows as the server does: by one key, either way, vendors without data last. */
function sortRows(rows: readonly VendorPerformance[], key: SortKey, descending: boolean) {
  return [...rows].sort((a, b) => {
    if (key === 'name') {
      return (descending ? -1 : 1) * a.name.localeCompare(b.name)
    }
    const [x, y] = [a[key], b[key]]
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return descending ? y - x : x - y
  })
}

/**
 * Answers `vendorAnalytics` as the server would: `sort` (spend by default) and `order` (desc by
 * default) with nulls last, then `page` and `limit`. Give a function to answer by the request,
 * e.g. fewer vendors for a shorter period.
 *
 * @example
 * api.on(vendorAnalytics, serveVendorAnalytics([performanceFixture(1), performanceFixture(2)]))
 */
export function serveVendorAnalytics(
  rows: readonly VendorPerformance[] | ((call: RecordedCall) => readonly VendorPerformance[]),
  currency: Currency = 'ngn',
) {
  return (call: RecordedCall): MockReply<typeof vendorAnalytics> => {
    const { query } = call
    const requested = query.get('sort') ?? 'spend'
    const key = (SORT_KEYS.includes(requested) ? requested : 'spend') as SortKey
    const sorted = sortRows(
      typeof rows === 'function' ? rows(call) : rows,
      key,
      (query.get('order') ?? 'desc') === 'desc',
    )
    const reply = pagedReply(sorted, query, 'Vendor analytics')
    return { ...reply, data: { currency, ...reply.data } }
  }
}
