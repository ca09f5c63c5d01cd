import { purchaseOrderStatus, type RfqPurchaseOrder, type VendorRfq } from '@ally/sdk'
import { type ReactNode, useId } from 'react'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { AllyLink } from '../../../provider/AllyLink'
import { formatDate, formatDay } from '../../../ui/format'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { answerTotal, deadlineHint } from '../VendorHome/format'
import { type QuoteAnswerActions, QuoteAnswerForm } from './QuoteAnswerForm'
import '../../../blocks/portal-frame/PortalPage.css'
import './VendorRfq.css'

const NONE = '—'

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
  const linesId = useId()
  const hint = deadlineHint(rfq.deadline, rfq.status)
  const closed = hint === 'Closed'
  const quoted = answerTotal(rfq)
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
      <Outcome rfq={rfq} purchaseOrderHref={purchaseOrderHref} />
      {closed && (
        <p className="ally-VendorRfq-closed" role="status">
          Closed: the deadline passed on {formatDate(rfq.deadline)}. {rfq.buyer.businessName} no
          longer takes quotes for this request.
        </p>
      )}
      <section className="ally-VendorRfq-card" aria-label="Terms">
        <dl className="ally-VendorRfq-terms">
          <Term label="Buyer">{rfq.buyer.businessName}</Term>
          <Term label="Deadline">
            <time dateTime={rfq.deadline}>{formatDate(rfq.deadline)}</time>
            {hint && (
              <span className="ally-VendorRfq-hint" data-closed={closed || undefined}>
                {hint}
              </span>
            )}
          </Term>
          <Term label="Deliver to">{rfq.deliveryAddress ?? NONE}</Term>
          <Term label="Deliver by">
            {rfq.deliveryDate ? (
              <time dateTime={rfq.deliveryDate}>{formatDay(rfq.deliveryDate)}</time>
            ) : (
              NONE
            )}
          </Term>
          <Term label="Currency">{rfq.currency.toUpperCase()}</Term>
          <Term label="Sent">
            <time dateTime={rfq.sentAt}>{formatDate(rfq.sentAt)}</time>
          </Term>
          {quoted && <Term label="Your quote">{quoted}</Term>}
        </dl>
        {rfq.message && (
          <blockquote className="ally-VendorRfq-message">
            <p>{rfq.message}</p>
          </blockquote>
        )}
      </section>
      <section className="ally-VendorRfq-card" aria-labelledby={linesId}>
        <h2 id={linesId} className="ally-VendorRfq-subtitle">
          Items ({rfq.lines.length})
        </h2>
        <table className="ally-VendorRfq-lines" aria-labelledby={linesId}>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" data-align="end">
                Quantity
              </th>
              <th scope="col">Unit</th>
              <th scope="col">Specifications</th>
            </tr>
          </thead>
          <tbody>
            {rfq.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.description}
                  <AttachmentList
                    files={line.attachments}
                    label={`Files for ${line.description}`}
                  />
                </th>
                <td data-align="end">{line.quantity}</td>
                <td data-nowrap>{line.unit}</td>
                <td>{line.specifications || NONE}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {answerable && <QuoteAnswerForm rfq={rfq} {...answer} />}
    </>
  )
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ally-VendorRfq-term">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * What the buyer decided, once it has: the vendor learns it here as well as by e-mail, and after
 * an award, whether its purchase order was sent and where it stands.
 */
function Outcome({
  rfq,
  purchaseOrderHref,
}: {
  rfq: VendorRfq
  purchaseOrderHref: RfqDetailsProps['purchaseOrderHref']
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
