import type { VendorRfq } from '@ally/sdk'
import { type ReactNode, useId } from 'react'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { formatDate, formatDay } from '../../../ui/format'
import { answerTotal } from '../VendorHome/format'
import '../../../blocks/portal-frame/PortalPage.css'
import './VendorRfq.css'

const NONE = '—'

/**
 * The RFQ's terms (buyer, deadline with how long is left, delivery, currency, when sent, the
 * vendor's quote so far) and the buyer's message.
 */
export function RfqTermsCard({
  rfq,
  deadlineHint,
}: {
  rfq: VendorRfq
  /** Beside the deadline: how long is left, or "Closed" once it has passed. */
  deadlineHint: string | null
}) {
  const closed = deadlineHint === 'Closed'
  const quoted = answerTotal(rfq)
  return (
    <section className="ally-VendorRfq-card" aria-label="Terms">
      <dl className="ally-VendorRfq-terms">
        <RfqTerm label="Buyer">{rfq.buyer.businessName}</RfqTerm>
        <RfqTerm label="Deadline">
          <time dateTime={rfq.deadline}>{formatDate(rfq.deadline)}</time>
          {deadlineHint && (
            <span className="ally-VendorRfq-hint" data-closed={closed || undefined}>
              {deadlineHint}
            </span>
          )}
        </RfqTerm>
        <RfqTerm label="Deliver to">{rfq.deliveryAddress ?? NONE}</RfqTerm>
        <RfqTerm label="Deliver by">
          {rfq.deliveryDate ? (
            <time dateTime={rfq.deliveryDate}>{formatDay(rfq.deliveryDate)}</time>
          ) : (
            NONE
          )}
        </RfqTerm>
        <RfqTerm label="Currency">{rfq.currency.toUpperCase()}</RfqTerm>
        <RfqTerm label="Sent">
          <time dateTime={rfq.sentAt}>{formatDate(rfq.sentAt)}</time>
        </RfqTerm>
        {quoted && <RfqTerm label="Your quote">{quoted}</RfqTerm>}
      </dl>
      {rfq.message && (
        <blockquote className="ally-VendorRfq-message">
          <p>{rfq.message}</p>
        </blockquote>
      )}
    </section>
  )
}

/** The RFQ's lines: description (with its files), quantity, unit and specifications. */
export function RfqItemsCard({ rfq }: { rfq: VendorRfq }) {
  const headingId = useId()
  return (
    <section className="ally-VendorRfq-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ally-VendorRfq-subtitle">
        Items ({rfq.lines.length})
      </h2>
      <table className="ally-VendorRfq-lines" aria-labelledby={headingId}>
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
                <AttachmentList files={line.attachments} label={`Files for ${line.description}`} />
              </th>
              <td data-align="end">{line.quantity}</td>
              <td data-nowrap>{line.unit}</td>
              <td>{line.specifications || NONE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** One term of an RFQ: its label over its value. */
function RfqTerm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ally-VendorRfq-term">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
