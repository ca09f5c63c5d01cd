import { type ComparedVendor, formatMoney, type QuoteComparison, ROUTES, routeTo } from '@ally/sdk'
import { DetailLoadError } from '../../../blocks/alerts/DetailLoadError'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { DetailPage } from '../../../blocks/detail-page/DetailPage'
import { RECORD_PAGES } from '../../../blocks/detail-page/recordPages'
import { quoteVendorDetailHref } from '../../../blocks/detail-page/sourcingLinks'
import { localToday } from '../../../blocks/forms/localToday'
import { AllyLink } from '../../../provider/AllyLink'
import { useQuoteComparison } from '../../../queries/sourcing'
import { formatDate } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader, type PageHeaderCrumb } from '../../../ui/PageHeader'
import { StatusBadge } from '../../../ui/StatusBadge'
import { VendorAnswer } from './VendorAnswer'
import { VendorRevisions } from './VendorRevisions'
import '../../../blocks/detail-page/sourcing.css'
import '../../../blocks/detail-page/SourcingButton.css'
import './QuoteVendorDetail.css'

export interface QuoteVendorDetailProps {
  quoteId: string
  /** The vendor whose answer to show (the page's `?vendor=`); without it, the round's vendors. */
  vendorId?: string
  /** "Today" for validity dates, `YYYY-MM-DD`. @default the viewer's today */
  today?: string
  className?: string
}

export const QUOTE_VENDOR_QUOTE_NOT_FOUND = RECORD_PAGES.quoteAnswer.notFoundTitle
export const QUOTE_VENDOR_NOT_FOUND = 'Vendor not found in this round'

const crumbsOf = (comparison: QuoteComparison, current: string): PageHeaderCrumb[] => [
  { label: 'Quotes', href: ROUTES.quotes },
  { label: comparison.quote.taId, href: routeTo.quote(comparison.quote.id) },
  { label: 'Compare answers', href: routeTo.quoteResponses(comparison.quote.id) },
  { label: current },
]

/**
 * One vendor's answer in a round, in full (`/dashboard/quotes/{quoteId}/item/vendor-detail
 * ?vendor={vendorId}`): every line with its unit price, the quantity offered, lead time and note;
 * shipping, validity and notes; the answer's own currency and its total converted to the round's
 * at the server's reference rates; and every revision the vendor sent, newest first, the replaced
 * ones marked superseded. Without a vendor, the round's vendors to choose from.
 */
export function QuoteVendorDetail({ quoteId, vendorId, today, className }: QuoteVendorDetailProps) {
  const day = today ?? localToday()
  return (
    <DetailPage
      {...RECORD_PAGES.quoteAnswer}
      query={useQuoteComparison(quoteId)}
      className={cx('ally-QuoteVendorDetail', className)}
    >
      {({ data }, titleId) => {
        if (!vendorId) return <ChooseVendor comparison={data} titleId={titleId} />
        const column = data.vendors.find((vendor) => vendor.vendor.id === vendorId)
        if (!column) {
          return (
            <DetailLoadError
              titleId={titleId}
              notFoundTitle={QUOTE_VENDOR_NOT_FOUND}
              notFoundText={`${data.quote.taId} did not ask this vendor for a price, or its RFQ was deleted.`}
              backTo={routeTo.quote(data.quote.id)}
              backLabel="Back to the round"
            />
          )
        }
        return (
          <QuoteVendorDetailView comparison={data} column={column} titleId={titleId} today={day} />
        )
      }}
    </DetailPage>
  )
}

/** No vendor named: the round's vendors, each leading to its answer. */
function ChooseVendor({ comparison, titleId }: { comparison: QuoteComparison; titleId: string }) {
  const { quote } = comparison
  const listId = `${titleId}-vendors`
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={quote.title}
        documentTitle="Quoted vendor"
        eyebrow={`${quote.taId} · Vendor answers`}
        breadcrumbs={crumbsOf(comparison, 'Vendor answers')}
      />
      <section className="ally-SourcingPanel" aria-labelledby={listId}>
        <h2 id={listId}>Whose answer?</h2>
        {comparison.vendors.length === 0 ? (
          <p>No vendor was asked in this round.</p>
        ) : (
          <ul className="ally-QuoteVendorDetail-vendors">
            {comparison.vendors.map((vendor) => (
              <li key={vendor.rfqId}>
                <AllyLink to={quoteVendorDetailHref(quote.id, vendor.vendor.id)}>
                  {vendor.vendor.name}
                </AllyLink>
                <StatusBadge kind="rfq" status={vendor.status} />
                <span className="ally-SourcingMuted">
                  {vendor.total === null ? 'No answer' : formatMoney(vendor.total, quote.currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/** The screen once one vendor's answer in a round loaded: everything below the loading and error states. */
function QuoteVendorDetailView({
  comparison,
  column,
  titleId,
  today,
}: {
  comparison: QuoteComparison
  column: ComparedVendor
  titleId: string
  today: string
}) {
  const { quote } = comparison
  const response = column.response
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={column.vendor.name}
        documentTitle="Quoted vendor"
        eyebrow={`${quote.taId} · ${quote.title}`}
        breadcrumbs={crumbsOf(comparison, column.vendor.name)}
        description={
          <p className="ally-SourcingSummary">
            <StatusBadge kind="rfq" status={column.status} />
            {response
              ? `Revision ${response.revision}, sent ${formatDate(response.submittedAt)}`
              : 'No live answer'}
          </p>
        }
        actions={
          <>
            <ActionLink to={routeTo.quoteResponses(quote.id)} primary>
              Compare answers
            </ActionLink>
            <ActionLink to={routeTo.rfq(column.rfqId)}>Open RFQ</ActionLink>
            <ActionLink to={routeTo.vendor(column.vendor.id)}>Vendor profile</ActionLink>
          </>
        }
      />
      {response ? (
        <VendorAnswer comparison={comparison} column={column} response={response} today={today} />
      ) : (
        <section className="ally-SourcingPanel" aria-labelledby={`${titleId}-answer`}>
          <h2 id={`${titleId}-answer`}>Answer</h2>
          <p>{noAnswerText(column, quote.deadline)}</p>
        </section>
      )}
      <VendorRevisions comparison={comparison} column={column} titleId={titleId} />
    </>
  )
}

function noAnswerText(column: ComparedVendor, deadline: string): string {
  const name = column.vendor.name
  switch (column.status) {
    case 'declined':
      return `${name} declined this RFQ.`
    case 'sent':
    case 'viewed':
      return `No answer yet. ${name} may answer until ${formatDate(deadline)}.`
    case 'cancelled':
      return 'This RFQ was cancelled before an answer came.'
    default:
      return `${name} sent no answer.`
  }
}
