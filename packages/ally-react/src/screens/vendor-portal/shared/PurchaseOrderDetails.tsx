import type { VendorPurchaseOrder } from '@ally/sdk'
import type { ReactNode, RefObject } from 'react'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import {
  PurchaseOrderItemsCard,
  PurchaseOrderPdfCard,
  PurchaseOrderTermsCard,
} from './PurchaseOrderCards'
import { purchaseOrderOutcome } from './purchaseOrderOutcome'

export { Term } from './PurchaseOrderCards'

export interface PurchaseOrderDetailsProps {
  po: VendorPurchaseOrder
  /** The id of the element that titles the page (the PO's number). */
  titleId: string
  /** Links beside the title. */
  actions?: ReactNode
  /** The accept/decline panel, while the PO is sent. */
  answer?: ReactNode
  /** The shipping form and the shipments sent, once the PO is accepted. */
  shipping?: ReactNode
  /** Where focus goes once the vendor has answered: the line that says what happened. */
  outcomeRef?: RefObject<HTMLDivElement | null>
}

/**
 * A purchase order as its vendor sees it: who orders, the number and status, what happened to it
 * (accepted, declined, cancelled by the buyer), the PDF, the terms, the lines (with how much of
 * each shipped, once anything has) and the totals, the vendor's answer while it is open, and its
 * shipping once accepted.
 */
export function PurchaseOrderDetails({
  po,
  titleId,
  actions,
  answer,
  shipping,
  outcomeRef,
}: PurchaseOrderDetailsProps) {
  return (
    <>
      <PageHeader
        className="ally-VendorPurchaseOrder-header"
        titleId={titleId}
        // The app names the tab by its route.
        documentTitle={null}
        eyebrow={po.buyer.businessName}
        title={`Purchase order ${po.number}`}
        description={
          <p className="ally-VendorPurchaseOrder-ref">
            <span>Reference {po.taId}</span> <StatusBadge kind="purchaseOrder" status={po.status} />
          </p>
        }
        actions={actions}
      />
      <PurchaseOrderOutcomeNotice po={po} outcomeRef={outcomeRef} />
      {answer}
      {shipping}
      <PurchaseOrderPdfCard po={po} />
      <PurchaseOrderTermsCard po={po} />
      <PurchaseOrderItemsCard po={po} />
    </>
  )
}

/**
 * What happened to the PO (accepted, declined, cancelled by the buyer) with the note given, once
 * anything has; where focus goes once the vendor answers.
 */
function PurchaseOrderOutcomeNotice({
  po,
  outcomeRef,
}: Pick<PurchaseOrderDetailsProps, 'po' | 'outcomeRef'>) {
  const outcome = purchaseOrderOutcome(po)
  if (!outcome) return null
  return (
    <div
      ref={outcomeRef}
      className="ally-VendorPurchaseOrder-outcome"
      data-tone={outcome.tone}
      role="status"
      tabIndex={-1}
    >
      <p>{outcome.text}</p>
      {outcome.note && (
        <p className="ally-VendorPurchaseOrder-outcomeNote">
          {outcome.note.label}: {outcome.note.text}
        </p>
      )}
    </div>
  )
}
