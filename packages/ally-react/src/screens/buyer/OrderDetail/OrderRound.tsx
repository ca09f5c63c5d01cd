import { formatMoney, formatNumber, type Quote, type Rfq, routeTo } from '@ally/sdk'
import { useId, useMemo } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { RfqAnswer } from '../../../blocks/status/RfqAnswer'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { useQuoteRfqs } from '../../../queries/sourcing'
import { formatDate } from '../../../ui/format'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import '../../../blocks/detail-page/SourcingButton.css'

/** A round's RFQs read for its summary: a round asks at most a hundred vendors at once. */
const ROUND_RFQ_PAGE_SIZE = 100

const NONE = '—'

/** One round: its state and answers at a glance, and the vendors it asked. */
export function OrderRound({ quote }: { quote: Quote }) {
  const headingId = useId()
  const rfqs = useQuoteRfqs(quote.id, { limit: ROUND_RFQ_PAGE_SIZE })
  const rows = useMemo(() => pagedItems(rfqs.data) as Rfq[], [rfqs.data])
  return (
    <li className="ally-OrderDetail-round">
      <section className="ally-SourcingPanel" aria-labelledby={headingId}>
        <div className="ally-OrderDetail-roundHead">
          <h3 id={headingId}>
            <AllyLink to={routeTo.quote(quote.id)}>{quote.title}</AllyLink>
          </h3>
          <StatusBadge kind="quote" status={quote.status} />
        </div>
        <p className="ally-SourcingMuted">
          Sent {formatDate(quote.createdAt)} · {formatNumber(quote.responseCount, 0)} of{' '}
          {formatNumber(quote.rfqCount, 0)} vendors answered · lowest{' '}
          {quote.lowestTotal === null ? NONE : formatMoney(quote.lowestTotal, quote.currency)} ·
          deadline {formatDate(quote.deadline)}
        </p>
        {rfqs.isPending ? (
          <Spinner size="small" aria-label={`Loading the RFQs of ${quote.title}`} />
        ) : rfqs.isError && rows.length === 0 ? (
          <SectionLoadError what="this round's RFQs" error={rfqs.error} onRetry={rfqs.refetch} />
        ) : (
          <ul className="ally-OrderDetail-vendors" aria-label={`Vendors asked in ${quote.title}`}>
            {rows.map((rfq) => (
              <li key={rfq.id} data-rfq={rfq.id}>
                <AllyLink to={routeTo.rfq(rfq.id)}>{rfq.vendor.name}</AllyLink>
                <StatusBadge kind="rfq" status={rfq.status} />
                {/* A decline already reads on the badge. */}
                {rfq.status !== 'declined' && (
                  <span className="ally-SourcingMuted">
                    <RfqAnswer rfq={rfq} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <ActionLink to={routeTo.quoteResponses(quote.id)} primary>
          Compare answers <VisuallyHidden elementType="span">of {quote.title}</VisuallyHidden>
        </ActionLink>
      </section>
    </li>
  )
}
