import type { Activity, Attention, DashboardSummary } from '@ally/sdk'

// The dashboard home's summary, for its stories and tests.

const none: Attention = { total: 0, items: [] }

/** A business with vendors and orders and nothing waiting on it, unless `overrides` say so. */
export function dashboardSummaryFixture(
  overrides: Partial<DashboardSummary> = {},
): DashboardSummary {
  return {
    currency: 'usd',
    vendors: 4,
    orders: 3,
    rfqsAwaitingAnswers: none,
    rfqsPastDeadline: none,
    roundsToCompare: none,
    purchaseOrdersAwaitingApproval: none,
    purchaseOrdersAwaitingAcknowledgement: none,
    purchaseOrdersOverdue: none,
    purchaseOrdersPartiallyReceived: none,
    purchaseOrdersWithIssues: none,
    shipmentsArrivingThisWeek: none,
    lateShipments: none,
    spendThisMonth: 0,
    spendLastMonth: 0,
    ...overrides,
  }
}

/** `total` things of one kind, the first `shown` of them listed. */
export function attentionOf(
  type: Activity['type'],
  total: number,
  item: (n: number) => Pick<Activity, 'title' | 'detail' | 'href' | 'at'>,
  shown = Math.min(total, 5),
): Attention {
  return {
    total,
    items: Array.from({ length: shown }, (_, i) => ({
      id: `${type}-${i + 1}`,
      type,
      taId: `TA-${String(i + 1).padStart(4, '0')}`,
      ...item(i + 1),
    })),
  }
}

/**
 * A busy week: a late shipment, overdue POs, damaged goods to settle, an overdue RFQ, answers to
 * compare, a PO received in part, POs out, goods coming.
 */
export const busySummary = dashboardSummaryFixture({
  lateShipments: attentionOf('shipment', 1, () => ({
    title: 'DHL JD014600',
    detail: 'PO-0007 · Delta Valves',
    href: '/dashboard/shipment/shp-1',
    at: '2026-11-20T00:00:00.000Z',
  })),
  purchaseOrdersOverdue: attentionOf(
    'purchase_order',
    6,
    (n) => ({
      title: `PO-000${n} · Kilo Pumps`,
      detail: '€920.00',
      href: `/dashboard/purchase-orders/po-late-${n}`,
      at: `2026-11-1${n}T00:00:00.000Z`,
    }),
    5,
  ),
  purchaseOrdersWithIssues: attentionOf('purchase_order', 1, () => ({
    title: 'PO-0003 · Delta Valves',
    detail: '2 delivery issues',
    href: '/dashboard/purchase-orders/po-issue-1',
    at: '2026-11-19T15:00:00.000Z',
  })),
  purchaseOrdersPartiallyReceived: attentionOf('purchase_order', 1, () => ({
    title: 'PO-0004 · Obi Supplies',
    detail: '$3,400.00',
    href: '/dashboard/purchase-orders/po-part-1',
    at: '2026-11-02T09:30:00.000Z',
  })),
  rfqsPastDeadline: attentionOf('rfq', 2, (n) => ({
    title: 'Gate valves',
    detail: n === 1 ? 'Kilo Pumps' : 'Obi Supplies',
    href: `/dashboard/rfq/rfq-${n}`,
    at: '2026-11-21T17:00:00.000Z',
  })),
  roundsToCompare: attentionOf('quote', 1, () => ({
    title: 'Ball valves for the Apapa site',
    detail: '3 answers',
    href: '/dashboard/quotes/q-1/responses',
    at: '2026-11-30T17:00:00.000Z',
  })),
  purchaseOrdersAwaitingAcknowledgement: attentionOf(
    'purchase_order',
    7,
    (n) => ({
      title: `PO-00${10 + n} · Delta Valves`,
      detail: '$1,270.00',
      href: `/dashboard/purchase-orders/po-${n}`,
      at: '2026-11-24T10:00:00.000Z',
    }),
    5,
  ),
  shipmentsArrivingThisWeek: attentionOf('shipment', 2, (n) => ({
    title: `UPS 1Z99${n}`,
    detail: 'PO-0009 · Kilo Pumps',
    href: `/dashboard/shipment/shp-${n + 1}`,
    at: '2026-11-28T00:00:00.000Z',
  })),
  spendThisMonth: 48_250.5,
  spendLastMonth: 31_900,
})
