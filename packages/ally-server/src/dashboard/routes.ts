import { type Activity, type Attention, dashboardSummary, formatMoney, routeTo } from '@ally/sdk'
import type { AppContext } from '../context'
import { implement } from '../http/implement'
import type {
  IssuesRow,
  Listed,
  OverdueRow,
  PurchaseOrderRow,
  RfqRow,
  ShipmentRow,
} from './queries'
import { keptSummaries } from './summary-cache'

// The dashboard home: what needs the buyer now, each with a link, and this month's spend
// (docs/product-rules.md, "Dashboard home").

/** A day as the contract's timestamp: the start of that day, UTC. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`
/** A timestamp as json writes it (`…+00:00`), as the contract's (`…Z`). */
const iso = (at: string) => new Date(at).toISOString()

function attention<Row>(list: Listed<Row>, item: (row: Row) => Activity): Attention {
  return { total: list.total, items: list.rows.map(item) }
}

export function dashboardRoutes({ db, now }: AppContext) {
  const summaryRows = keptSummaries(db)
  return [
    implement(dashboardSummary, async ({ caller }) => {
      const { id: businessId, currency } = caller.business
      const rows = await summaryRows(businessId, now(), currency)

      const rfq = (row: RfqRow): Activity => ({
        id: row.id,
        type: 'rfq',
        title: row.title,
        detail: row.vendorName,
        taId: row.taId,
        href: routeTo.rfq(row.id),
        at: iso(row.deadline),
      })
      const purchaseOrderAt = (row: Omit<PurchaseOrderRow, 'since'>, at: string): Activity => ({
        id: row.id,
        type: 'purchase_order',
        title: `${row.number} · ${row.vendorName}`,
        detail: formatMoney(row.amount, row.currency),
        taId: row.taId,
        href: routeTo.purchaseOrder(row.id),
        at,
      })
      const purchaseOrder = (row: PurchaseOrderRow) => purchaseOrderAt(row, iso(row.since))
      const overdue = (row: OverdueRow) => purchaseOrderAt(row, dayStart(row.due))
      const withIssues = (row: IssuesRow): Activity => ({
        ...purchaseOrder(row),
        detail: row.open === 1 ? '1 delivery issue' : `${row.open} delivery issues`,
      })
      const shipment = (row: ShipmentRow): Activity => ({
        id: row.id,
        type: 'shipment',
        title: `${row.carrier} ${row.trackingNumber}`,
        detail: `${row.poNumber} · ${row.vendorName}`,
        taId: row.taId,
        href: routeTo.shipment(row.id),
        at: dayStart(row.estimatedDelivery),
      })

      return {
        message: 'Dashboard summary',
        data: {
          currency,
          vendors: rows.vendors,
          orders: rows.orders,
          rfqsAwaitingAnswers: attention(rows.ahead, rfq),
          rfqsPastDeadline: attention(rows.past, rfq),
          roundsToCompare: attention(rows.rounds, (row) => ({
            id: row.id,
            type: 'quote',
            title: row.title,
            detail: row.answers === 1 ? '1 answer' : `${row.answers} answers`,
            taId: row.taId,
            href: routeTo.quoteResponses(row.id),
            at: iso(row.deadline),
          })),
          purchaseOrdersAwaitingApproval: attention(rows.approval, purchaseOrder),
          purchaseOrdersAwaitingAcknowledgement: attention(rows.acknowledgement, purchaseOrder),
          purchaseOrdersOverdue: attention(rows.overdue, overdue),
          purchaseOrdersWithIssues: attention(rows.issues, withIssues),
          purchaseOrdersPartiallyReceived: attention(rows.partiallyReceived, purchaseOrder),
          shipmentsArrivingThisWeek: attention(rows.week, shipment),
          lateShipments: attention(rows.late, shipment),
          spendThisMonth: rows.spentThisMonth,
          spendLastMonth: rows.spentLastMonth,
        },
      }
    }),
  ]
}
