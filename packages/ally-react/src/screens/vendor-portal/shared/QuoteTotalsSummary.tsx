import { formatMoney } from '@ally/sdk'
import type { QuoteTotals } from './quoteTotals'

export interface QuoteTotalsSummaryProps {
  totals: QuoteTotals
  /** Of the answer, as chosen in the form. */
  currency: string
  /** How many lines the RFQ asks for. */
  lineCount: number
}

/**
 * The answer's subtotal, shipping and total as the vendor types. Only the total is a polite live
 * region: a screen reader hears it settle, not every line's total on every key.
 */
export function QuoteTotalsSummary({ totals, currency, lineCount }: QuoteTotalsSummaryProps) {
  return (
    <dl className="ally-QuoteTotals">
      <div className="ally-QuoteTotals-row">
        <dt>
          Subtotal{' '}
          <span className="ally-VendorForm-aside">
            ({totals.quoted} of {lineCount} {lineCount === 1 ? 'item' : 'items'} priced)
          </span>
        </dt>
        <dd className="ally-QuoteAnswer-amount">{formatMoney(totals.subtotal, currency)}</dd>
      </div>
      <div className="ally-QuoteTotals-row">
        <dt>Shipping</dt>
        <dd className="ally-QuoteAnswer-amount">{formatMoney(totals.shippingCost, currency)}</dd>
      </div>
      <div className="ally-QuoteTotals-row" data-total aria-live="polite" aria-atomic="true">
        <dt>Total</dt>
        <dd className="ally-QuoteAnswer-amount">{formatMoney(totals.total, currency)}</dd>
      </div>
    </dl>
  )
}
