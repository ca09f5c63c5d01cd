import { type Activity, type Attention, dashboardSummary, formatMoney, routeTo } from '@ally/sdk'
import type { AppContext } from '../context'
import { implement } from '../http/implement'
import {
  businessSize,
  purchaseOrdersIn,
  roundsWithAnswers,
  shipmentsDue,
  spendBetween,
  unansweredRfqs,
} from './queries'

// The dashboard home: what needs the buyer now, each with a link, and this month's spend
// (docs/product-rules.md, "Dashboard home").

/** A day as the contract's timestamp: the start of that day, UTC. */
const dayStart = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null)
const iso = (at: Date | string | null) => (at instanceof Date ? at.toISOString() : at)

function attention<Row extends { total: number }>(
  rows: Row[],
  item: (row: Row) => Activity,
): Attention {
  return { total: rows[0]?.total ?? 0, items: rows.map(item) }
}

/** The first day of the month `offset` months from the one `now` is in, UTC. */
const monthStart = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))

export function dashboardRoutes({ db, now }: AppContext) {
  return [
    implement(dashboardSummary, async ({ caller }) => {
      const { id: businessId, currency } = caller.business
      const at = now()
      const today = at.toISOString().slice(0, 10)
      const [size, ahead, past, rounds, approval, acknowledgement, week, late, spent, spentBefore] =
        await Promise.all([
          businessSize(db, businessId),
          unansweredRfqs(db, businessId, at, 'ahead'),
          unansweredRfqs(db, businessId, at, 'past'),
          roundsWithAnswers(db, businessId),
          purchaseOrdersIn(db, businessId, 'awaiting_approval'),
          purchaseOrdersIn(db, businessId, 'sent'),
          shipmentsDue(db, businessId, today, 'week'),
          shipmentsDue(db, businessId, today, 'late'),
          spendBetween(db, businessId, monthStart(at, 0), monthStart(at, 1), currency),
          spendBetween(db, businessId, monthStart(at, -1), monthStart(at, 0), currency),
        ])

      const rfq = (row: (typeof ahead)[number]): Activity => ({
        id: row.id,
        type: 'rfq',
        title: row.title,
        detail: row.vendorName,
        taId: row.taId,
        href: routeTo.rfq(row.id),
        at: iso(row.deadline) as string,
      })
      const purchaseOrder = (row: (typeof approval)[number]): Activity => ({
        id: row.id,
        type: 'purchase_order',
        title: `${row.number} · ${row.vendorName}`,
        detail: formatMoney(row.amount, row.currency),
        taId: row.taId,
        href: routeTo.purchaseOrder(row.id),
        at: iso(row.since) as string,
      })
      const shipment = (row: (typeof week)[number]): Activity => ({
        id: row.id,
        type: 'shipment',
        title: `${row.carrier} ${row.trackingNumber}`,
        detail: `${row.poNumber} · ${row.vendorName}`,
        taId: row.taId,
        href: routeTo.shipment(row.id),
        at: dayStart(row.estimatedDelivery) as string,
      })

      return {
        message: 'Dashboard summary',
        data: {
          currency,
          ...size,
          rfqsAwaitingAnswers: attention(ahead, rfq),
          rfqsPastDeadline: attention(past, rfq),
          roundsToCompare: attention(rounds, (row) => ({
            id: row.id,
            type: 'quote',
            title: row.title,
            detail: row.answers === 1 ? '1 answer' : `${row.answers} answers`,
            taId: row.taId,
            href: routeTo.quoteResponses(row.id),
            at: iso(row.deadline) as string,
          })),
          purchaseOrdersAwaitingApproval: attention(approval, purchaseOrder),
          purchaseOrdersAwaitingAcknowledgement: attention(acknowledgement, purchaseOrder),
          shipmentsArrivingThisWeek: attention(week, shipment),
          lateShipments: attention(late, shipment),
          spendThisMonth: spent,
          spendLastMonth: spentBefore,
        },
      }
    }),
  ]
}
