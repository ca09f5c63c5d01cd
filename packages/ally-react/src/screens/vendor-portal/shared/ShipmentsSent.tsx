import { formatNumber, type Shipment, shipmentStatus } from '@ally/sdk'
import { type ReactNode, type RefObject, useId } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { isWebAddress } from '../../../blocks/status/webAddress'
import { formatDate, formatDay } from '../../../ui/format'
import { StatusBadge } from '../../../ui/StatusBadge'
import { Term } from './PurchaseOrderDetails'
import { isShipmentFinished, ShipmentUpdate, type ShipmentUpdateBody } from './ShipmentUpdate'
import '../../../ui/spreadRow.css'

export interface ShipmentsSentProps {
  shipments: readonly Shipment[]
  /** Shown under the list, e.g. that everything has shipped. */
  footer?: ReactNode
  /** The heading, focused once a new shipment shows up in the list. */
  headingRef?: RefObject<HTMLHeadingElement | null>
  /**
   * Posts a status update on a shipment (the portal); with it, each shipment on its way offers
   * "Post an update". Without it (the link) the shipments are read-only.
   */
  update?: (shipment: Shipment, body: ShipmentUpdateBody) => Promise<{ message: string }>
}

/**
 * The shipments a vendor already reported against a purchase order, oldest first: carrier and
 * tracking, status, the days, what each carries, its latest update and its documents, and — given
 * `update` — "Post an update" on each one not delivered or cancelled. Cards rather than a table,
 * so they read on a phone.
 */
export function ShipmentsSent({ shipments, footer, headingRef, update }: ShipmentsSentProps) {
  const titleId = useId()
  if (!shipments.length && !footer) return null
  return (
    <section className="ally-VendorPurchaseOrder-card" aria-labelledby={titleId}>
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="ally-VendorPurchaseOrder-subtitle ally-ShipmentsSent-title"
      >
        Shipments sent ({formatNumber(shipments.length, 0)})
      </h2>
      {shipments.length > 0 && (
        <ol className="ally-ShipmentsSent" aria-labelledby={titleId}>
          {shipments.map((shipment) => (
            <ShipmentCard key={shipment.id} shipment={shipment} update={update} />
          ))}
        </ol>
      )}
      {footer}
    </section>
  )
}

function ShipmentCard({
  shipment,
  update,
}: {
  shipment: Shipment
  update: ShipmentsSentProps['update']
}) {
  const name = `${shipment.carrier} ${shipment.trackingNumber}`
  // The first event is the report itself; a later one with words in it is news for the vendor too.
  const latest = shipment.events.length > 1 ? shipment.events.at(-1) : undefined
  const said = [latest?.location, latest?.note].filter(Boolean).join(': ')
  return (
    <li className="ally-ShipmentsSent-item" data-shipment={shipment.id} aria-label={name}>
      {/* The name and status, with "Post an update" (the portal) at the far end. */}
      <div className="ally-SpreadRow">
        <p className="ally-ShipmentsSent-heading">
          <span className="ally-ShipmentsSent-name">{name}</span>{' '}
          <StatusBadge status={shipment.status} display={shipmentStatus(shipment)} />
        </p>
        {update && !isShipmentFinished(shipment) && (
          <ShipmentUpdate shipment={shipment} name={name} post={(body) => update(shipment, body)} />
        )}
      </div>
      {latest && (
        <p className="ally-ShipmentsSent-latest">
          Latest update, {formatDate(latest.at)}:{' '}
          {shipmentStatus({ status: latest.status, late: false }).label}
          {said && ` (${said})`}
        </p>
      )}
      <dl className="ally-VendorPurchaseOrder-terms">
        <Term label="Shipped on">
          {shipment.shippedOn ? formatDay(shipment.shippedOn) : 'Not given'}
        </Term>
        <Term label="Expected">
          {shipment.estimatedDelivery ? formatDay(shipment.estimatedDelivery) : 'Not given'}
        </Term>
        <Term label="Delivered">
          {shipment.deliveredAt ? formatDate(shipment.deliveredAt) : 'Not yet'}
        </Term>
        <Term label="Carries">
          {shipment.lines.length
            ? shipment.lines
                .map((line) => `${formatNumber(line.quantity)} ${line.unit} ${line.description}`)
                .join('; ')
            : 'Not listed'}
        </Term>
      </dl>
      {isWebAddress(shipment.trackingUrl) && (
        <a
          className="ally-Attachments-link"
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Track {name} on the carrier's site
          <VisuallyHidden elementType="span"> (opens in a new tab)</VisuallyHidden>
        </a>
      )}
      <AttachmentList files={shipment.documents} label={`Documents of ${name}`} />
    </li>
  )
}
