import { formatMoney, formatNumber, type Quote, type Rfq, ROUTES, routeTo } from '@ally/sdk'
import { useId, useMemo, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import { quoteVendorDetailHref } from '../../../blocks/detail-page/sourcingLinks'
import { RfqAnswer } from '../../../blocks/status/RfqAnswer'
import { AllyLink } from '../../../provider/AllyLink'
import { pagedItems } from '../../../queries/endpoint'
import { useCloseQuote, useRemindQuoteVendors } from '../../../queries/rfqActions'
import { useQuote, useQuoteRfqs } from '../../../queries/sourcing'
import { useCan } from '../../../session/useCan'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/detail-page/sourcing.css'
import '../../../blocks/detail-page/SourcingButton.css'
import './QuoteDetail.css'
import { ReplyDrafts } from '../../../blocks/reply-drafts/ReplyDrafts'

export interface QuoteDetailProps {
  quoteId: string
  className?: string
}

export const QUOTE_DETAIL_NOT_FOUND = RECORD_PAGES.quote.notFoundTitle

/** RFQs read per page: a round asks at most a hundred vendors at once. */
export const QUOTE_DETAIL_RFQ_PAGE_SIZE = 100

const NOT_YET = 'Not yet'

/** The RFQs of a round, one row per vendor asked. */
const rfqColumns = (quoteId: string): DataTableColumn<Rfq>[] => [
  { id: 'vendor', name: 'Vendor', isRowHeader: true, cell: (rfq) => rfq.vendor.name },
  { id: 'status', name: 'Status', cell: (rfq) => <StatusBadge kind="rfq" status={rfq.status} /> },
  { id: 'sent', name: 'Sent', cell: (rfq) => formatDate(rfq.sentAt) },
  {
    id: 'viewed',
    name: 'Opened',
    cell: (rfq) => (rfq.viewedAt ? formatDate(rfq.viewedAt) : NOT_YET),
  },
  {
    id: 'answered',
    name: 'Answered',
    cell: (rfq) => (rfq.respondedAt ? formatDate(rfq.respondedAt) : NOT_YET),
  },
  { id: 'total', name: 'Total', align: 'end', cell: (rfq) => <RfqAnswer rfq={rfq} /> },
  {
    id: 'open',
    name: 'Open',
    cell: (rfq) => (
      <span className="ally-QuoteDetail-links">
        {rfq.respondedAt !== null && (
          <AllyLink
            to={quoteVendorDetailHref(quoteId, rfq.vendor.id)}
            className="ally-QuoteDetail-link"
          >
            Answer <VisuallyHidden elementType="span">from {rfq.vendor.name}</VisuallyHidden>
          </AllyLink>
        )}
        <AllyLink to={routeTo.rfq(rfq.id)} className="ally-QuoteDetail-link">
          RFQ <VisuallyHidden elementType="span">to {rfq.vendor.name}</VisuallyHidden>
        </AllyLink>
      </span>
    ),
  },
]

/**
 * One sourcing round (`/dashboard/quotes/{quoteId}`): its reference, status, currency and
 * deadline, the answers vendors e-mailed, read into drafts to confirm (ReplyDrafts), and the
 * vendors asked, one RFQ each, with when each RFQ was sent, opened and answered and the answer's
 * total in the round's currency. Each row opens that vendor's answer in full
 * and its RFQ; "Compare answers" puts the answers side by side to award the round, and the order
 * the round sources is one link away.
 */
export function QuoteDetail({ quoteId, className }: QuoteDetailProps) {
  return (
    <DetailPage
      {...RECORD_PAGES.quote}
      query={useQuote(quoteId)}
      className={cx('ally-QuoteDetail', className)}
    >
      {({ data }, titleId) => <QuoteDetailView quote={data} titleId={titleId} />}
    </DetailPage>
  )
}

/** The screen once the round loaded: everything below the loading and error states. */
function QuoteDetailView({ quote, titleId }: { quote: Quote; titleId: string }) {
  const maySource = useCan('sourcing')
  const rfqs = useQuoteRfqs(quote.id, { limit: QUOTE_DETAIL_RFQ_PAGE_SIZE })
  const rows = useMemo(() => pagedItems(rfqs.data) as Rfq[], [rfqs.data])
  const columns = useMemo(() => rfqColumns(quote.id), [quote.id])
  const vendorsId = `${titleId}-vendors`
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={quote.title}
        documentTitle="Quote"
        eyebrow={`${quote.taId} · Sourcing round`}
        breadcrumbs={[{ label: 'Quotes', href: ROUTES.quotes }, { label: quote.taId }]}
        description={
          <p className="ally-SourcingSummary">
            <StatusBadge kind="quote" status={quote.status} />{' '}
            {formatNumber(quote.responseCount, 0)} of {formatNumber(quote.rfqCount, 0)} vendors
            answered · deadline {formatDate(quote.deadline)}
          </p>
        }
        actions={
          <>
            <ActionLink to={routeTo.quoteResponses(quote.id)} primary>
              Compare answers
            </ActionLink>
            <ActionLink to={routeTo.order(quote.orderId)}>View order</ActionLink>
          </>
        }
      />
      <section className="ally-SourcingPanel" aria-label="Round">
        <dl className="ally-SourcingTerms">
          <div>
            <dt>Reference</dt>
            <dd>{quote.taId}</dd>
          </div>
          <div>
            <dt>Currency</dt>
            <dd>{quote.currency.toUpperCase()}</dd>
          </div>
          <div>
            <dt>Deadline</dt>
            <dd>{formatDate(quote.deadline)}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>{formatDate(quote.createdAt)}</dd>
          </div>
          <div>
            <dt>Lowest total</dt>
            <dd>
              {quote.lowestTotal === null ? '—' : formatMoney(quote.lowestTotal, quote.currency)}
            </dd>
          </div>
        </dl>
      </section>
      <ReplyDrafts of={{ quoteId: quote.id }} rfqs={rows} />
      <section className="ally-SourcingSection" aria-labelledby={vendorsId}>
        <h2 id={vendorsId}>Vendors asked ({formatNumber(quote.rfqCount, 0)})</h2>
        <p className="ally-SourcingMuted">
          One RFQ per vendor. Totals are in {quote.currency.toUpperCase()}; answers in other
          currencies are converted at reference rates.
        </p>
        <DataTable
          aria-label="Vendors asked"
          noun="RFQs"
          columns={columns}
          rows={rows}
          list={rfqs}
          rowData={(rfq) => ({ 'data-rfq': rfq.id, 'data-vendor': rfq.vendor.id })}
          empty={<p>No RFQs in this round.</p>}
        />
      </section>
      {quote.status === 'open' && maySource && <RoundActions quote={quote} />}
    </>
  )
}

/** While a round is open: nudge the vendors still to answer, or stop taking answers early. */
function RoundActions({ quote }: { quote: Quote }) {
  const headingId = useId()
  const [confirming, setConfirming] = useState(false)
  const remind = useRemindQuoteVendors({
    onSuccess: (result) => toast.success(result.message),
    onError: showError,
  })
  const close = useCloseQuote({
    onSuccess: (result) => {
      setConfirming(false)
      toast.success(result.message)
    },
    onError: showError,
  })
  const waiting = quote.waitingCount
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>While answers come in</h2>
      <p className="ally-SourcingMuted">
        A reminder goes to every vendor that has not answered yet, with a new link (the old one
        stops working). Closing early keeps the answers you have to compare and award.
      </p>
      <div className="ally-QuoteDetail-actions">
        <Button
          className="ally-SourcingButton"
          isPending={remind.isPending}
          isDisabled={close.isPending || waiting <= 0}
          onPress={() => remind.mutate({ params: { id: quote.id } })}
        >
          {remind.isPending ? 'Reminding…' : 'Remind vendors who have not answered'}
        </Button>
        <Button
          className="ally-SourcingButton"
          isDisabled={remind.isPending}
          onPress={() => setConfirming(true)}
        >
          Close early…
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => close.mutate({ params: { id: quote.id } })}
        isPending={close.isPending}
        title="Close this round now?"
        confirmLabel="Close round"
        pendingLabel="Closing…"
        cancelLabel="Keep it open"
      >
        <p>
          Vendors can no longer answer or revise.{' '}
          {waiting > 0 ? `The ${waiting} still to answer are told it closed. ` : ''}
          The answers you have stay to compare and award.
        </p>
      </ConfirmDialog>
    </section>
  )
}
