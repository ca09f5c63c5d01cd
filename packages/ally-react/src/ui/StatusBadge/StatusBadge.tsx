import {
  type Order,
  orderStatus,
  type PurchaseOrder,
  purchaseOrderStatus,
  type Quote,
  type QuoteResponse,
  quoteResponseStatus,
  quoteStatus,
  type Rfq,
  rfqStatus,
  type Shipment,
  type StatusDisplay,
  shipmentStatus,
  type Vendor,
  vendorStatus,
} from '@ally/sdk'
import { cx } from '../internal/cx'
import './StatusBadge.css'

/** The statuses StatusBadge can name by itself, each read from the SDK's one vocabulary. */
export interface StatusKinds {
  vendor: Vendor['status']
  order: Order['status']
  rfq: Rfq['status']
  quote: Quote['status']
  quoteResponse: QuoteResponse['status']
  purchaseOrder: PurchaseOrder['status']
  /** What the carrier last said; whether it is late is a badge of its own (`shipmentStatus`). */
  shipment: Shipment['status']
}

/** What a status of each kind looks like: `@ally/sdk`'s `vendorStatus`, `rfqStatus`, … */
const DISPLAY: { [K in keyof StatusKinds]: (status: StatusKinds[K]) => StatusDisplay } = {
  vendor: vendorStatus,
  order: orderStatus,
  rfq: rfqStatus,
  quote: quoteStatus,
  quoteResponse: quoteResponseStatus,
  purchaseOrder: purchaseOrderStatus,
  shipment: (status) => shipmentStatus({ status, late: false }),
}

type KnownStatus = {
  [K in keyof StatusKinds]: { kind: K; status: StatusKinds[K]; display?: never }
}[keyof StatusKinds]

/**
 * Either a kind and its status, or a status with the words and tone already chosen by an SDK rule
 * that needs more than the status (`shipmentStatus(shipment)`, `quoteStatusForVendor(…)`).
 */
export type StatusBadgeProps = (
  | KnownStatus
  | { kind?: never; status: string; display: StatusDisplay }
) & { className?: string }

/**
 * A status in the product's one vocabulary (`@ally/sdk` rules/status): its words, coloured by
 * `data-tone` (info, success, warning, danger, neutral); `data-status` keeps the raw value.
 *
 * @example
 * <StatusBadge kind="rfq" status="not_awarded" />  // "Not awarded", neutral
 * <StatusBadge status={shipment.status} display={shipmentStatus(shipment)} />
 */
export function StatusBadge(props: StatusBadgeProps) {
  const display =
    props.display ?? (DISPLAY[props.kind] as (status: string) => StatusDisplay)(props.status)
  return (
    <span
      className={cx('ally-StatusBadge', props.className)}
      data-status={props.status}
      data-tone={display.tone}
    >
      {display.label}
    </span>
  )
}
