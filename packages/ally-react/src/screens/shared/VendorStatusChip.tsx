import { type StatusDisplay, type Vendor, vendorStatus } from '@ally/sdk'
import './vendors.css'

/**
 * A status in the product's one vocabulary: its words, coloured by `data-tone`; `data-status`
 * keeps the raw value for styling and tests.
 */
export function StatusChip({ status, display }: { status: string; display: StatusDisplay }) {
  return (
    <span className="ally-StatusChip" data-status={status} data-tone={display.tone}>
      {display.label}
    </span>
  )
}

/** A vendor's status: Invited or Active. */
export function VendorStatusChip({ status }: { status: Vendor['status'] }) {
  return <StatusChip status={status} display={vendorStatus(status)} />
}
