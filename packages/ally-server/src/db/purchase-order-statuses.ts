import type { PurchaseOrder } from '@ally/sdk'

// Sets of purchase-order statuses that several domains' queries read: the PO lists, the vendor's
// view of an RFQ, vendor analytics and the dashboard.

type Status = PurchaseOrder['status']

/** Statuses of a PO its vendor has not been sent yet: it sees none of these. */
export const UNSENT_STATUSES: Status[] = ['draft', 'awaiting_approval']

/**
 * A PO the business has committed to: sent and not declined or cancelled, whatever has shipped
 * or arrived since. Spend counts these (docs/product-rules.md, "Purchase orders").
 */
export const COMMITTED_STATUSES = [
  'sent',
  'acknowledged',
  'partially_shipped',
  'shipped',
  'partially_received',
  'received',
  'closed',
] as const satisfies readonly Status[]
