import type { VendorRfq } from '@ally/sdk'
import type { ReactNode } from 'react'
import { formatDate } from '../../../ui/format'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { deadlineHint } from '../VendorHome/format'
import { type QuoteAnswerActions, QuoteAnswerForm } from './QuoteAnswerForm'
import { RfqItemsCard, RfqTermsCard } from './RfqDetailCards'
import { RfqOutcome } from './RfqOutcome'
import '../../../blocks/portal-frame/PortalPage.css'
import './VendorRfq.css'

/** Statuses in which the vendor may still answer, until the deadline. */
const ANSWERABLE: readonly VendorRfq['status'][] = ['sent', 'viewed', 'responded', 'declined']

export interface RfqDetailsProps {
  rfq: VendorRfq
  /** The id of the element that titles the page (the RFQ's title). */
  titleId: string
  /** Links or buttons beside the title. */
  actions?: ReactNode
  /** How the vendor's answer reaches the server, while the RFQ takes one. */
  answer: QuoteAnswerActions
  /**
   * Where the award's purchase order opens: the portal's PO page. Without it (the e-mailed link,
   * whose visitor may have no account) the page names the PO and points to its own e-mail.
   */
  purchaseOrderHref?: (purchaseOrderId: string) => string
}

/**
 * An RFQ as its vendor sees it, from its e-mailed link or its portal: who asks, the reference,
 * title and status, the deadline (closed once past), delivery, currency, the buyer's message and
 * the lines, then the vendor's answer form while the RFQ takes answers.
 */
export function RfqDetails({ rfq, titleId, actions, answer, purchaseOrderHref }: RfqDetailsProps) {
  const hint = deadlineHint(rfq.deadline, rfq.status)
  const closed = hint === 'Closed'
  const answerable = !closed && ANSWERABLE.includes(rfq.status)
  return (
    <>
      <PageHeader
        className="ally-VendorRfq-header"
        titleId={titleId}
        // The app names the tab by its route.
        documentTitle={null}
        eyebrow={`Request for quotation from ${rfq.buyer.businessName}`}
        title={rfq.title}
        description={
          <p className="ally-VendorRfq-ref">
            <span>{rfq.taId}</span> <StatusBadge kind="rfq" status={rfq.status} />
          </p>
        }
        actions={actions}
      />
      <RfqOutcome rfq={rfq} purchaseOrderHref={purchaseOrderHref} />
      {closed && (
        <p className="ally-VendorRfq-closed" role="status">
          Closed: the deadline passed on {formatDate(rfq.deadline)}. {rfq.buyer.businessName} no
          longer takes quotes for this request.
        </p>
      )}
      <RfqTermsCard rfq={rfq} deadlineHint={hint} />
      <RfqItemsCard rfq={rfq} />
      {answerable && <QuoteAnswerForm rfq={rfq} {...answer} />}
    </>
  )
}
