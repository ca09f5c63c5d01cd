import type { Vendor } from '@ally/sdk'
import './vendors.css'

/** 'invited' or 'active', styled by its `data-status`. */
export function VendorStatusChip({ status }: { status: Vendor['status'] }) {
  return (
    <span className="ally-VendorStatusChip" data-status={status}>
      {status}
    </span>
  )
}
