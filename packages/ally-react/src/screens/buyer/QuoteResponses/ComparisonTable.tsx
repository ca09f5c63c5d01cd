import {
  type ComparedVendor,
  formatDays,
  formatMoney,
  formatNumber,
  formatPercent,
  type QuoteComparison,
  routeTo,
} from '@ally/sdk'
import { type ReactNode, useId } from 'react'
import { AllyLink } from '../../../provider/AllyLink'
import { formatDay } from '../../../ui/format'
import { answeredVendors, bestTotal, bestUnitPrices, isExpired, linePrice } from './comparison'

// The answers side by side: a row per requested line and per term, a column per answering
// vendor. Every amount is in the round's currency; a vendor that answered in another one shows
// its rate under its name. The best price of each line and the best landed cost are marked in
// words as well as colour, so the mark survives without colour and is read out.

export interface ComparisonTableProps {
  comparison: QuoteComparison
  /** The buyer's day, `YYYY-MM-DD`: answers valid until before it are marked expired. */
  today: string
}

const NONE = '—'
const percent = (rate: number | null) => (rate === null ? 'No history' : formatPercent(rate))

/** `1 EUR = 1.0870 USD`: the reference rate an answer was converted at. */
const rateText = (from: string, to: string, rate: number) =>
  `1 ${from.toUpperCase()} = ${formatNumber(rate, 4)} ${to.toUpperCase()}`

function Best({ children }: { children: ReactNode }) {
  return <span className="ally-QuoteResponses-best">{children}</span>
}

export function ComparisonTable({ comparison, today }: ComparisonTableProps) {
  const { quote, lines } = comparison
  const noteId = useId()
  const vendors = answeredVendors(comparison)
  const best = bestUnitPrices(comparison, today)
  const lowest = bestTotal(comparison, today)
  const money = (amount: number | null) =>
    amount === null ? NONE : formatMoney(amount, quote.currency)
  const awardOf = (lineId: string) => comparison.awards.find((award) => award.lineId === lineId)

  /** A term row: its name and one cell per vendor. */
  const termRow = (name: string, cell: (vendor: ComparedVendor) => ReactNode, id = name) => (
    <tr key={id} data-term={id}>
      <th scope="row" colSpan={2}>
        {name}
      </th>
      {vendors.map((vendor) => (
        <td key={vendor.rfqId}>{cell(vendor)}</td>
      ))}
    </tr>
  )

  return (
    <div className="ally-QuoteResponses-comparison">
      <p id={noteId} className="ally-QuoteResponses-caption">
        Prices per requested unit in {quote.currency.toUpperCase()}; answers in other currencies are
        converted at fixed reference rates.
        {vendors.length > 1 && (
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
              {vendors.map((vendor) => (
                <th scope="col" key={vendor.rfqId} data-vendor={vendor.vendor.id}>
                  <AllyLink
                    to={routeTo.vendor(vendor.vendor.id)}
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
                    <span className="ally-QuoteResponses-rate">
                      Revision {vendor.response.revision}
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const award = awardOf(line.id)
              return (
                <tr key={line.id} data-line={line.id}>
                  <th scope="row">
                    <span className="ally-QuoteResponses-item">{line.description}</span>
                    <span className="ally-QuoteResponses-muted">
                      {formatNumber(line.quantity)} {line.unit}
                      {line.specifications ? ` · ${line.specifications}` : ''}
                    </span>
                  </th>
                  <td>{line.targetPrice == null ? NONE : money(line.targetPrice)}</td>
                  {vendors.map((vendor) => {
                    const price = linePrice(vendor, line.id)
                    if (!price)
                      return (
                        <td key={vendor.rfqId} className="ally-QuoteResponses-muted">
                          Not quoted
                        </td>
                      )
                    const offered = vendor.response?.lines.find((item) => item.lineId === line.id)
                    const isBest =
                      best.get(line.id) === price.unitPrice && !isExpired(vendor, today)
                    const won = award?.vendorId === vendor.vendor.id
                    return (
                      <td
                        key={vendor.rfqId}
                        data-best={isBest || undefined}
                        data-awarded={won || undefined}
                      >
                        <span className="ally-QuoteResponses-price">{money(price.unitPrice)}</span>
                        {isBest && <Best>Best price</Best>}
                        {won && <span className="ally-QuoteResponses-won">Awarded</span>}
                        <span className="ally-QuoteResponses-muted">
                          {offered && offered.quantity !== line.quantity
                            ? `${formatNumber(offered.quantity)} of ${formatNumber(line.quantity)} ${line.unit} · `
                            : ''}
                          {money(price.total)}
                          {offered?.leadTimeDays != null
                            ? ` · ${formatDays(offered.leadTimeDays)}`
                            : ''}
                        </span>
                        {offered?.note && (
                          <span className="ally-QuoteResponses-note">{offered.note}</span>
                        )}
                      </td>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
          <tbody className="ally-QuoteResponses-terms">
            {termRow('Subtotal', (vendor) => money(vendor.subtotal))}
            {termRow('Shipping', (vendor) => money(vendor.shippingCost))}
            {termRow(
              'Landed cost',
              (vendor) => (
                <>
                  <strong>{money(vendor.total)}</strong>
                  {vendor.total !== null &&
                    vendor.total === lowest &&
                    !isExpired(vendor, today) && <Best>Lowest</Best>}
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
            {termRow('Response rate', (vendor) => percent(vendor.responseRate))}
            {termRow('Win rate', (vendor) => percent(vendor.winRate))}
            {termRow('On-time delivery', (vendor) => percent(vendor.onTimeRate))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
