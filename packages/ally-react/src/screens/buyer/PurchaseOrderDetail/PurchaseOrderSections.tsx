import { formatNumber, type PurchaseOrder, routeTo } from '@ally/sdk'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { AllyLink } from '../../../provider/AllyLink'
import { formatDate, formatDay, formatMoment } from '../../../ui/format'
import { StatusBadge } from '../../../ui/StatusBadge'

const NONE = '—'

interface PanelProps {
  po: PurchaseOrder
  /** The id of the panel's heading. */
  headingId: string
}

/** Vendor, the deal's reference, currency, and when the PO was sent and acknowledged. */
export function SummaryPanel({ po }: { po: PurchaseOrder }) {
  return (
    <section className="ally-SourcingPanel" aria-label="Summary">
      <dl className="ally-SourcingTerms ally-PurchaseOrderDetail-terms">
        <div>
          <dt>Vendor</dt>
          <dd>
            <AllyLink to={routeTo.vendor(po.vendor.id)}>{po.vendor.name}</AllyLink>
            <span className="ally-SourcingMuted ally-PurchaseOrderDetail-email">
              {po.vendor.email}
            </span>
          </dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>
            {po.orderId ? (
              <AllyLink to={routeTo.order(po.orderId)}>
                {po.taId}
                <VisuallyHidden elementType="span"> (open the order)</VisuallyHidden>
              </AllyLink>
            ) : (
              po.taId
            )}
          </dd>
        </div>
        <div>
          <dt>Currency</dt>
          <dd>{po.currency.toUpperCase()}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{po.sentAt ? formatDate(po.sentAt) : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Acknowledged</dt>
          <dd>{po.acknowledgedAt ? formatDate(po.acknowledgedAt) : 'Not yet'}</dd>
        </div>
      </dl>
    </section>
  )
}

/** Where and by when, payment terms and notes. */
export function TermsPanel({ po, headingId }: PanelProps) {
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Terms</h2>
      <dl className="ally-SourcingTerms ally-PurchaseOrderDetail-terms">
        <div>
          <dt>Deliver to</dt>
          <dd>{po.deliveryAddress ?? NONE}</dd>
        </div>
        <div>
          <dt>Deliver by</dt>
          <dd>{po.deliveryDate ? formatDay(po.deliveryDate) : NONE}</dd>
        </div>
        <div>
          <dt>Payment terms</dt>
          <dd>{po.paymentTerms ?? NONE}</dd>
        </div>
        <div className="ally-SourcingTerms-wide">
          <dt>Notes</dt>
          <dd>{po.notes ?? NONE}</dd>
        </div>
      </dl>
    </section>
  )
}

/** The PDFs sent to the vendor, one each time the PO was sent. */
export function DocumentsPanel({ po, headingId }: PanelProps) {
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Documents ({formatNumber(po.documents.length, 0)})</h2>
      {po.documents.length === 0 ? (
        <p className="ally-SourcingMuted">
          No documents yet. Each time the purchase order is sent, the PDF the vendor gets is kept
          here.
        </p>
      ) : (
        <AttachmentList files={po.documents} label={`Documents of ${po.number}`} />
      )}
    </section>
  )
}

/** Every status change, with who made it and its note. */
export function HistoryPanel({ po, headingId }: PanelProps) {
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {po.history.length === 0 ? (
        <p className="ally-SourcingMuted">No status changes yet.</p>
      ) : (
        <ol className="ally-SourcingTimeline">
          {po.history.map((step) => (
            <li
              key={`${step.at}|${step.status}`}
              className="ally-SourcingTimeline-step"
              data-status={step.status}
            >
              <StatusBadge kind="purchaseOrder" status={step.status} />
              <span>
                {step.by && `by ${step.by} · `}
                <time dateTime={step.at}>{formatMoment(step.at)}</time>
              </span>
              {step.note && <p className="ally-SourcingTimeline-note">{step.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
