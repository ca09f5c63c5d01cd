import { getErrorMessage, isAllyApiError, ROUTES, type VendorRfq } from '@ally/sdk'
import { type ReactNode, useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { AllyLink } from '../../../provider/AllyLink'
import { useRfqByLink } from '../../../queries/sourcing'
import { useVendorSession } from '../../../session/useVendorSession'
import { formatDate, formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import { answerTotal, deadlineHint } from '../VendorHome/format'
import { QuoteAnswerForm } from './QuoteAnswerForm'
import '../../shared/vendors.css'
import './VendorRfqLink.css'

export interface VendorRfqLinkProps {
  /** The link token from `?token=` of the RFQ e-mail; it is the only credential. */
  token: string
  className?: string
}

/** What a wrong, used-up or expired link says (the server answers 404). */
export const RFQ_LINK_INVALID =
  'This link is not valid or has expired. Ask the buyer to send it again.'

const NONE = '—'

/**
 * The RFQ a vendor opens from the buyer's e-mail (`/vendor/rfq?token=…`), without an account: who
 * asks, the reference and title, the status, the deadline (closed once past), where and when to
 * deliver, the currency and the lines. Opening it marks the RFQ viewed for the buyer.
 */
export function VendorRfqLink({ token, className }: VendorRfqLinkProps) {
  const rfq = useRfqByLink(token)
  const session = useVendorSession()
  const titleId = useId()

  const portalLink = session ? (
    <AllyLink
      className="ally-VendorButton"
      data-variant="secondary"
      to={ROUTES.vendorRegistrationSuccess}
    >
      Open your vendor portal
    </AllyLink>
  ) : null

  let content: ReactNode
  if (rfq.isPending) {
    content = (
      <div className="ally-VendorRfqLink-state">
        <Spinner size="large" aria-label="Loading the request for quotation" />
      </div>
    )
  } else if (rfq.isError) {
    const invalid = isAllyApiError(rfq.error) && rfq.error.status === 404
    content = (
      <div className="ally-VendorRfqLink-state" role="alert">
        <h1 id={titleId}>{invalid ? 'Link not valid' : 'Could not load this request'}</h1>
        <p>{invalid ? RFQ_LINK_INVALID : getErrorMessage(rfq.error)}</p>
        {invalid ? (
          portalLink
        ) : (
          <Button className="ally-VendorButton" onPress={() => void rfq.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    content = (
      <RfqDetails rfq={rfq.data.data} token={token} titleId={titleId} actions={portalLink} />
    )
  }

  return (
    <main
      className={cx('ally-VendorRfqLink', className)}
      aria-labelledby={rfq.isPending ? undefined : titleId}
      aria-label={rfq.isPending ? 'Request for quotation' : undefined}
      aria-busy={rfq.isPending || undefined}
    >
      {content}
    </main>
  )
}

/** Statuses in which the vendor may still answer, until the deadline. */
const ANSWERABLE: readonly VendorRfq['status'][] = ['sent', 'viewed', 'responded', 'declined']

function RfqDetails({
  rfq,
  token,
  titleId,
  actions,
}: {
  rfq: VendorRfq
  token: string
  titleId: string
  actions: ReactNode
}) {
  const linesId = useId()
  const hint = deadlineHint(rfq.deadline, rfq.status)
  const closed = hint === 'Closed'
  const quoted = answerTotal(rfq)
  const answerable = !closed && ANSWERABLE.includes(rfq.status)
  return (
    <>
      <PageHeader
        className="ally-VendorRfqLink-header"
        titleId={titleId}
        // The app names the tab by its route.
        documentTitle={null}
        eyebrow={`Request for quotation from ${rfq.buyer.businessName}`}
        title={rfq.title}
        description={
          <p className="ally-VendorRfqLink-ref">
            <span>{rfq.taId}</span> <StatusBadge kind="rfq" status={rfq.status} />
          </p>
        }
        actions={actions}
      />
      {closed && (
        <p className="ally-VendorRfqLink-closed" role="status">
          Closed: the deadline passed on {formatDate(rfq.deadline)}. {rfq.buyer.businessName} no
          longer takes quotes for this request.
        </p>
      )}
      <section className="ally-VendorRfqLink-card" aria-label="Terms">
        <dl className="ally-VendorRfqLink-terms">
          <Term label="Buyer">{rfq.buyer.businessName}</Term>
          <Term label="Deadline">
            <time dateTime={rfq.deadline}>{formatDate(rfq.deadline)}</time>
            {hint && (
              <span className="ally-VendorRfqLink-hint" data-closed={closed || undefined}>
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
          <blockquote className="ally-VendorRfqLink-message">
            <p>{rfq.message}</p>
          </blockquote>
        )}
      </section>
      <section className="ally-VendorRfqLink-card" aria-labelledby={linesId}>
        <h2 id={linesId} className="ally-VendorRfqLink-subtitle">
          Items ({rfq.lines.length})
        </h2>
        <table className="ally-VendorRfqLink-lines" aria-labelledby={linesId}>
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
                <th scope="row">{line.description}</th>
                <td data-align="end">{line.quantity}</td>
                <td data-nowrap>{line.unit}</td>
                <td>{line.specifications || NONE}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {answerable && <QuoteAnswerForm rfq={rfq} token={token} />}
    </>
  )
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ally-VendorRfqLink-term">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
