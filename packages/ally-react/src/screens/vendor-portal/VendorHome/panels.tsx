import {
  formatMoney,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrder,
  purchaseOrderStatus,
  RFQ_STATUSES,
  type Rfq,
  rfqAnswer,
  rfqStatus,
  routeTo,
  type StatusDisplay,
  type VendorPurchaseOrder,
  type VendorRfq,
} from '@ally/sdk'
import { useVendorPurchaseOrderList, useVendorRfqInbox } from '../../../queries/sourcing'
import type { DataTableColumn } from '../../../ui/DataTable'
import { formatDate, formatDay } from '../../../ui/format'
import type { SelectOption } from '../../../ui/Select'
import { StatusBadge } from '../../../ui/StatusBadge'
import { answerTotal, deadlineHint } from './format'
import { ListPanel } from './ListPanel'
import { ALL, type ListFilters, toQuery } from './useListFilters'

type RfqStatus = Rfq['status']
type PurchaseOrderStatus = PurchaseOrder['status']

const NONE = '—'

const statusOptions = <S extends string>(
  statuses: readonly S[],
  display: (status: S) => StatusDisplay,
): SelectOption[] => [
  { id: ALL, label: 'All statuses' },
  ...statuses.map((status) => ({ id: status, label: display(status).label })),
]
const RFQ_STATUS_OPTIONS = statusOptions(RFQ_STATUSES, rfqStatus)
const PURCHASE_ORDER_STATUS_OPTIONS = statusOptions(PURCHASE_ORDER_STATUSES, purchaseOrderStatus)

const rfqHref = (rfq: VendorRfq) => routeTo.vendorRfq(rfq.id)

const RFQ_COLUMNS: DataTableColumn<VendorRfq>[] = [
  {
    id: 'rfq',
    name: 'RFQ',
    isRowHeader: true,
    cell: (rfq) => (
      <>
        <span className="ally-VendorHome-title">{rfq.title}</span>
        <span className="ally-VendorHome-ref">{rfq.taId}</span>
      </>
    ),
  },
  // A row header too: a row reads "Cement bags RFQ-0002 Accra Foods Plc" to a screen reader.
  { id: 'buyer', name: 'Buyer', isRowHeader: true, cell: (rfq) => rfq.buyer.businessName },
  {
    id: 'lines',
    name: 'Lines',
    cell: (rfq) => `${rfq.lines.length} ${rfq.lines.length === 1 ? 'line' : 'lines'}`,
  },
  { id: 'status', name: 'Status', cell: (rfq) => <StatusBadge kind="rfq" status={rfq.status} /> },
  {
    id: 'deadline',
    name: 'Deadline',
    cell: (rfq) => {
      const hint = deadlineHint(rfq.deadline, rfq.status)
      return (
        <>
          <time dateTime={rfq.deadline}>{formatDate(rfq.deadline)}</time>
          {hint && (
            <span className="ally-VendorHome-hint" data-closed={hint === 'Closed' || undefined}>
              {hint}
            </span>
          )}
        </>
      )
    },
  },
  {
    id: 'answer',
    name: 'Your quote',
    align: 'end',
    cell: (rfq) =>
      answerTotal(rfq) ?? <span className="ally-VendorHome-muted">{rfqAnswer(rfq)}</span>,
  },
]

const rfqRowData = (rfq: VendorRfq) => ({ 'data-rfq': rfq.id })

export function RfqPanel({ filters }: { filters: ListFilters<RfqStatus> }) {
  const rfqs = useVendorRfqInbox(toQuery(filters))
  return (
    <ListPanel
      noun={['RFQ', 'RFQs']}
      label="RFQs"
      searchLabel="Search RFQs"
      searchPlaceholder="Title, reference or buyer"
      statusLabel="RFQ status"
      statusOptions={RFQ_STATUS_OPTIONS}
      filters={filters}
      list={rfqs}
      columns={RFQ_COLUMNS}
      rowData={rfqRowData}
      rowHref={rfqHref}
      empty="No RFQs yet. When a buyer sends you a request for quotation, it appears here."
    />
  )
}

const PURCHASE_ORDER_COLUMNS: DataTableColumn<VendorPurchaseOrder>[] = [
  { id: 'number', name: 'Number', isRowHeader: true, cell: (order) => order.number },
  {
    id: 'buyer',
    name: 'Buyer',
    isRowHeader: true,
    cell: (order) => order.buyer.businessName,
  },
  {
    id: 'status',
    name: 'Status',
    cell: (order) => <StatusBadge kind="purchaseOrder" status={order.status} />,
  },
  {
    id: 'total',
    name: 'Total',
    align: 'end',
    cell: (order) => formatMoney(order.total, order.currency),
  },
  {
    id: 'delivery',
    name: 'Delivery',
    cell: (order) =>
      order.deliveryDate ? (
        <time dateTime={order.deliveryDate}>{formatDay(order.deliveryDate)}</time>
      ) : (
        NONE
      ),
  },
  {
    id: 'sent',
    name: 'Sent',
    cell: (order) =>
      order.sentAt ? <time dateTime={order.sentAt}>{formatDate(order.sentAt)}</time> : NONE,
  },
]

const orderRowData = (order: VendorPurchaseOrder) => ({ 'data-order': order.id })
const orderHref = (order: VendorPurchaseOrder) => routeTo.vendorPurchaseOrder(order.id)

export function PurchaseOrderPanel({ filters }: { filters: ListFilters<PurchaseOrderStatus> }) {
  const orders = useVendorPurchaseOrderList(toQuery(filters))
  return (
    <ListPanel
      noun={['purchase order', 'purchase orders']}
      label="Purchase orders"
      searchLabel="Search purchase orders"
      searchPlaceholder="PO number or buyer"
      statusLabel="Purchase order status"
      statusOptions={PURCHASE_ORDER_STATUS_OPTIONS}
      filters={filters}
      list={orders}
      columns={PURCHASE_ORDER_COLUMNS}
      rowData={orderRowData}
      rowHref={orderHref}
      empty="No purchase orders yet. When a buyer sends you a purchase order, it appears here."
    />
  )
}
