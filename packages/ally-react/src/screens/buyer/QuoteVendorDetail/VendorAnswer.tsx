import {
  type ComparedVendor,
  formatDays,
  formatMoney,
  formatNumber,
  type LineItem,
  type QuoteComparison,
  type QuoteResponse,
} from '@ally/sdk'
import { useId, useMemo } from 'react'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { LOADED_LIST } from '../../../blocks/detail-page/loadedList'
import { DataTable, type DataTableColumn } from '../../../ui/DataTable'
import { formatDay } from '../../../ui/format'

const NONE = '—'

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

/** A requested line beside what the vendor offered for it. */
interface OfferRow {
  id: string
  line: LineItem
  offer: QuoteResponse['lines'][number] | undefined
  /** The unit price in the round's currency, when the answer is in another. */
  converted: number | undefined
}

/** The lines' columns: what was asked beside what was offered, prices in the answer's currency. */
function offerColumns(
  money: (amount: number) => string,
  roundMoney: (amount: number) => string,
): DataTableColumn<OfferRow>[] {
  return [
    {
      id: 'item',
      name: 'Item',
      isRowHeader: true,
      cell: ({ line }) => (
        <span className="ally-QuoteVendorDetail-item">
          {line.description}
          {line.specifications && <span className="ally-SourcingMuted">{line.specifications}</span>}
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
          <span className="ally-SourcingMuted">Not quoted</span>
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
              <span className="ally-SourcingMuted">≈ {roundMoney(converted)}</span>
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
}

/** The answer's terms: currency, totals (also in the round's currency), lead time, validity, notes, files. */
function AnswerTerms({
  response,
  column,
  roundCurrency,
  expired,
}: {
  response: QuoteResponse
  column: ComparedVendor
  roundCurrency: string
  expired: boolean
}) {
  const money = (amount: number) => formatMoney(amount, response.currency)
  const foreign = response.currency !== roundCurrency
  return (
    <dl className="ally-SourcingTerms ally-QuoteVendorDetail-terms">
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
          <dt>Total in {roundCurrency.toUpperCase()}</dt>
          <dd>
            <strong>{formatMoney(column.total, roundCurrency)}</strong>
            <span className="ally-SourcingMuted">
              {rateText(response.currency, roundCurrency, column.rate)}
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
      <div className="ally-SourcingTerms-wide">
        <dt>Notes</dt>
        <dd>{response.notes ?? NONE}</dd>
      </div>
      <div className="ally-SourcingTerms-wide">
        <dt>Files</dt>
        <dd>
          {response.attachments.length ? (
            <AttachmentList files={response.attachments} label="Files with this answer" />
          ) : (
            NONE
          )}
        </dd>
      </div>
    </dl>
  )
}

/** The live answer: its terms, totals in both currencies, and every line. */
export function VendorAnswer({
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

  const columns = offerColumns(money, roundMoney)

  return (
    <section className="ally-QuoteVendorDetail-section" aria-labelledby={headingId}>
      <div className="ally-SourcingPanel">
        <h2 id={headingId}>Answer</h2>
        <AnswerTerms
          response={response}
          column={column}
          roundCurrency={quote.currency}
          expired={expired}
        />
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
