import {
  formatMoney,
  formatNumber,
  type LineItem,
  type Order,
  type PurchaseOrder,
  type Quote,
  ROUTES,
  routeTo,
  type Shipment,
} from '@ally/sdk'
import { useMemo } from 'react'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { RecordsSection } from '../../../blocks/detail-page/RecordsSection'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import {
  PURCHASE_ORDER_COLUMN,
  SHIPMENT_PROGRESS_COLUMNS,
} from '../../../blocks/status/recordColumns'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { useOrder } from '../../../queries/sourcing'
import type { DataTableColumn } from '../../../ui/DataTable'
import { formatDate, formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { OrderAward } from './OrderAward'
import { OrderRound } from './OrderRound'
import '../../../blocks/detail-page/sourcing.css'
import '../../../blocks/detail-page/SourcingButton.css'
import './OrderDetail.css'
import { AttachmentList } from '../../../blocks/attachments/Attachments'

export interface OrderDetailProps {
  orderId: string
  className?: string
}

export const ORDER_NOT_FOUND = RECORD_PAGES.order.notFoundTitle

const NONE = '—'

/**
 * One order (`/dashboard/order/{orderId}`) and everything that followed from it: the need (its
 * lines, delivery place and date, budget and notes), each sourcing round with the vendors asked
 * and their answers, the award, and the purchase orders and shipments made from it.
 */
export function OrderDetail({ orderId, className }: OrderDetailProps) {
  return (
    <DetailPage
      {...RECORD_PAGES.order}
      query={useOrder(orderId)}
      className={cx('ally-OrderDetail', className)}
    >
      {({ data }, titleId) => <OrderDetailView {...data} titleId={titleId} />}
    </DetailPage>
  )
}

/** The screen once the order and what followed from it loaded: everything below the loading and error states. */
function OrderDetailView({
  order,
  quotes,
  purchaseOrders,
  shipments,
  titleId,
}: {
  order: Order
  quotes: Quote[]
  purchaseOrders: PurchaseOrder[]
  shipments: Shipment[]
  titleId: string
}) {
  const ids = {
    lines: `${titleId}-lines`,
    rounds: `${titleId}-rounds`,
    pos: `${titleId}-pos`,
    shipments: `${titleId}-shipments`,
  }
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={order.title}
        documentTitle="Order"
        eyebrow={`${order.taId} · Order`}
        breadcrumbs={[{ label: 'Quotes', href: ROUTES.quotes }, { label: order.taId }]}
        description={
          <p className="ally-SourcingSummary">
            <StatusBadge kind="order" status={order.status} />
            {orderTypeLabel(order.orderType)} · created {formatDate(order.createdAt)}
          </p>
        }
        actions={
          <ActionLink to={`${ROUTES.rfqs}?taId=${encodeURIComponent(order.taId)}`}>
            RFQs of this deal
          </ActionLink>
        }
      />
      <OrderNeed order={order} linesId={ids.lines} />
      <section className="ally-SourcingSection" aria-labelledby={ids.rounds}>
        <h2 id={ids.rounds}>Sourcing rounds ({formatNumber(quotes.length, 0)})</h2>
        {quotes.length === 0 ? (
          <p className="ally-SourcingPanel">
            No RFQs sent yet. Each round of RFQs for this order shows here with its answers.
          </p>
        ) : (
          <ol className="ally-OrderDetail-rounds">
            {quotes.map((quote) => (
              <OrderRound key={quote.id} quote={quote} />
            ))}
          </ol>
        )}
      </section>
      <OrderAward order={order} />
      <OrderFollowUps purchaseOrders={purchaseOrders} shipments={shipments} ids={ids} />
    </>
  )
}

/** What the order asks for: delivery, currency, budget, notes, and its items. */
function OrderNeed({ order, linesId }: { order: Order; linesId: string }) {
  const money = (amount: number) => formatMoney(amount, order.currency)
  const lineColumns = useMemo(() => linesColumns(order.currency), [order.currency])
  return (
    <>
      <section className="ally-SourcingPanel" aria-label="Need">
        <dl className="ally-SourcingTerms ally-OrderDetail-terms">
          <div>
            <dt>Deliver to</dt>
            <dd>{order.deliveryAddress ?? NONE}</dd>
          </div>
          <div>
            <dt>Deliver by</dt>
            <dd>{order.deliveryDate ? formatDay(order.deliveryDate) : NONE}</dd>
          </div>
          <div>
            <dt>Currency</dt>
            <dd>{order.currency.toUpperCase()}</dd>
          </div>
          <div>
            <dt>Budget</dt>
            <dd>{order.budget === null ? NONE : money(order.budget)}</dd>
          </div>
          <div className="ally-SourcingTerms-wide">
            <dt>Notes</dt>
            <dd>{order.notes ?? NONE}</dd>
          </div>
        </dl>
      </section>
      <RecordsSection
        headingId={linesId}
        title="Items"
        noun="items"
        columns={lineColumns}
        rows={order.lines}
        empty={<p>This order lists no items.</p>}
      />
    </>
  )
}

/** The purchase orders made from the order's awards, and their shipments. */
function OrderFollowUps({
  purchaseOrders,
  shipments,
  ids,
}: {
  purchaseOrders: PurchaseOrder[]
  shipments: Shipment[]
  ids: { pos: string; shipments: string }
}) {
  return (
    <>
      <RecordsSection
        headingId={ids.pos}
        title="Purchase orders"
        noun="purchase orders"
        columns={PURCHASE_ORDER_COLUMNS}
        rows={purchaseOrders}
        rowHref={(po) => routeTo.purchaseOrder(po.id)}
        rowData={(po) => ({ 'data-po': po.id })}
        none="No purchase orders yet. One is made from each award and shows here once it is."
      />
      <RecordsSection
        headingId={ids.shipments}
        title="Shipments"
        noun="shipments"
        columns={SHIPMENT_COLUMNS}
        rows={shipments}
        rowHref={(shipment) => routeTo.shipment(shipment.id)}
        rowData={(shipment) => ({ 'data-shipment': shipment.id })}
        none="No shipments yet. Vendors' shipments against the purchase orders show here."
      />
    </>
  )
}

const linesColumns = (currency: string): DataTableColumn<LineItem>[] => [
  { id: 'description', name: 'Description', isRowHeader: true, cell: (line) => line.description },
  { id: 'quantity', name: 'Quantity', align: 'end', cell: (line) => formatNumber(line.quantity) },
  { id: 'unit', name: 'Unit', cell: (line) => line.unit },
  {
    id: 'specifications',
    name: 'Specifications and files',
    cell: (line) => (
      <>
        {line.specifications ?? (line.attachments.length ? '' : NONE)}
        <AttachmentList files={line.attachments} label={`Files for ${line.description}`} />
      </>
    ),
  },
  {
    id: 'targetPrice',
    name: 'Target price',
    align: 'end',
    cell: (line) => (line.targetPrice == null ? NONE : formatMoney(line.targetPrice, currency)),
  },
]

const PURCHASE_ORDER_COLUMNS: DataTableColumn<PurchaseOrder>[] = [
  PURCHASE_ORDER_COLUMN.number,
  PURCHASE_ORDER_COLUMN.vendor,
  PURCHASE_ORDER_COLUMN.status,
  PURCHASE_ORDER_COLUMN.total,
  PURCHASE_ORDER_COLUMN.sent,
  {
    id: 'deliveryDate',
    name: 'Deliver by',
    cell: (po) => (po.deliveryDate ? formatDay(po.deliveryDate) : NONE),
  },
]

const SHIPMENT_COLUMNS: DataTableColumn<Shipment>[] = [
  {
    id: 'tracking',
    name: 'Tracking',
    isRowHeader: true,
    cell: (shipment) => `${shipment.carrier} ${shipment.trackingNumber}`,
  },
  { id: 'po', name: 'Purchase order', cell: (shipment) => shipment.poNumber },
  { id: 'vendor', name: 'Vendor', cell: (shipment) => shipment.vendor.name },
  ...SHIPMENT_PROGRESS_COLUMNS,
]
