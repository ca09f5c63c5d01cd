import { type QuoteComparison, ROUTES, routeTo } from '@ally/sdk'
import { useCallback, useId, useState } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import { localToday } from '../../../blocks/forms/localToday'
import { AllyLink } from '../../../provider/AllyLink'
import { useQuoteComparison } from '../../../queries/sourcing'
import { useCan } from '../../../session/useCan'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { type AcceptQuoteResult, AwardPanel } from './AwardPanel'
import { ComparisonTable } from './ComparisonTable'
import { answeredVendors, cheapestSplit, isAwardable } from './comparison'
import '../../../blocks/detail-page/sourcing.css'
import '../../../blocks/detail-page/SourcingButton.css'
import '../../../ui/spreadRow.css'
import './QuoteResponses.css'

export interface QuoteResponsesProps {
  quoteId: string
  /** After the round is awarded (the screen already shows the award and a toast). */
  onAwarded?: (result: AcceptQuoteResult) => void
  /** "Today" for validity dates, `YYYY-MM-DD`. @default the viewer's today */
  today?: string
  className?: string
}

export const QUOTE_NOT_FOUND = RECORD_PAGES.quoteAnswers.notFoundTitle

/**
 * A sourcing round's answers side by side (`/dashboard/quotes/{quoteId}/responses`): every line
 * with each vendor's price in the round's currency (converted at the server's reference rates,
 * the rate shown), the best price per line and the lowest landed cost marked, lead times,
 * validity and each vendor's record; the vendors that have not answered below. While the round
 * is open the buyer awards it whole to one vendor or split by line, after a confirmation.
 */
export function QuoteResponses({ quoteId, onAwarded, today, className }: QuoteResponsesProps) {
  const day = today ?? localToday()
  return (
    <DetailPage
      {...RECORD_PAGES.quoteAnswers}
      query={useQuoteComparison(quoteId)}
      className={cx('ally-QuoteResponses', className)}
    >
      {({ data }, titleId) => (
        <QuoteResponsesView comparison={data} titleId={titleId} today={day} onAwarded={onAwarded} />
      )}
    </DetailPage>
  )
}

/** The screen once the round's answers side by side loaded: everything below the loading and error states. */
function QuoteResponsesView({
  comparison,
  titleId,
  today,
  onAwarded,
}: {
  comparison: QuoteComparison
  titleId: string
  today: string
  onAwarded?: (result: AcceptQuoteResult) => void
}) {
  const { quote } = comparison
  const answered = answeredVendors(comparison)
  const waiting = comparison.vendors.filter((vendor) => vendor.response === null)
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={quote.title}
        documentTitle="Quote responses"
        eyebrow={`${quote.taId} · Compare answers`}
        breadcrumbs={[
          { label: 'Quotes', href: ROUTES.quotes },
          { label: quote.taId, href: routeTo.quote(quote.id) },
          { label: 'Compare answers' },
        ]}
        actions={
          <>
            <ActionLink to={routeTo.quote(quote.id)}>Round overview</ActionLink>
            <ActionLink to={`${ROUTES.rfqs}?taId=${encodeURIComponent(quote.taId)}`}>
              RFQs of this deal
            </ActionLink>
          </>
        }
        description={
          <p className="ally-SourcingSummary ally-QuoteResponses-summary">
            <StatusBadge kind="quote" status={quote.status} /> {answered.length} of{' '}
            {comparison.vendors.length} vendors answered · deadline {formatDate(quote.deadline)}
          </p>
        }
      />
      <Awarded comparison={comparison} />
      {answered.length === 0 ? (
        <section className="ally-SourcingPanel ally-QuoteResponses-empty">
          <h2>No answers yet</h2>
          <p>
            Answers appear here side by side as vendors send them. Vendors may revise until the
            deadline; you always compare their latest.
          </p>
        </section>
      ) : (
        // Keyed by the answers compared: a refetch with a new revision starts the split afresh.
        <Compared
          key={answered.map((vendor) => vendor.response?.id).join()}
          comparison={comparison}
          today={today}
          onAwarded={onAwarded}
        />
      )}
      {waiting.length > 0 && (
        <section className="ally-SourcingPanel" aria-labelledby={`${titleId}-waiting`}>
          <h2 id={`${titleId}-waiting`}>No answer from</h2>
          <ul className="ally-QuoteResponses-waiting">
            {waiting.map((vendor) => (
              <li key={vendor.rfqId}>
                <AllyLink to={routeTo.vendor(vendor.vendor.id)}>{vendor.vendor.name}</AllyLink>{' '}
                <StatusBadge kind="rfq" status={vendor.status} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/** The table and, while the round can be awarded, the award: both follow one split choice. */
function Compared({
  comparison,
  today,
  onAwarded,
}: {
  comparison: QuoteComparison
  today: string
  onAwarded?: (result: AcceptQuoteResult) => void
}) {
  // Choosing and awarding are for those who may award (docs/product-rules.md, "Team and roles").
  const awardable = useCan('award') && isAwardable(comparison, today)
  const [choice, setChoice] = useState(() => cheapestSplit(comparison, today))
  const choose = useCallback((lineId: string, rfqId: string | null) => {
    setChoice((current) => {
      const next = new Map(current)
      if (rfqId) next.set(lineId, rfqId)
      else next.delete(lineId)
      return next
    })
  }, [])
  return (
    <>
      <ComparisonTable
        comparison={comparison}
        today={today}
        {...(awardable ? { choice, onChoose: choose } : {})}
      />
      {awardable && (
        <AwardPanel comparison={comparison} today={today} choice={choice} onAwarded={onAwarded} />
      )}
    </>
  )
}

/** Who won what, once the round is awarded. */
function Awarded({ comparison }: { comparison: QuoteComparison }) {
  const mayPurchase = useCan('purchasing')
  const headingId = useId()
  if (comparison.awards.length === 0) return null
  const winners = comparison.vendors.flatMap((vendor) => {
    const lines = comparison.lines.filter((line) =>
      comparison.awards.some(
        (award) => award.lineId === line.id && award.vendorId === vendor.vendor.id,
      ),
    )
    const award = comparison.awards.find((candidate) => candidate.vendorId === vendor.vendor.id)
    return lines.length && award ? [{ vendor, lines, award }] : []
  })
  const open = comparison.lines.filter(
    (line) => !comparison.awards.some((award) => award.lineId === line.id),
  )
  return (
    <section className="ally-SourcingPanel ally-QuoteResponses-awarded" aria-labelledby={headingId}>
      <h2 id={headingId}>Awarded</h2>
      <ul>
        {winners.map(({ vendor, lines, award }) => (
          <li key={vendor.rfqId} className="ally-SpreadRow ally-QuoteResponses-winner">
            <span>
              <strong>{vendor.vendor.name}</strong>:{' '}
              {lines.map((line) => line.description).join(', ')}
            </span>
            {award.purchaseOrder ? (
              <span>
                Purchase order{' '}
                <AllyLink to={routeTo.purchaseOrder(award.purchaseOrder.id)}>
                  {award.purchaseOrder.number}
                </AllyLink>
              </span>
            ) : (
              mayPurchase && (
                <ActionLink to={routeTo.createPurchaseOrder(award.approvedId)} primary>
                  Create purchase order
                  <VisuallyHidden> for {vendor.vendor.name}</VisuallyHidden>
                </ActionLink>
              )
            )}
          </li>
        ))}
        {open.length > 0 && <li>Not awarded: {open.map((line) => line.description).join(', ')}</li>}
      </ul>
    </section>
  )
}
