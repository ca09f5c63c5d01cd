import { purchaseOrderStatus, type RfqPurchaseOrder, type VendorRfq } from '@ally/sdk'
import { AllyLink } from '../../../provider/AllyLink'
import { formatDate } from '../../../ui/format'
import './VendorRfq.css'

/**
 * What the buyer decided, once it has: the vendor learns it here as well as by e-mail, and after
 * an award, whether its purchase order was sent and where it stands.
 */
export function RfqOutcome({
  rfq,
  purchaseOrderHref,
}: {
  rfq: VendorRfq
  /** Where the award's purchase order opens, if the vendor can open it here. */
  purchaseOrderHref?: (purchaseOrderId: string) => string
}) {
  const buyer = rfq.buyer.businessName
  if (rfq.status === 'awarded') {
    const some = rfq.response?.status === 'partially_accepted'
    const po = rfq.purchaseOrder
    return (
      <p className="ally-VendorRfq-outcome" data-outcome="awarded" role="status">
        {buyer} accepted your quote{some ? ' for some of its items' : ''}.{' '}
        {po ? (
          <>
            Purchase order {po.number} was sent to you on{' '}
            <time dateTime={po.sentAt}>{formatDate(po.sentAt)}</time>
            {whereItStands(po, buyer)}{' '}
            {purchaseOrderHref ? (
              <AllyLink className="ally-VendorRfq-outcomeLink" to={purchaseOrderHref(po.id)}>
                Open purchase order {po.number}
              </AllyLink>
            ) : (
              fromItsEmail(po)
            )}
          </>
        ) : (
          'A purchase order follows.'
        )}
      </p>
    )
  }
  if (rfq.status === 'not_awarded') {
    return (
      <p className="ally-VendorRfq-outcome" role="status">
        {buyer} chose another quote for this request. Thank you for answering.
      </p>
    )
  }
  return null
}

/** After "Purchase order PO-0007 was sent to you on Mar 2, 2026": where it stands since. */
function whereItStands(po: RfqPurchaseOrder, buyer: string): string {
  switch (po.status) {
    case 'sent':
      return ' and waits for your answer.'
    case 'acknowledged':
      return '. You accepted it.'
    case 'declined':
      return '. You declined it.'
    case 'cancelled':
      return `. ${buyer} cancelled it.`
    // Never sent to a vendor (the server leaves them out); said plainly all the same.
    case 'draft':
    case 'awaiting_approval':
      return '.'
    default:
      return `. You accepted it; it is now ${purchaseOrderStatus(po.status).label.toLowerCase()}.`
  }
}

/**
 * Where a link visitor finds the PO: its own e-mail. The RFQ's link opens the RFQ only; the PO's
 * link, which accepts it, travels in the PO's e-mail and never through this page.
 */
function fromItsEmail(po: RfqPurchaseOrder): string | null {
  if (po.status === 'cancelled') return null
  return po.status === 'sent'
    ? 'Open it from its e-mail to accept or decline it.'
    : 'Open it from its e-mail to see it.'
}
