import {
  type ComparedVendor,
  formatDays,
  formatMoney,
  formatNumber,
  formatPercent,
  type LineItem,
  type QuoteComparison,
} from '@ally/sdk'
import { memo, type ReactNode, useId, useMemo } from 'react'
import { AttachmentList } from '../../../blocks/attachments/Attachments'
import { quoteVendorDetailHref } from '../../../blocks/detail-page/sourcingLinks'
import { AllyLink } from '../../../provider/AllyLink'
import { formatDay } from '../../../ui/format'
import { answeredVendors, bestTotal, bestUnitPrices, isExpired } from './comparison'

// The answers side by side: a row per requested line and per term, a column per answering
// vendor. Every amount is in the round's currency; a vendor that answered in another one shows
// its rate under its name. The best price of each line and the best landed cost are marked in
// words as well as colour, so the mark survives without colour and is read out. While a split
// award is being chosen, each price cell carries a radio (native, one group per line: a round
// has up to 200 lines, and 200 popup selects cost the page a third of a second to draw).

export interface ComparisonTableProps {
  comparison: QuoteComparison
  /** The buyer's day, `YYYY-MM-DD`: answers valid until before it are marked expired. */
  today: string
  /** The vendor (RFQ id) chosen for each line of a split award; shown as radios when given. */
  choice?: ReadonlyMap<string, string>
  onChoose?: (lineId: string, rfqId: string | null) => void
}

const NONE = '—'
const percent = (rate: number | null) => (rate === null ? 'No history' : formatPercent(rate))

/** `1 EUR = 1.0870 USD`: the reference rate an answer was converted at. */
const rateText = (from: string, to: string, rate: number) =>
  `1 ${from.toUpperCase()} = ${formatNumber(rate, 4)} ${to.toUpperCase()}`

function Best({ children }: { children: ReactNode }) {
  return <span className="ally-QuoteResponses-best">{children}</span>
}

/** One vendor's column, with its lines by id so that a cell looks its price up at once. */
interface Column {
  vendor: ComparedVendor
  expired: boolean
  prices: Map<string, { unitPrice: number; total: number }>
  offered: Map<string, { quantity: number; leadTimeDays: number | null; note: string | null }>
}

export function ComparisonTable({ comparison, today, choice, onChoose }: ComparisonTableProps) {
  const { quote, lines } = comparison
  const noteId = useId()
  const columns: Column[] = useMemo(
    () =>
      answeredVendors(comparison).map((vendor) => ({
        vendor,
        expired: isExpired(vendor, today),
        prices: new Map(vendor.lines.map((line) => [line.lineId, line])),
        offered: new Map((vendor.response?.lines ?? []).map((line) => [line.lineId, line])),
      })),
    [comparison, today],
  )
  const best = useMemo(() => bestUnitPrices(comparison, today), [comparison, today])
  const awards = useMemo(
    () => new Map(comparison.awards.map((award) => [award.lineId, award.vendorId])),
    [comparison.awards],
  )
  const lowest = bestTotal(comparison, today)
  return (
    <div className="ally-QuoteResponses-comparison">
      <p id={noteId} className="ally-QuoteResponses-caption">
        Prices per requested unit in {quote.currency.toUpperCase()}; answers in other currencies are
        converted at fixed reference rates.
        {columns.length > 1 && (
          <span className="ally-QuoteResponses-scrollHint"> Scroll sideways for every vendor.</span>
        )}
      </p>
      <section
        className="ally-QuoteResponses-scroller"
        aria-label="Answers side by side"
        // The table may be wider than a phone: keyboard users scroll it from here.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="ally-QuoteResponses-table" aria-label="Answers" aria-describedby={noteId}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Target</th>
              {columns.map(({ vendor }) => (
                <VendorHeading key={vendor.rfqId} vendor={vendor} quote={quote} />
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <LineRow
                key={line.id}
                line={line}
                currency={quote.currency}
                columns={columns}
                best={best.get(line.id)}
                awardedTo={awards.get(line.id)}
                chosen={choice ? (choice.get(line.id) ?? null) : undefined}
                onChoose={onChoose}
              />
            ))}
          </tbody>
          <TermRows columns={columns} currency={quote.currency} lowest={lowest} today={today} />
        </table>
      </section>
    </div>
  )
}

/** A vendor's column heading: its name (to its answer's page), currency and revision. */
function VendorHeading({
  vendor,
  quote,
}: {
  vendor: ComparedVendor
  quote: QuoteComparison['quote']
}) {
  return (
    <th scope="col" data-vendor={vendor.vendor.id}>
      <AllyLink
        to={quoteVendorDetailHref(quote.id, vendor.vendor.id)}
        className="ally-QuoteResponses-vendor"
      >
        {vendor.vendor.name}
      </AllyLink>
      {vendor.response && vendor.response.currency !== quote.currency && (
        <span className="ally-QuoteResponses-rate">
          Quoted in {vendor.response.currency.toUpperCase()} ·{' '}
          {rateText(vendor.response.currency, quote.currency, vendor.rate)}
        </span>
      )}
      {vendor.response && vendor.response.revision > 1 && (
        <span className="ally-QuoteResponses-rate">Revision {vendor.response.revision}</span>
      )}
    </th>
  )
}

/** The rows below the lines: totals, terms and the vendor's record, one cell per vendor. */
function TermRows({
  columns,
  currency,
  lowest,
  today,
}: {
  columns: Column[]
  currency: string
  lowest: number | null | undefined
  today: string
}) {
  const money = (amount: number | null) => (amount === null ? NONE : formatMoney(amount, currency))

  /** A term row: its name and one cell per vendor. */
  const termRow = (name: string, cell: (vendor: ComparedVendor) => ReactNode, id = name) => (
    <tr key={id} data-term={id}>
      <th scope="row" colSpan={2}>
        {name}
      </th>
      {columns.map(({ vendor }) => (
        <td key={vendor.rfqId}>{cell(vendor)}</td>
      ))}
    </tr>
  )

  return (
    <tbody className="ally-QuoteResponses-terms">
      {termRow('Subtotal', (vendor) => money(vendor.subtotal))}
      {termRow('Shipping', (vendor) => money(vendor.shippingCost))}
      {termRow(
        'Landed cost',
        (vendor) => (
          <>
            <strong>{money(vendor.total)}</strong>
            {vendor.total !== null && vendor.total === lowest && !isExpired(vendor, today) && (
              <Best>Lowest</Best>
            )}
          </>
        ),
        'total',
      )}
      {termRow('Lead time', (vendor) =>
        vendor.response ? formatDays(vendor.response.leadTimeDays) : NONE,
      )}
      {termRow('Valid until', (vendor) =>
        vendor.response ? (
          <>
            {formatDay(vendor.response.validUntil)}
            {isExpired(vendor, today) && (
              <span className="ally-QuoteResponses-expired">Expired</span>
            )}
          </>
        ) : (
          NONE
        ),
      )}
      {termRow('Notes', (vendor) => vendor.response?.notes ?? NONE)}
      {termRow('Files', (vendor) =>
        vendor.response?.attachments.length ? (
          <AttachmentList
            files={vendor.response.attachments}
            label={`Files from ${vendor.vendor.name}`}
          />
        ) : (
          NONE
        ),
      )}
      {termRow('Response rate', (vendor) => percent(vendor.responseRate))}
      {termRow('Win rate', (vendor) => percent(vendor.winRate))}
      {termRow('On-time delivery', (vendor) => percent(vendor.onTimeRate))}
    </tbody>
  )
}

interface LineRowProps {
  line: LineItem
  currency: string
  columns: Column[]
  best: number | undefined
  /** The vendor id that won the line, once awarded. */
  awardedTo: string | undefined
  /** The RFQ id chosen for the line (null: not awarded); undefined when nothing is chosen. */
  chosen: string | null | undefined
  onChoose?: (lineId: string, rfqId: string | null) => void
}

/** One requested line across the vendors; drawn again only when its own props change. */
const LineRow = memo(function LineRow({
  line,
  currency,
  columns,
  best,
  awardedTo,
  chosen,
  onChoose,
}: LineRowProps) {
  const money = (amount: number) => formatMoney(amount, currency)
  const choose = chosen !== undefined ? onChoose : undefined
  const group = `award-${line.id}`
  return (
    <tr data-line={line.id}>
      <th scope="row">
        <span className="ally-QuoteResponses-item">{line.description}</span>
        <span className="ally-QuoteResponses-muted">
          {formatNumber(line.quantity)} {line.unit}
          {line.specifications ? ` · ${line.specifications}` : ''}
        </span>
        {choose && (
          <label className="ally-QuoteResponses-pick">
            <input
              type="radio"
              name={group}
              checked={chosen === null}
              onChange={() => choose(line.id, null)}
              aria-label={`Do not award ${line.description}`}
            />
            <span aria-hidden="true">Don’t award</span>
          </label>
        )}
      </th>
      <td>{line.targetPrice == null ? NONE : money(line.targetPrice)}</td>
      {columns.map(({ vendor, expired, prices, offered }) => {
        const price = prices.get(line.id)
        if (!price) {
          return (
            <td key={vendor.rfqId} className="ally-QuoteResponses-muted">
              Not quoted
            </td>
          )
        }
        const answer = offered.get(line.id)
        const isBest = best === price.unitPrice && !expired
        const won = awardedTo === vendor.vendor.id
        return (
          <td key={vendor.rfqId} data-best={isBest || undefined} data-awarded={won || undefined}>
            <span className="ally-QuoteResponses-price">{money(price.unitPrice)}</span>
            {isBest && <Best>Best price</Best>}
            {won && <span className="ally-QuoteResponses-won">Awarded</span>}
            <span className="ally-QuoteResponses-muted">
              {answer && answer.quantity !== line.quantity
                ? `${formatNumber(answer.quantity)} of ${formatNumber(line.quantity)} ${line.unit} · `
                : ''}
              {money(price.total)}
              {answer?.leadTimeDays != null ? ` · ${formatDays(answer.leadTimeDays)}` : ''}
            </span>
            {answer?.note && <span className="ally-QuoteResponses-note">{answer.note}</span>}
            {choose && !expired && (
              <label className="ally-QuoteResponses-pick">
                <input
                  type="radio"
                  name={group}
                  checked={chosen === vendor.rfqId}
                  onChange={() => choose(line.id, vendor.rfqId)}
                  aria-label={`Award ${line.description} to ${vendor.vendor.name}`}
                />
                <span aria-hidden="true">Award</span>
              </label>
            )}
          </td>
        )
      })}
    </tr>
  )
})
