// The shapes of the sourcing tables' jsonb columns (sourcing.ts): lines, answers, awards, a PO's
// history and issues, a shipment's lines, receipts and events.

/** A file as a line or an answer keeps it: enough to list and link it without a join. */
export interface StoredAttachment {
  id: string
  name: string
  mimeType: string
  size: number
}

/** A line of an order or RFQ, as the contract's LineItem. */
export interface StoredLine {
  id: string
  description: string
  quantity: number
  unit: string
  specifications: string | null
  /** The buyer's hoped-for unit price; left out of everything a vendor sees. */
  targetPrice?: number | null
  /** Files the buyer attached; lines stored before attachments existed have none. */
  attachments?: StoredAttachment[]
}

/** A draft's RFQ plan (the contract's `RfqDraft`): the vendors picked, the deadline, the message. */
export interface StoredRfqDraft {
  vendorIds: string[]
  deadline: string | null
  message: string | null
}

/** A vendor's answer to one line of an RFQ. */
export interface StoredResponseLine {
  lineId: string
  unitPrice: number
  quantity: number
  leadTimeDays: number | null
  note: string | null
}

/** An awarded line of a response, priced as the vendor quoted it. */
export interface StoredApprovedLine {
  lineId: string
  description: string
  quantity: number
  unit: string
  unitPrice: number
  total: number
}

/** A line of a purchase order, as the contract's PurchaseOrderLine. */
export interface StoredPurchaseOrderLine {
  id: string
  description: string
  quantity: number
  unit: string
  unitPrice: number
  total: number
  /** Kept with each shipment; lines stored before shipments carried lines have none. */
  shippedQuantity?: number
  /** Received in good order. */
  receivedQuantity: number
  /** Rejected on arrival, or short, over the line's shipments (none before receipts had them). */
  rejectedQuantity?: number
  shortQuantity?: number
  /** No longer owed: a shortage accepted, or the rest cancelled. */
  waivedQuantity?: number
  /** Rejected or short goods the buyer asked the vendor to ship again. */
  replacementQuantity?: number
}

/** Goods of a line a receipt found rejected or short, as the contract's DeliveryIssue. */
export interface StoredDeliveryIssue {
  id: string
  kind: 'rejected' | 'short'
  lineId: string
  quantity: number
  shipmentId: string
  note: string | null
  raisedAt: string
  raisedBy: string | null
  resolution: {
    action: 'replacement' | 'accepted' | 'cancelled'
    at: string
    by: string | null
    note: string | null
  } | null
}

export interface StoredStatusChange {
  at: string
  status: string
  by: string | null
  note: string | null
}

export interface StoredShipmentLine {
  lineId: string
  description: string
  unit: string
  quantity: number
  receivedQuantity: number
  /** None on rows stored before receipts could reject goods or find them short. */
  rejectedQuantity?: number
  shortQuantity?: number
}

export interface StoredReceipt {
  at: string
  by: string | null
  lines: { lineId: string; quantity: number; rejected?: number }[]
  restMissing?: boolean
  note: string | null
}

export interface StoredShipmentEvent {
  at: string
  status: string
  location: string | null
  note: string | null
}
