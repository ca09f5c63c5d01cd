import { type Shipment, shipmentStatus } from '@ally/sdk'
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
