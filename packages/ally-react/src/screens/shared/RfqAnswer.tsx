import { formatMoney, type Rfq, rfqAnswer } from '@ally/sdk'
import './RfqAnswer.css'

/**
 * An RFQ's answer in a list cell: the vendor's total (in the round's currency), or what its
 * answer amounts to (declined, awaited, none), muted.
 */
export function RfqAnswer({
  rfq,
}: {
  rfq: Pick<Rfq, 'status' | 'total' | 'deadline' | 'currency'>
}) {
  const answer = rfqAnswer(rfq)
  return answer === null && rfq.total !== null ? (
    formatMoney(rfq.total, rfq.currency)
  ) : (
    <span className="ally-RfqAnswer-none">{answer}</span>
  )
}
