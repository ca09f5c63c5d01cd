import { formatMoney, type Rfq, rfqAnswer } from '@ally/sdk'
import './RfqAnswer.css'

/**
 * An RFQ's answer in a list cell: the vendor's total (in the round's currency), or what its
 * answer amounts to (declined, awaited, none), muted. Once awarded, what the vendor won: in a
 * split award less than it quoted, which the cell says beneath.
 */
export function RfqAnswer({
  rfq,
}: {
  rfq: Pick<Rfq, 'status' | 'total' | 'awardedTotal' | 'deadline' | 'currency'>
}) {
  const answer = rfqAnswer(rfq)
  if (answer !== null || rfq.total === null) {
    return <span className="ally-RfqAnswer-none">{answer}</span>
  }
  const won = rfq.status === 'awarded' ? rfq.awardedTotal : null
  if (won === null || won === rfq.total) return formatMoney(rfq.total, rfq.currency)
  return (
    <span className="ally-RfqAnswer-won">
      {formatMoney(won, rfq.currency)}{' '}
      <span className="ally-RfqAnswer-quoted">
        of {formatMoney(rfq.total, rfq.currency)} quoted
      </span>
    </span>
  )
}
