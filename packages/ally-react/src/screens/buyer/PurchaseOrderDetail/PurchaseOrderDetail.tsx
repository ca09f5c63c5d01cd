import {
  formatMoney,
  formatNumber,
  type PurchaseOrder,
  ROUTES,
  routeTo,
  type Shipment,
} from '@ally/sdk'
import { useMemo } from 'react'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { RecordsSection } from '../../../blocks/detail-page/RecordsSection'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import { PurchaseOrderStatus } from '../../../blocks/status/PurchaseOrderStatus'
import {
  purchaseOrderLineColumn,
  SHIPMENT_PROGRESS_COLUMNS,
} from '../../../blocks/status/recordColumns'
import { TrackingLink } from '../../../blocks/status/TrackingLink'
import { AllyLink } from '../../../provider/AllyLink'
import { usePurchaseOrder } from '../../../queries/purchaseOrders'
import type { DataTableColumn } from '../../../ui/DataTable'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { DeliveryIssues } from './DeliveryIssues'
import { PurchaseOrderActions } from './PurchaseOrderActions'
import { DocumentsPanel, HistoryPanel, SummaryPanel, TermsPanel } from './PurchaseOrderSections'
import '../../../blocks/detail-page/sourcing.css'
import './PurchaseOrderDetail.css'

export interface PurchaseOrderDetailProps {
  poId: string
  className?: string
}

export const PURCHASE_ORDER_NOT_FOUND = RECORD_PAGES.purchaseOrder.notFoundTitle

/** What a page says when it cannot show a purchase order (this one and the PO form's). */

type PurchaseOrderLine = PurchaseOrder['lines'][number]

const NONE = '—'
/** Statuses before the vendor has the PO: no shipment can be expected yet. */
const UNSHIPPABLE: readonly PurchaseOrder['status'][] = [
  'draft',
  'awaiting_approval',
  'declined',
  'cancelled',
]

/**
 * One purchase order (`/dashboard/purchase-orders/{poId}`): its vendor and deal, the lines and
 * totals, the terms, the PDFs sent to the vendor, every status change with who made it, and the
 * vendor's shipments; goods rejected or short on arrival as delivery issues to settle (a
 * replacement, the shortage accepted, or the rest cancelled). A draft can be sent to the vendor (with a message and copies); a PO not yet
 * shipped can be cancelled after a confirmation. Drafts are changed on the purchase-order form.
 */
export function PurchaseOrderDetail({ poId, className }: PurchaseOrderDetailProps) {
  return (
    <DetailPage
      {...RECORD_PAGES.purchaseOrder}
      query={usePurchaseOrder(poId)}
      className={cx('ally-PurchaseOrderDetail', className)}
    >
      {({ data }, titleId) => (
        <PurchaseOrderDetailView
          po={data.purchaseOrder}
          shipments={data.shipments}
          titleId={titleId}
        />
      )}
    </DetailPage>
  )
}

/** The screen once the purchase order and its shipments loaded: everything below the loading and error states. */
function PurchaseOrderDetailView({
  po,
  shipments,
  titleId,
}: {
  po: PurchaseOrder
  shipments: Shipment[]
  titleId: string
}) {
  const money = (amount: number) => formatMoney(amount, po.currency)
  const withIssues = po.issues.length > 0
  const ids = {
    lines: `${titleId}-lines`,
    terms: `${titleId}-terms`,
    documents: `${titleId}-documents`,
    history: `${titleId}-history`,
    shipments: `${titleId}-shipments`,
    issues: `${titleId}-issues`,
  }
  const showShipments = shipments.length > 0 || !UNSHIPPABLE.includes(po.status)
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={po.number}
        documentTitle="Purchase order"
        eyebrow={`${po.taId} · Purchase order to ${po.vendor.name}`}
        breadcrumbs={[
          { label: 'Purchase orders', href: ROUTES.purchaseOrders },
          { label: po.number },
        ]}
        description={
          <p className="ally-SourcingSummary ally-PurchaseOrderDetail-summary">
            <PurchaseOrderStatus po={po} />
            {money(po.total)} · created {formatDate(po.createdAt)}
            {po.sentAt ? ` · sent ${formatDate(po.sentAt)}` : ''}
          </p>
        }
        actions={<PurchaseOrderActions po={po} />}
      />
      <SummaryPanel po={po} />
      {withIssues && <DeliveryIssues po={po} shipments={shipments} titleId={ids.issues} />}
      <LinesSection po={po} headingId={ids.lines} />
      <TermsPanel po={po} headingId={ids.terms} />
      <DocumentsPanel po={po} headingId={ids.documents} />
      <HistoryPanel po={po} headingId={ids.history} />
      {showShipments && <ShipmentsSection shipments={shipments} headingId={ids.shipments} />}
    </>
  )
}

/** The lines with their totals; received, rejected and short quantities once there are any. */
function LinesSection({ po, headingId }: { po: PurchaseOrder; headingId: string }) {
  const money = (amount: number) => formatMoney(amount, po.currency)
  const received = po.lines.some((line) => line.receivedQuantity > 0)
  const withIssues = po.issues.length > 0
  const lineColumns = useMemo(
    () => linesColumns(po.currency, received || withIssues, withIssues),
    [po.currency, received, withIssues],
  )
  return (
    <RecordsSection
      headingId={headingId}
      title="Items"
      noun="items"
      columns={lineColumns}
      rows={po.lines}
      empty={<p>This purchase order lists no items.</p>}
    >
      <dl className="ally-PurchaseOrderDetail-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(po.subtotal)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{money(po.tax)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{money(po.shippingCost)}</dd>
        </div>
        <div data-total="">
          <dt>Total</dt>
          <dd>{money(po.total)}</dd>
        </div>
      </dl>
    </RecordsSection>
  )
}

/** The vendor's shipments against the PO, each opening its own page. */
function ShipmentsSection({ shipments, headingId }: { shipments: Shipment[]; headingId: string }) {
  return (
    <RecordsSection
      headingId={headingId}
      title="Shipments"
      noun="shipments"
      columns={SHIPMENT_COLUMNS}
      rows={shipments}
      rowData={(shipment) => ({
        'data-shipment': shipment.id,
        'data-late': String(shipment.late),
      })}
      none="No shipments yet. The vendor's shipments against this purchase order show here."
    />
  )
}

const linesColumns = (
  currency: string,
  withReceived: boolean,
  withIssues: boolean,
): DataTableColumn<PurchaseOrderLine>[] => {
  const column = purchaseOrderLineColumn(currency)
  return [
    column.description,
    column.quantity,
    column.unit,
    column.unitPrice,
    column.amount,
    ...(withReceived
      ? [
          {
            id: 'received',
            name: 'Received',
            align: 'end' as const,
            cell: (line: PurchaseOrderLine) => formatNumber(line.receivedQuantity),
          },
        ]
      : []),
    ...(withIssues
      ? [
          {
            id: 'rejected',
            name: 'Rejected',
            align: 'end' as const,
            cell: (line: PurchaseOrderLine) =>
              line.rejectedQuantity ? formatNumber(line.rejectedQuantity) : NONE,
          },
          {
            id: 'short',
            name: 'Short',
            align: 'end' as const,
            cell: (line: PurchaseOrderLine) =>
              line.shortQuantity ? formatNumber(line.shortQuantity) : NONE,
          },
          {
            id: 'waived',
            name: 'No longer owed',
            align: 'end' as const,
            cell: (line: PurchaseOrderLine) =>
              line.waivedQuantity ? formatNumber(line.waivedQuantity) : NONE,
          },
        ]
      : []),
  ]
}

const SHIPMENT_COLUMNS: DataTableColumn<Shipment>[] = [
  {
    id: 'tracking',
    name: 'Tracking',
    isRowHeader: true,
    // The way to the shipment's own page: its lines, documents, timeline and receiving it.
    cell: (shipment) => (
      <AllyLink to={routeTo.shipment(shipment.id)} className="ally-SourcingCellLink">
        {shipment.carrier} {shipment.trackingNumber}
      </AllyLink>
    ),
  },
  ...SHIPMENT_PROGRESS_COLUMNS,
  {
    id: 'track',
    name: 'Carrier page',
    cell: (shipment) => <TrackingLink shipment={shipment} fallback={NONE} />,
  },
]
