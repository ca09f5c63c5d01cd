import {
  type ApprovedQuoteResponse,
  formatMoney,
  formatNumber,
  getErrorMessage,
  isAllyApiError,
  type LineItem,
  type Order,
  type PurchaseOrder,
  type Quote,
  type Rfq,
  ROUTES,
  routeTo,
  type Shipment,
  type StatusDisplay,
  shipmentStatus,
} from '@ally/sdk'
import { type ReactNode, useId, useMemo } from 'react'
import { Button } from 'react-aria-components/Button'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { useApprovedQuoteResponseList, useOrder, useQuoteRfqs } from '../../../queries/sourcing'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate, formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import { LOADED_LIST } from '../../shared/loadedList'
import { RfqAnswer } from '../../shared/RfqAnswer'
import { quoteVendorDetailHref } from '../../shared/sourcingLinks'
import '../../shared/sourcing.css'
import './OrderDetail.css'

export interface OrderDetailProps {
  orderId: string
  className?: string
}

export const ORDER_NOT_FOUND = 'Order not found'

/** Awards read per page: an order's lines are split between at most a handful of vendors. */
export const ORDER_AWARD_PAGE_SIZE = 50
/** A round's RFQs read for its summary: a round asks at most a hundred vendors at once. */
const ROUND_RFQ_PAGE_SIZE = 100

const NONE = '—'

// The SDK's status vocabulary has no order statuses yet; these follow its words and tones.
const ORDER_STATUS: Record<Order['status'], StatusDisplay> = {
  draft: { label: 'Draft', tone: 'neutral' },
  sourcing: { label: 'Sourcing', tone: 'info' },
  awarded: { label: 'Awarded', tone: 'success' },
  ordered: { label: 'Ordered', tone: 'info' },
  fulfilled: { label: 'Fulfilled', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
}

const ORDER_TYPE: Record<Order['orderType'], string> = {
  supply: 'Supply',
  service: 'Service',
  logistics: 'Logistics',
  manufacturing: 'Manufacturing',
  maintenance: 'Maintenance',
}

/**
 * One order (`/dashboard/order/{orderId}`) and everything that followed from it: the need (its
 * lines, delivery place and date, budget and notes), each sourcing round with the vendors asked
 * and their answers, the award, and the purchase orders and shipments made from it.
 */
export function OrderDetail({ orderId, className }: OrderDetailProps) {
  const detail = useOrder(orderId)
  const titleId = useId()

  let content: ReactNode
  if (detail.isPending) {
    content = <Spinner size="large" aria-label="Loading order" />
  } else if (detail.isError) {
    const missing = isAllyApiError(detail.error) && detail.error.status === 404
    content = (
      <div className="ally-SourcingPanel" role="alert">
        <h1 id={titleId}>{missing ? ORDER_NOT_FOUND : 'Could not load this order'}</h1>
        <p>
          {missing
            ? 'This order does not exist or belongs to another business.'
            : getErrorMessage(detail.error)}
        </p>
        {missing ? (
          <AllyLink to={ROUTES.quotes} className="ally-SourcingButton">
            Back to quotes
          </AllyLink>
        ) : (
          <Button className="ally-SourcingButton" onPress={() => void detail.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    content = <Loaded {...detail.data.data} titleId={titleId} />
  }
  return (
    <article
      className={cx('ally-OrderDetail', className)}
      aria-labelledby={titleId}
      aria-busy={detail.isPending || undefined}
    >
      {content}
    </article>
  )
}

function Loaded({
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
  const money = (amount: number) => formatMoney(amount, order.currency)
  const lineColumns = useMemo(() => linesColumns(order.currency), [order.currency])
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
          <p className="ally-OrderDetail-summary">
            <StatusBadge status={order.status} display={ORDER_STATUS[order.status]} />
            {ORDER_TYPE[order.orderType]} · created {formatDate(order.createdAt)}
          </p>
        }
        actions={
          <AllyLink
            to={`${ROUTES.rfqs}?taId=${encodeURIComponent(order.taId)}`}
            className="ally-SourcingButton"
          >
            RFQs of this deal
          </AllyLink>
        }
      />
      <section className="ally-SourcingPanel" aria-label="Need">
        <dl className="ally-OrderDetail-terms">
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
          <div className="ally-OrderDetail-wide">
            <dt>Notes</dt>
            <dd>{order.notes ?? NONE}</dd>
          </div>
        </dl>
      </section>
      <section className="ally-OrderDetail-section" aria-labelledby={ids.lines}>
        <h2 id={ids.lines}>Items ({formatNumber(order.lines.length, 0)})</h2>
        <DataTable
          aria-label="Items"
          noun="items"
          columns={lineColumns}
          rows={order.lines}
          list={LOADED_LIST}
          empty={<p>This order lists no items.</p>}
        />
      </section>
      <section className="ally-OrderDetail-section" aria-labelledby={ids.rounds}>
        <h2 id={ids.rounds}>Sourcing rounds ({formatNumber(quotes.length, 0)})</h2>
        {quotes.length === 0 ? (
          <p className="ally-SourcingPanel">
            No RFQs sent yet. Each round of RFQs for this order shows here with its answers.
          </p>
        ) : (
          <ol className="ally-OrderDetail-rounds">
            {quotes.map((quote) => (
              <Round key={quote.id} quote={quote} />
            ))}
          </ol>
        )}
      </section>
      <Award order={order} />
      <section className="ally-OrderDetail-section" aria-labelledby={ids.pos}>
        <h2 id={ids.pos}>Purchase orders ({formatNumber(purchaseOrders.length, 0)})</h2>
        {purchaseOrders.length === 0 ? (
          <p className="ally-SourcingPanel">
            No purchase orders yet. One is made from each award and shows here once it is.
          </p>
        ) : (
          <DataTable
            aria-label="Purchase orders"
            noun="purchase orders"
            columns={PURCHASE_ORDER_COLUMNS}
            rows={purchaseOrders}
            list={LOADED_LIST}
            rowData={(po) => ({ 'data-po': po.id })}
            empty={null}
          />
        )}
      </section>
      <section className="ally-OrderDetail-section" aria-labelledby={ids.shipments}>
        <h2 id={ids.shipments}>Shipments ({formatNumber(shipments.length, 0)})</h2>
        {shipments.length === 0 ? (
          <p className="ally-SourcingPanel">
            No shipments yet. Vendors' shipments against the purchase orders show here.
          </p>
        ) : (
          <DataTable
            aria-label="Shipments"
            noun="shipments"
            columns={SHIPMENT_COLUMNS}
            rows={shipments}
            list={LOADED_LIST}
            rowData={(shipment) => ({ 'data-shipment': shipment.id })}
            empty={null}
          />
        )}
      </section>
    </>
  )
}

const linesColumns = (currency: string): DataTableColumn<LineItem>[] => [
  { id: 'description', name: 'Description', isRowHeader: true, cell: (line) => line.description },
  { id: 'quantity', name: 'Quantity', align: 'end', cell: (line) => formatNumber(line.quantity) },
  { id: 'unit', name: 'Unit', cell: (line) => line.unit },
  { id: 'specifications', name: 'Specifications', cell: (line) => line.specifications ?? NONE },
  {
    id: 'targetPrice',
    name: 'Target price',
    align: 'end',
    cell: (line) => (line.targetPrice == null ? NONE : formatMoney(line.targetPrice, currency)),
  },
]

/** One round: its state and answers at a glance, and the vendors it asked. */
function Round({ quote }: { quote: Quote }) {
  const headingId = useId()
  const rfqs = useQuoteRfqs(quote.id, { limit: ROUND_RFQ_PAGE_SIZE })
  const rows = useMemo(() => pagedItems(rfqs.data) as Rfq[], [rfqs.data])
  return (
    <li className="ally-OrderDetail-round">
      <section className="ally-SourcingPanel" aria-labelledby={headingId}>
        <div className="ally-OrderDetail-roundHead">
          <h3 id={headingId}>
            <AllyLink to={routeTo.quote(quote.id)}>{quote.title}</AllyLink>
          </h3>
          <StatusBadge kind="quote" status={quote.status} />
        </div>
        <p className="ally-OrderDetail-muted">
          Sent {formatDate(quote.createdAt)} · {formatNumber(quote.responseCount, 0)} of{' '}
          {formatNumber(quote.rfqCount, 0)} vendors answered · lowest{' '}
          {quote.lowestTotal === null ? NONE : formatMoney(quote.lowestTotal, quote.currency)} ·
          deadline {formatDate(quote.deadline)}
        </p>
        {rfqs.isPending ? (
          <Spinner size="small" aria-label={`Loading the RFQs of ${quote.title}`} />
        ) : rfqs.isError && rows.length === 0 ? (
          <div className="ally-OrderDetail-error" role="alert">
            <p>Could not load this round's RFQs. {getErrorMessage(rfqs.error)}</p>
            <Button className="ally-SourcingButton" onPress={() => void rfqs.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <ul className="ally-OrderDetail-vendors" aria-label={`Vendors asked in ${quote.title}`}>
            {rows.map((rfq) => (
              <li key={rfq.id} data-rfq={rfq.id}>
                <AllyLink to={routeTo.rfq(rfq.id)}>{rfq.vendor.name}</AllyLink>
                <StatusBadge kind="rfq" status={rfq.status} />
                {/* A decline already reads on the badge. */}
                {rfq.status !== 'declined' && (
                  <span className="ally-OrderDetail-muted">
                    <RfqAnswer rfq={rfq} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <AllyLink
          to={routeTo.quoteResponses(quote.id)}
          className="ally-SourcingButton"
          data-variant="primary"
        >
          Compare answers <span className="ally-OrderDetail-hidden">of {quote.title}</span>
        </AllyLink>
      </section>
    </li>
  )
}

/** Who won what: the accepted answers of this order's deal reference. */
function Award({ order }: { order: Order }) {
  const headingId = useId()
  const approved = useApprovedQuoteResponseList({ taId: order.taId, limit: ORDER_AWARD_PAGE_SIZE })
  const awards = useMemo(
    () =>
      (pagedItems(approved.data) as ApprovedQuoteResponse[]).filter(
        (award) => award.orderId === order.id,
      ),
    [approved.data, order.id],
  )

  let body: ReactNode
  if (approved.isPending) {
    body = <Spinner aria-label="Loading the award" />
  } else if (approved.isError && awards.length === 0) {
    body = (
      <div className="ally-OrderDetail-error" role="alert">
        <p>Could not load the award. {getErrorMessage(approved.error)}</p>
        <Button className="ally-SourcingButton" onPress={() => void approved.refetch()}>
          Retry
        </Button>
      </div>
    )
  } else if (awards.length === 0) {
    body = <p>Not awarded yet. Compare a round's answers to award this order.</p>
  } else {
    body = (
      <ul className="ally-OrderDetail-awards">
        {awards.map((award) => (
          <AwardItem key={award.id} award={award} />
        ))}
      </ul>
    )
  }
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Award</h2>
      {body}
      {approved.hasNextPage && (
        <Button
          className="ally-SourcingButton"
          isPending={approved.isFetchingNextPage}
          onPress={() => void approved.fetchNextPage()}
        >
          More awards
        </Button>
      )}
    </section>
  )
}

function AwardItem({ award }: { award: ApprovedQuoteResponse }) {
  const money = (amount: number) => formatMoney(amount, award.currency)
  return (
    <li className="ally-OrderDetail-award" data-award={award.id}>
      <p className="ally-OrderDetail-roundHead">
        <AllyLink to={quoteVendorDetailHref(award.quoteId, award.vendor.id)}>
          {award.vendor.name}
        </AllyLink>
        <strong>{money(award.total)}</strong>
        <span className="ally-OrderDetail-muted">
          Approved {formatDate(award.approvedAt)} ·{' '}
          {award.purchaseOrderId ? 'purchase order made' : 'waiting for a purchase order'}
        </span>
      </p>
      <ul className="ally-OrderDetail-awardLines">
        {award.lines.map((line) => (
          <li key={line.lineId}>
            {line.description}: {formatNumber(line.quantity)} {line.unit} × {money(line.unitPrice)}{' '}
            = {money(line.total)}
          </li>
        ))}
        <li>Shipping: {money(award.shippingCost)}</li>
      </ul>
      {award.note && <p className="ally-OrderDetail-muted">Note to the vendor: {award.note}</p>}
    </li>
  )
}

const PURCHASE_ORDER_COLUMNS: DataTableColumn<PurchaseOrder>[] = [
  { id: 'number', name: 'Number', isRowHeader: true, cell: (po) => po.number },
  { id: 'vendor', name: 'Vendor', cell: (po) => po.vendor.name },
  {
    id: 'status',
    name: 'Status',
    cell: (po) => <StatusBadge kind="purchaseOrder" status={po.status} />,
  },
  { id: 'total', name: 'Total', align: 'end', cell: (po) => formatMoney(po.total, po.currency) },
  { id: 'sent', name: 'Sent', cell: (po) => (po.sentAt ? formatDate(po.sentAt) : 'Not sent') },
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
  {
    id: 'status',
    name: 'Status',
    cell: (shipment) => <StatusBadge status={shipment.status} display={shipmentStatus(shipment)} />,
  },
  {
    id: 'estimated',
    name: 'Expected',
    cell: (shipment) => (shipment.estimatedDelivery ? formatDay(shipment.estimatedDelivery) : NONE),
  },
  {
    id: 'delivered',
    name: 'Delivered',
    cell: (shipment) => (shipment.deliveredAt ? formatDate(shipment.deliveredAt) : 'Not yet'),
  },
]
