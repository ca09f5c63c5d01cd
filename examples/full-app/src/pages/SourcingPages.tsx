// The sourcing pages, one chunk: RFQs, rounds, their answers, purchase orders and their shipments
// are visited together.
import {
  OrderDetail,
  PurchaseOrderCreate,
  PurchaseOrderDetail,
  PurchaseOrderList,
  type PurchaseOrderListStatus,
  parseRfqPrefill,
  QuoteDetail,
  QuoteList,
  type QuoteListStatus,
  QuoteResponses,
  QuoteVendorDetail,
  RfqCreate,
  RfqDetail,
  RfqList,
  type RfqListStatus,
  ShipmentDetail,
  ShipmentList,
  type ShipmentListStatus,
  useUrlState,
} from '@ally/react'
import { PURCHASE_ORDER_STATUSES, QUOTE_STATUSES, RFQ_STATUSES, SHIPMENT_STATUSES } from '@ally/sdk'
import { useParams } from 'wouter'

/** `/dashboard/rfqs?search=…&status=…&vendor=…&taId=…&amount=…`, all kept in the URL. */
export function RfqListPage() {
  const [query, setUrlState] = useUrlState(['search', 'status', 'vendor', 'taId', 'amount'])
  const status = RFQ_STATUSES.find((value): value is RfqListStatus => value === query.status)
  const amount = query.amount === undefined ? Number.NaN : Number(query.amount)
  return (
    <RfqList
      filters={{
        search: query.search,
        status,
        vendor: query.vendor,
        taId: query.taId,
        amount: Number.isFinite(amount) && amount >= 0 ? amount : undefined,
      }}
      onFiltersChange={(next) =>
        setUrlState({
          search: next.search,
          status: next.status,
          vendor: next.vendor,
          taId: next.taId,
          amount: next.amount === undefined ? undefined : String(next.amount),
        })
      }
    />
  )
}

/** `/dashboard/quotes?search=…&status=…&taId=…`: the filters survive reload, back and sharing. */
export function QuoteListPage() {
  const [{ search, status, taId }, setUrlState] = useUrlState(['search', 'status', 'taId'])
  const known = QUOTE_STATUSES.find((value): value is QuoteListStatus => value === status)
  return (
    <QuoteList
      filters={{ search, status: known, taId }}
      onFiltersChange={(next) =>
        setUrlState({ search: next.search, status: next.status, taId: next.taId })
      }
    />
  )
}

/** `/dashboard/quotes/{quoteId}/responses`: a round's answers side by side, and its award. */
export function QuoteResponsesPage() {
  const { quoteId = '' } = useParams<{ quoteId: string }>()
  return <QuoteResponses quoteId={quoteId} />
}

/** `/dashboard/rfq/{rfqId}`: one RFQ, its answers, and changing or withdrawing it. */
export function RfqDetailPage() {
  const { rfqId = '' } = useParams<{ rfqId: string }>()
  return <RfqDetail rfqId={rfqId} />
}

/**
 * `/dashboard/rfqs/create`, `?draft={orderId}` to continue a saved draft, or `?prefill=` for one
 * written out elsewhere (the co-pilot's drafted RFQ), unsaved.
 */
export function RfqCreatePage() {
  const [{ draft, prefill }] = useUrlState(['draft', 'prefill'])
  return <RfqCreate orderId={draft} prefill={parseRfqPrefill(prefill)} />
}

/** `/dashboard/quotes/{quoteId}`: one round, the vendors it asked and where each RFQ stands. */
export function QuoteDetailPage() {
  const { quoteId = '' } = useParams<{ quoteId: string }>()
  return <QuoteDetail quoteId={quoteId} />
}

/** `/dashboard/quotes/{quoteId}/item/vendor-detail?vendor={vendorId}`: one vendor's answer. */
export function QuoteVendorDetailPage() {
  const { quoteId = '' } = useParams<{ quoteId: string }>()
  const [{ vendor }] = useUrlState(['vendor'])
  return <QuoteVendorDetail quoteId={quoteId} vendorId={vendor} />
}

/** `/dashboard/order/{orderId}`: one order and everything that followed from it. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams<{ orderId: string }>()
  return <OrderDetail orderId={orderId} />
}

/**
 * `/dashboard/purchase-orders/create`: from scratch, `?award={approvedId}` from an award, or
 * `?edit={poId}` to change a draft.
 */
export function PurchaseOrderCreatePage() {
  const [{ award, edit }] = useUrlState(['award', 'edit'])
  return <PurchaseOrderCreate approvedId={award} poId={edit} />
}

/**
 * `/dashboard/purchase-orders?search=…&status=…&taId=…&overdue=true&issues=true`: the filters survive reload
 * and sharing, and the home's links open the list filtered.
 */
export function PurchaseOrderListPage() {
  const [{ search, status, taId, overdue, issues }, setUrlState] = useUrlState([
    'search',
    'status',
    'taId',
    'overdue',
    'issues',
  ])
  const known = PURCHASE_ORDER_STATUSES.find(
    (value): value is PurchaseOrderListStatus => value === status,
  )
  return (
    <PurchaseOrderList
      filters={{
        search,
        status: known,
        taId,
        overdue: overdue === 'true' || undefined,
        issues: issues === 'true' || undefined,
      }}
      onFiltersChange={(next) =>
        setUrlState({
          search: next.search,
          status: next.status,
          taId: next.taId,
          overdue: next.overdue ? 'true' : undefined,
          issues: next.issues ? 'true' : undefined,
        })
      }
    />
  )
}

/** `/dashboard/purchase-orders/{poId}`: one PO, sending it, cancelling it and its shipments. */
export function PurchaseOrderDetailPage() {
  const { poId = '' } = useParams<{ poId: string }>()
  return <PurchaseOrderDetail poId={poId} />
}

/** `/dashboard/shipment?search=…&status=…&taId=…&late=true`: the filters survive reload and sharing. */
export function ShipmentListPage() {
  const [{ search, status, taId, late }, setUrlState] = useUrlState([
    'search',
    'status',
    'taId',
    'late',
  ])
  const known = SHIPMENT_STATUSES.find((value): value is ShipmentListStatus => value === status)
  return (
    <ShipmentList
      filters={{ search, status: known, taId, late: late === 'true' || undefined }}
      onFiltersChange={(next) =>
        setUrlState({
          search: next.search,
          status: next.status,
          taId: next.taId,
          late: next.late ? 'true' : undefined,
        })
      }
    />
  )
}

/** `/dashboard/shipment/{shipmentId}`: one shipment, its timeline and receiving its goods. */
export function ShipmentDetailPage() {
  const { shipmentId = '' } = useParams<{ shipmentId: string }>()
  return <ShipmentDetail shipmentId={shipmentId} />
}
