import {
  type ComparedVendor,
  formatDays,
  formatMoney,
  formatNumber,
  formatPercent,
  type LineItem,
  type QuoteComparison,
  type QuoteResponse,
} from '@ally/sdk'
import { type ReactNode, useMemo } from 'react'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { useRfq } from '../../../queries/sourcing'
import { formatDate, formatDay } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'

/** Revisions that no longer count: a newer one replaced them, or the vendor declined. */
const REPLACED: readonly QuoteResponse['status'][] = ['superseded', 'withdrawn']

/** Every revision the vendor sent, newest first; the replaced ones read as superseded. */
export function VendorRevisions({
  comparison,
  column,
  titleId,
}: {
  comparison: QuoteComparison
  column: ComparedVendor
  titleId: string
}) {
  const rfq = useRfq(column.rfqId)
  const headingId = `${titleId}-revisions`
  const descriptions = useMemo(
    () => new Map(comparison.lines.map((line) => [line.id, line])),
    [comparison.lines],
  )

  let body: ReactNode
  if (rfq.isPending) {
    body = <Spinner aria-label="Loading revisions" />
  } else if (rfq.isError) {
    body = <SectionLoadError what="the revisions" error={rfq.error} onRetry={rfq.refetch} />
  } else {
    const revisions = rfq.data.data.responses
    body =
      revisions.length === 0 ? (
        <p>No answer yet. Every revision the vendor sends shows here.</p>
      ) : (
        <ol className="ally-QuoteVendorDetail-revisions">
          {revisions.map((revision, index) => (
            <Revision
              key={revision.id}
              revision={revision}
              previous={revisions[index + 1]}
              current={revision.id === column.response?.id}
              lines={descriptions}
            />
          ))}
        </ol>
      )
  }
  const count = rfq.data ? ` (${rfq.data.data.responses.length})` : ''
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Revisions{count}</h2>
      {body}
    </section>
  )
}

function Revision({
  revision,
  previous,
  current,
  lines,
}: {
  revision: QuoteResponse
  previous: QuoteResponse | undefined
  current: boolean
  lines: ReadonlyMap<string, LineItem>
}) {
  const money = (amount: number) => formatMoney(amount, revision.currency)
  const replaced = REPLACED.includes(revision.status)
  const change =
    previous && previous.currency === revision.currency && previous.total > 0
      ? (revision.total - previous.total) / previous.total
      : null
  return (
    <li
      className="ally-QuoteVendorDetail-revision"
      data-current={current || undefined}
      data-replaced={replaced || undefined}
    >
      <p className="ally-QuoteVendorDetail-revisionHead">
        <strong>Revision {revision.revision}</strong>
        <StatusBadge kind="quoteResponse" status={revision.status} />
        {current && <span className="ally-QuoteVendorDetail-current">Current</span>}
      </p>
      <p className="ally-QuoteVendorDetail-revisionTotal">
        <span className="ally-QuoteVendorDetail-amount">{money(revision.total)}</span>
        {change !== null && change !== 0 && previous && (
          <span className="ally-SourcingMuted">
            {change < 0 ? '−' : '+'}
            {formatPercent(Math.abs(change))} from revision {previous.revision}
          </span>
        )}
      </p>
      <p className="ally-SourcingMuted">
        Sent {formatDate(revision.submittedAt)} · shipping {money(revision.shippingCost)} · lead
        time {formatDays(revision.leadTimeDays)} · valid until {formatDay(revision.validUntil)}
      </p>
      {revision.notes && <p>{revision.notes}</p>}
      <AttachmentList
        files={revision.attachments}
        label={`Files with revision ${revision.revision}`}
      />
      <details className="ally-QuoteVendorDetail-details">
        <summary>
          Lines of revision {revision.revision} ({revision.lines.length})
        </summary>
        <ul>
          {revision.lines.map((offer) => {
            const line = lines.get(offer.lineId)
            return (
              <li key={offer.lineId}>
                <strong>{line?.description ?? 'A line no longer asked'}</strong>:{' '}
                {formatNumber(offer.quantity)} {line?.unit ?? ''} × {money(offer.unitPrice)} ={' '}
                {money(offer.unitPrice * offer.quantity)}
                {offer.leadTimeDays != null ? ` · ${formatDays(offer.leadTimeDays)}` : ''}
                {offer.note ? ` · ${offer.note}` : ''}
              </li>
            )
          })}
        </ul>
      </details>
    </li>
  )
}
