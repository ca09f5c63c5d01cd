import { formatNumber, type Shipment, shipmentStatus } from '@ally/sdk'
import { formatDay } from '../../ui/format'
import { StatusBadge } from '../../ui/StatusBadge'

// "Late" is the SDK's word and tone for a shipment past its estimate (rules/status), asked of the
// rule itself so that it never reads two ways.
const LATE = shipmentStatus({ status: 'in_transit', late: true })

/** The amber "Late" badge of a shipment past its expected day and not delivered. */
export function LateBadge() {
  return <StatusBadge status="late" display={LATE} />
}

/**
 * When a shipment is expected ("Feb 20, 2026", or "—" without an estimate), with the Late badge
 * once that day has passed without delivery.
 *
 * @example
 * { id: 'expected', name: 'Expected', cell: (shipment) => <ShipmentDue shipment={shipment} /> }
 */
export function ShipmentDue({
  shipment,
}: {
  shipment: Pick<Shipment, 'estimatedDelivery' | 'late'>
}) {
  return (
    <>
      {shipment.estimatedDelivery ? formatDay(shipment.estimatedDelivery) : '—'}
      {shipment.late && (
        <>
          {' '}
          <LateBadge />
        </>
      )}
    </>
  )
}

/**
 * How much of a shipment the buyer has received: "None yet", "3 of 4" or "All 4" (units added up
 * over its lines), for the order's and the PO's shipment tables.
 */
export function shipmentReceived(shipment: Pick<Shipment, 'lines'>): string {
  const sum = (pick: (line: Shipment['lines'][number]) => number) =>
    shipment.lines.reduce((total, line) => total + pick(line), 0)
  const shipped = sum((line) => line.quantity)
  const received = sum((line) => line.receivedQuantity)
  if (received <= 0) return 'None yet'
  return received >= shipped
    ? `All ${formatNumber(shipped)}`
    : `${formatNumber(received)} of ${formatNumber(shipped)}`
}

/**
 * A shipment's status, "Delivered with issues" when goods of it were rejected or short; lateness
 * is the separate LateBadge.
 */
export function ShipmentStatusBadge({
  shipment,
}: {
  shipment: Pick<Shipment, 'status' | 'hasIssues'>
}) {
  const display = shipmentStatus({
    status: shipment.status,
    late: false,
    hasIssues: shipment.hasIssues,
  })
  return <StatusBadge status={shipment.status} display={display} />
}
