import {
  type BusinessAnalytics,
  formatDays,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@ally/sdk'
import type { ReactNode } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'

/** '—' on screen, 'No data' to a screen reader: nothing measured is not 0. */
function NoData() {
  return (
    <span title="No data">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>No data</VisuallyHidden>
    </span>
  )
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count, 0)} ${count === 1 ? one : many}`

/** The headline figures of the period, one tile each. */
export function Summary({ report }: { report: BusinessAnalytics }) {
  const { totals, savings, delivery, openCommitments, currency } = report
  const money = (amount: number) => formatMoney(amount, currency)
  const rounds = plural(savings.rounds, 'round awarded', 'rounds awarded')
  return (
    <dl className="ally-BusinessAnalytics-summary">
      <Tile label="Spend" note={plural(totals.purchaseOrders, 'purchase order', 'purchase orders')}>
        {money(totals.spend)}
      </Tile>
      <Tile label="Purchase orders">{formatNumber(totals.purchaseOrders, 0)}</Tile>
      <Tile label="Vendors used">{formatNumber(totals.vendorsUsed, 0)}</Tile>
      <SavingsTile
        label="Savings against the average answer"
        amount={savings.againstAverage}
        currency={currency}
      >
        {savings.rounds === 0 ? 'No round awarded' : rounds}
      </SavingsTile>
      <SavingsTile
        label="Savings against the highest answer"
        amount={savings.againstHighest}
        currency={currency}
      >
        {savings.rounds === 0 ? 'No round awarded' : `Awarded ${money(savings.awarded)}`}
      </SavingsTile>
      <Tile label="Average cycle" note="RFQs sent to first PO">
        {totals.averageCycleDays === null ? <NoData /> : formatDays(totals.averageCycleDays)}
      </Tile>
      <Tile
        label="On-time rate"
        note={plural(delivery.linesReceived, 'line received', 'lines received')}
      >
        {delivery.onTimeRate === null ? <NoData /> : formatPercent(delivery.onTimeRate)}
      </Tile>
      <Tile
        label="Shortage rate"
        note={`${plural(delivery.linesShort, 'line', 'lines')} short or rejected`}
      >
        {delivery.shortageRate === null ? <NoData /> : formatPercent(delivery.shortageRate)}
      </Tile>
      <Tile
        label="Open commitments"
        note={`${plural(openCommitments.purchaseOrders, 'purchase order', 'purchase orders')} not yet received`}
      >
        {money(openCommitments.amount)}
      </Tile>
    </dl>
  )
}

/**
 * Savings, which are negative when the award cost more than the answers compared: then the tile
 * says so in words ("Cost more"), not by colour alone.
 */
function SavingsTile({
  label,
  amount,
  currency,
  children,
}: {
  label: string
  amount: number
  currency: string
  children: ReactNode
}) {
  const over = amount < 0
  return (
    <Tile label={label} note={children} tone={over ? 'negative' : undefined}>
      {formatMoney(amount, currency)}
      {over && <span className="ally-BusinessAnalytics-overspend"> cost more</span>}
    </Tile>
  )
}

function Tile({
  label,
  note,
  tone,
  children,
}: {
  label: string
  note?: ReactNode
  tone?: 'negative'
  children: ReactNode
}) {
  return (
    <div className="ally-BusinessAnalytics-tile" data-tone={tone}>
      <dt>{label}</dt>
      <dd>
        <span className="ally-BusinessAnalytics-tileValue">{children}</span>
        {note && <span className="ally-BusinessAnalytics-tileNote">{note}</span>}
      </dd>
    </div>
  )
}
