import { formatNumber, ROUTES, routeTo, type Shipment, type ShipmentLine } from '@ally/sdk'
import { useMemo } from 'react'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { RecordsSection } from '../../../blocks/detail-page/RecordsSection'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import { LateBadge, ShipmentDue, ShipmentStatusBadge } from '../../../blocks/status/ShipmentBadges'
import { TrackingLink } from '../../../blocks/status/TrackingLink'
import { AllyLink } from '../../../provider/AllyLink'
import { useShipment } from '../../../queries/shipments'
import { useCan } from '../../../session/useCan'
import type { DataTableColumn } from '../../../ui/DataTable'
import { formatDate, formatDay, formatMoment } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { ReceiveShipmentForm } from './ReceiveShipmentForm'
import { canReceive, figure } from './receipt'
import '../../../blocks/detail-page/sourcing.css'
import './ShipmentDetail.css'

export interface ShipmentDetailProps {
  shipmentId: string
  className?: string
}

export const SHIPMENT_NOT_FOUND = RECORD_PAGES.shipment.notFoundTitle

const NONE = '—'

type Line = ShipmentLine & { id: string }

const LINE_COLUMNS: DataTableColumn<Line>[] = [
  { id: 'description', name: 'Description', isRowHeader: true, cell: (line) => line.description },
  { id: 'unit', name: 'Unit', cell: (line) => line.unit },
  {
    id: 'shipped',
    name: 'In this shipment',
    align: 'end',
    cell: (line) => formatNumber(line.quantity),
  },
  {
    id: 'received',
    name: 'Received so far',
    align: 'end',
    cell: (line) => formatNumber(line.receivedQuantity),
  },
]

/** Shown once goods of the shipment were rejected or short. */
const ISSUE_COLUMNS: DataTableColumn<Line>[] = [
  {
    id: 'rejected',
    name: 'Rejected',
    align: 'end',
    cell: (line) => (line.rejectedQuantity ? formatNumber(line.rejectedQuantity) : NONE),
  },
  {
    id: 'short',
    name: 'Short',
    align: 'end',
    cell: (line) => (line.shortQuantity ? formatNumber(line.shortQuantity) : NONE),
  },
]

/**
 * One shipment (`/dashboard/shipment/{shipmentId}`): its purchase order, vendor, carrier with a
 * link to the carrier's tracking page, when it shipped and is expected (Late once that day has
 * passed), the lines it carries and how much of each came in, the vendor's documents and its
 * timeline (the carrier's steps and the buyer's receipts, oldest first). While anything is
 * outstanding the buyer records what arrived, in full or in part, with a note on damage or
 * shortage; the PO's status follows.
 *
 * @example
 * <ShipmentDetail shipmentId={params.shipmentId} />
 */
export function ShipmentDetail({ shipmentId, className }: ShipmentDetailProps) {
  return (
    <DetailPage
      {...RECORD_PAGES.shipment}
      query={useShipment(shipmentId)}
      className={cx('ally-ShipmentDetail', className)}
    >
      {({ data }, titleId) => <ShipmentDetailView shipment={data} titleId={titleId} />}
    </DetailPage>
  )
}

/** The screen once the shipment loaded: everything below the loading and error states. */
function ShipmentDetailView({ shipment, titleId }: { shipment: Shipment; titleId: string }) {
  const ids = {
    lines: `${titleId}-lines`,
    receive: `${titleId}-receive`,
    documents: `${titleId}-documents`,
    timeline: `${titleId}-timeline`,
  }
  const mayReceive = useCan('receiving')
  const open = canReceive(shipment)
  const receivable = open && mayReceive
  const nothingLeft = shipment.lines.length > 0 && shipment.status !== 'cancelled' && !open
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={shipment.trackingNumber}
        documentTitle="Shipment"
        eyebrow={`${shipment.taId} · ${shipment.carrier} shipment of ${shipment.poNumber}`}
        breadcrumbs={[
          { label: 'Shipments', href: ROUTES.shipments },
          { label: shipment.trackingNumber },
        ]}
        description={
          <p className="ally-SourcingSummary ally-ShipmentDetail-summary">
            <ShipmentStatusBadge shipment={shipment} />
            {shipment.late && <LateBadge />}
            {shipment.shippedOn ? `shipped ${formatDay(shipment.shippedOn)}` : 'not shipped yet'}
            {shipment.deliveredAt ? ` · delivered ${formatDate(shipment.deliveredAt)}` : ''}
          </p>
        }
      />
      <ShipmentSummary shipment={shipment} />
      <ShipmentLines shipment={shipment} headingId={ids.lines} nothingLeft={nothingLeft} />
      {receivable && (
        <section className="ally-SourcingPanel" aria-labelledby={ids.receive}>
          <h2 id={ids.receive}>Receive goods</h2>
          <p className="ally-SourcingMuted">
            How much of each item arrived in good order and how much you reject. Leave what has not
            arrived for a later receipt, or say it is missing to count it as short.
          </p>
          <ReceiveShipmentForm shipment={shipment} titleId={ids.receive} />
        </section>
      )}
      <section className="ally-SourcingPanel" aria-labelledby={ids.documents}>
        <h2 id={ids.documents}>Documents ({formatNumber(shipment.documents.length, 0)})</h2>
        {shipment.documents.length === 0 ? (
          <p className="ally-SourcingMuted">
            No documents. Packing lists and delivery notes the vendor sends show here.
          </p>
        ) : (
          <AttachmentList
            files={shipment.documents}
            label={`Documents of shipment ${shipment.trackingNumber}`}
          />
        )}
      </section>
      <section className="ally-SourcingPanel" aria-labelledby={ids.timeline}>
        <h2 id={ids.timeline}>Timeline</h2>
        <Timeline shipment={shipment} />
      </section>
    </>
  )
}

/** Its purchase order, vendor, carrier and tracking, dates and status. */
function ShipmentSummary({ shipment }: { shipment: Shipment }) {
  return (
    <section className="ally-SourcingPanel" aria-label="Summary">
      <dl className="ally-SourcingTerms ally-ShipmentDetail-terms">
        <div>
          <dt>Purchase order</dt>
          <dd>
            <AllyLink to={routeTo.purchaseOrder(shipment.purchaseOrderId)}>
              {shipment.poNumber}
            </AllyLink>
          </dd>
        </div>
        <div>
          <dt>Vendor</dt>
          <dd>
            <AllyLink to={routeTo.vendor(shipment.vendor.id)}>{shipment.vendor.name}</AllyLink>
            <span className="ally-SourcingMuted ally-ShipmentDetail-email">
              {shipment.vendor.email}
            </span>
          </dd>
        </div>
        <div>
          <dt>Carrier</dt>
          <dd>
            {shipment.carrier}
            <span className="ally-ShipmentDetail-track">
              <TrackingLink shipment={shipment}>Track on the carrier's site</TrackingLink>
            </span>
          </dd>
        </div>
        <div>
          <dt>Shipped on</dt>
          <dd>{shipment.shippedOn ? formatDay(shipment.shippedOn) : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Expected delivery</dt>
          <dd>
            <ShipmentDue shipment={shipment} />
          </dd>
        </div>
        <div>
          <dt>Delivered</dt>
          <dd>{shipment.deliveredAt ? formatDate(shipment.deliveredAt) : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <ShipmentStatusBadge shipment={shipment} />
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** The items shipped (with receipts and issues), and what is left to receive. */
function ShipmentLines({
  shipment,
  headingId,
  nothingLeft,
}: {
  shipment: Shipment
  headingId: string
  nothingLeft: boolean
}) {
  const lines = useMemo(
    () => shipment.lines.map((line) => ({ ...line, id: line.lineId })),
    [shipment.lines],
  )
  return (
    <RecordsSection
      headingId={headingId}
      title="Items"
      noun="items"
      columns={shipment.hasIssues ? [...LINE_COLUMNS, ...ISSUE_COLUMNS] : LINE_COLUMNS}
      rows={lines}
      empty={<p>This shipment lists no items.</p>}
    >
      {nothingLeft && (
        <p className="ally-SourcingMuted">
          {shipment.hasIssues
            ? 'Everything in this shipment is accounted for. '
            : 'Everything in this shipment is received.'}
          {shipment.hasIssues && (
            <AllyLink to={routeTo.purchaseOrder(shipment.purchaseOrderId)}>
              Settle the rejected or short goods on {shipment.poNumber}
            </AllyLink>
          )}
        </p>
      )}
      {shipment.status === 'cancelled' && (
        <p className="ally-SourcingMuted">
          This shipment was cancelled: nothing is received against it.
        </p>
      )}
    </RecordsSection>
  )
}

type Step =
  | { kind: 'event'; at: string; event: Shipment['events'][number] }
  | { kind: 'receipt'; at: string; receipt: Shipment['receipts'][number] }

/**
 * The carrier's steps and the buyer's receipts in one list, oldest first; at one moment the step
 * comes before the receipt that caused it. A receipt's note also rides on the delivered step it
 * made, so that step does not repeat it.
 */
function stepsOf(shipment: Pick<Shipment, 'events' | 'receipts'>): Step[] {
  const noted = new Set(shipment.receipts.map((receipt) => `${receipt.at}|${receipt.note}`))
  const steps: Step[] = [
    ...shipment.events.map((event) => ({
      kind: 'event' as const,
      at: event.at,
      event: noted.has(`${event.at}|${event.note}`) ? { ...event, note: null } : event,
    })),
    ...shipment.receipts.map((receipt) => ({ kind: 'receipt' as const, at: receipt.at, receipt })),
  ]
  // A stable sort: events keep their order, and come before receipts of the same moment.
  return steps.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

function Timeline({ shipment }: { shipment: Shipment }) {
  const steps = stepsOf(shipment)
  if (!steps.length) return <p className="ally-SourcingMuted">No updates from the carrier yet.</p>
  const lineOf = new Map(shipment.lines.map((line) => [line.lineId, line]))
  return (
    <ol className="ally-SourcingTimeline">
      {steps.map((step) =>
        step.kind === 'event' ? (
          <li
            key={`event|${step.at}|${step.event.status}`}
            className="ally-SourcingTimeline-step"
            data-step="event"
            data-status={step.event.status}
          >
            <StatusBadge kind="shipment" status={step.event.status} />
            <span>
              {step.event.location && `${step.event.location} · `}
              <time dateTime={step.at}>{formatMoment(step.at)}</time>
            </span>
            {step.event.note && <p className="ally-SourcingTimeline-note">{step.event.note}</p>}
          </li>
        ) : (
          <li
            key={`receipt|${step.at}|${step.receipt.by}`}
            className="ally-SourcingTimeline-step"
            data-step="receipt"
          >
            <strong className="ally-ShipmentDetail-receipt">Received</strong>
            <span>
              {step.receipt.by && `by ${step.receipt.by} · `}
              <time dateTime={step.at}>{formatMoment(step.at)}</time>
            </span>
            <ul className="ally-ShipmentDetail-received">
              {step.receipt.lines.map((received) => {
                const line = lineOf.get(received.lineId)
                return (
                  <li key={received.lineId}>
                    {figure(received.quantity)} {line?.unit ?? ''} {line?.description ?? NONE}
                    {received.rejected > 0 && `, ${figure(received.rejected)} rejected`}
                  </li>
                )
              })}
            </ul>
            {step.receipt.restMissing && (
              <p className="ally-SourcingTimeline-note">
                The rest was recorded as missing (short).
              </p>
            )}
            {step.receipt.note && <p className="ally-SourcingTimeline-note">{step.receipt.note}</p>}
          </li>
        ),
      )}
    </ol>
  )
}
