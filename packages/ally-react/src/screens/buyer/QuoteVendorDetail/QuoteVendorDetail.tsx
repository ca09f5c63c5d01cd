import {
  type ComparedVendor,
  formatDays,
  formatMoney,
  formatNumber,
  formatPercent,
  getErrorMessage,
  isAllyApiError,
  type LineItem,
  type QuoteComparison,
  type QuoteResponse,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { type ReactNode, useId, useMemo } from 'react'
import { Button } from 'react-aria-components/Button'
import { AllyLink } from '../../../provider/AllyLink'
import { useQuoteComparison, useRfq } from '../../../queries/sourcing'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDate, formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader, type PageHeaderCrumb } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import { LOADED_LIST } from '../../shared/loadedList'
import { quoteVendorDetailHref } from '../../shared/sourcingLinks'
import '../../shared/sourcing.css'
import './QuoteVendorDetail.css'

export interface QuoteVendorDetailProps {
  quoteId: string
  /** The vendor whose answer to show (the page's `?vendor=`); without it, the round's vendors. */
  vendorId?: string
  /** "Today" for validity dates, `YYYY-MM-DD`. @default the viewer's today */
  today?: string
  className?: string
}

export const QUOTE_VENDOR_QUOTE_NOT_FOUND = 'Quote not found'
export const QUOTE_VENDOR_NOT_FOUND = 'Vendor not found in this round'

const NONE = '—'
/** Revisions that no longer count: a newer one replaced them, or the vendor declined. */
const REPLACED: readonly QuoteResponse['status'][] = ['superseded', 'withdrawn']

const localToday = () => {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/**
 * `1 EUR = 1.087 USD`: the reference rate an answer was converted at; a rate too small to read
 * that way turns round (`1 USD = 1,538.46 NGN`, not `1 NGN = 0.0007 USD`).
 */
function rateText(from: string, to: string, rate: number): string {
  const [a, b] = [from.toUpperCase(), to.toUpperCase()]
  return rate > 0 && rate < 0.01
    ? `1 ${b} = ${formatNumber(1 / rate, 2)} ${a}`
    : `1 ${a} = ${formatNumber(rate, 4)} ${b}`
}

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
  const comparison = useQuoteComparison(quoteId)
  const titleId = useId()
  const day = today ?? localToday()

  let content: ReactNode
  if (comparison.isPending) {
    content = <Spinner size="large" aria-label="Loading the answer" />
  } else if (comparison.isError) {
    const missing = isAllyApiError(comparison.error) && comparison.error.status === 404
    content = (
      <div className="ally-SourcingPanel" role="alert">
        <h1 id={titleId}>
          {missing ? QUOTE_VENDOR_QUOTE_NOT_FOUND : 'Could not load this answer'}
        </h1>
        <p>
          {missing
            ? 'This quote does not exist or belongs to another business.'
            : getErrorMessage(comparison.error)}
        </p>
        {missing ? (
          <AllyLink to={ROUTES.quotes} className="ally-SourcingButton">
            Back to quotes
          </AllyLink>
        ) : (
          <Button className="ally-SourcingButton" onPress={() => void comparison.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    const data = comparison.data.data
    const column = vendorId ? data.vendors.find((vendor) => vendor.vendor.id === vendorId) : null
    if (!vendorId) {
      content = <ChooseVendor comparison={data} titleId={titleId} />
    } else if (!column) {
      content = (
        <div className="ally-SourcingPanel" role="alert">
          <h1 id={titleId}>{QUOTE_VENDOR_NOT_FOUND}</h1>
          <p>{data.quote.taId} did not ask this vendor for a price, or its RFQ was deleted.</p>
          <AllyLink to={routeTo.quote(data.quote.id)} className="ally-SourcingButton">
            Back to the round
          </AllyLink>
        </div>
      )
    } else {
      content = <Loaded comparison={data} column={column} titleId={titleId} today={day} />
    }
  }
  return (
    <article
      className={cx('ally-QuoteVendorDetail', className)}
      aria-labelledby={titleId}
      aria-busy={comparison.isPending || undefined}
    >
      {content}
    </article>
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
                <span className="ally-QuoteVendorDetail-muted">
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

function Loaded({
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
          <p className="ally-QuoteVendorDetail-summary">
            <StatusBadge kind="rfq" status={column.status} />
            {response
              ? `Revision ${response.revision}, sent ${formatDate(response.submittedAt)}`
              : 'No live answer'}
          </p>
        }
        actions={
          <>
            <AllyLink
              to={routeTo.quoteResponses(quote.id)}
              className="ally-SourcingButton"
              data-variant="primary"
            >
              Compare answers
            </AllyLink>
            <AllyLink to={routeTo.rfq(column.rfqId)} className="ally-SourcingButton">
              Open RFQ
            </AllyLink>
            <AllyLink to={routeTo.vendor(column.vendor.id)} className="ally-SourcingButton">
              Vendor profile
            </AllyLink>
          </>
        }
      />
      {response ? (
        <Answer comparison={comparison} column={column} response={response} today={today} />
      ) : (
        <section className="ally-SourcingPanel" aria-labelledby={`${titleId}-answer`}>
          <h2 id={`${titleId}-answer`}>Answer</h2>
          <p>{noAnswerText(column, quote.deadline)}</p>
        </section>
      )}
      <Revisions comparison={comparison} column={column} titleId={titleId} />
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

/** A requested line beside what the vendor offered for it. */
interface OfferRow {
  id: string
  line: LineItem
  offer: QuoteResponse['lines'][number] | undefined
  /** The unit price in the round's currency, when the answer is in another. */
  converted: number | undefined
}

/** The live answer: its terms, totals in both currencies, and every line. */
function Answer({
  comparison,
  column,
  response,
  today,
}: {
  comparison: QuoteComparison
  column: ComparedVendor
  response: QuoteResponse
  today: string
}) {
  const headingId = useId()
  const { quote } = comparison
  const foreign = response.currency !== quote.currency
  const money = (amount: number) => formatMoney(amount, response.currency)
  const roundMoney = (amount: number) => formatMoney(amount, quote.currency)
  const expired = response.validUntil < today
  const rows: OfferRow[] = useMemo(() => {
    const offers = new Map(response.lines.map((line) => [line.lineId, line]))
    const converted = new Map(column.lines.map((line) => [line.lineId, line.unitPrice]))
    return comparison.lines.map((line) => ({
      id: line.id,
      line,
      offer: offers.get(line.id),
      converted: foreign ? converted.get(line.id) : undefined,
    }))
  }, [comparison.lines, column.lines, response.lines, foreign])

  const columns: DataTableColumn<OfferRow>[] = [
    {
      id: 'item',
      name: 'Item',
      isRowHeader: true,
      cell: ({ line }) => (
        <span className="ally-QuoteVendorDetail-item">
          {line.description}
          {line.specifications && (
            <span className="ally-QuoteVendorDetail-muted">{line.specifications}</span>
          )}
        </span>
      ),
    },
    {
      id: 'asked',
      name: 'Asked',
      align: 'end',
      cell: ({ line }) => `${formatNumber(line.quantity)} ${line.unit}`,
    },
    {
      id: 'target',
      name: 'Target',
      align: 'end',
      cell: ({ line }) => (line.targetPrice == null ? NONE : roundMoney(line.targetPrice)),
    },
    {
      id: 'offered',
      name: 'Offered',
      align: 'end',
      cell: ({ line, offer }) =>
        offer ? (
          `${formatNumber(offer.quantity)} ${line.unit}`
        ) : (
          <span className="ally-QuoteVendorDetail-muted">Not quoted</span>
        ),
    },
    {
      id: 'unitPrice',
      name: 'Unit price',
      align: 'end',
      cell: ({ offer, converted }) =>
        offer ? (
          <span className="ally-QuoteVendorDetail-item">
            {money(offer.unitPrice)}
            {converted !== undefined && (
              <span className="ally-QuoteVendorDetail-muted">≈ {roundMoney(converted)}</span>
            )}
          </span>
        ) : (
          NONE
        ),
    },
    {
      id: 'lineTotal',
      name: 'Line total',
      align: 'end',
      cell: ({ offer }) => (offer ? money(offer.unitPrice * offer.quantity) : NONE),
    },
    {
      id: 'leadTime',
      name: 'Lead time',
      align: 'end',
      cell: ({ offer }) => (offer?.leadTimeDays != null ? formatDays(offer.leadTimeDays) : NONE),
    },
    { id: 'note', name: 'Note', cell: ({ offer }) => offer?.note ?? NONE },
  ]

  return (
    <section className="ally-QuoteVendorDetail-section" aria-labelledby={headingId}>
      <div className="ally-SourcingPanel">
        <h2 id={headingId}>Answer</h2>
        <dl className="ally-QuoteVendorDetail-terms">
          <div>
            <dt>Quoted in</dt>
            <dd>{response.currency.toUpperCase()}</dd>
          </div>
          <div>
            <dt>Subtotal</dt>
            <dd>{money(response.subtotal)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{money(response.shippingCost)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <strong>{money(response.total)}</strong>
            </dd>
          </div>
          {foreign && column.total !== null && (
            <div>
              <dt>Total in {quote.currency.toUpperCase()}</dt>
              <dd>
                <strong>{roundMoney(column.total)}</strong>
                <span className="ally-QuoteVendorDetail-muted">
                  {rateText(response.currency, quote.currency, column.rate)}
                </span>
              </dd>
            </div>
          )}
          <div>
            <dt>Lead time</dt>
            <dd>{formatDays(response.leadTimeDays)}</dd>
          </div>
          <div>
            <dt>Valid until</dt>
            <dd>
              {formatDay(response.validUntil)}
              {expired && <span className="ally-QuoteVendorDetail-expired">Expired</span>}
            </dd>
          </div>
          <div className="ally-QuoteVendorDetail-wide">
            <dt>Notes</dt>
            <dd>{response.notes ?? NONE}</dd>
          </div>
        </dl>
      </div>
      <DataTable
        aria-label="Quoted lines"
        noun="lines"
        columns={columns}
        rows={rows}
        list={LOADED_LIST}
        rowData={(row) => ({ 'data-line': row.id })}
        empty={<p>The round asked for no lines.</p>}
      />
    </section>
  )
}

/** Every revision the vendor sent, newest first; the replaced ones read as superseded. */
function Revisions({
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
    body = (
      <div className="ally-QuoteVendorDetail-error" role="alert">
        <p>Could not load the revisions. {getErrorMessage(rfq.error)}</p>
        <Button className="ally-SourcingButton" onPress={() => void rfq.refetch()}>
          Retry
        </Button>
      </div>
    )
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
          <span className="ally-QuoteVendorDetail-muted">
            {change < 0 ? '−' : '+'}
            {formatPercent(Math.abs(change))} from revision {previous.revision}
          </span>
        )}
      </p>
      <p className="ally-QuoteVendorDetail-muted">
        Sent {formatDate(revision.submittedAt)} · shipping {money(revision.shippingCost)} · lead
        time {formatDays(revision.leadTimeDays)} · valid until {formatDay(revision.validUntil)}
      </p>
      {revision.notes && <p>{revision.notes}</p>}
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
