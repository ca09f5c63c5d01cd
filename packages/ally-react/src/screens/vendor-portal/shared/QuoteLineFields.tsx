import { formatMoney, formatNumber, type VendorRfq } from '@ally/sdk'
import { TextInput } from '../../../ui/TextInput'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import type { QuoteDraft } from './quoteTotals'

type Line = VendorRfq['lines'][number]
type Answered = NonNullable<VendorRfq['response']>['lines'][number]
type Typed = QuoteDraft['lines'][number]

export interface QuoteLineFieldsProps {
  line: Line
  /** The line's place in the RFQ: its fields are named `lines.N.…`, as the server names them. */
  index: number
  /** This line in the answer already sent, which a revision starts from. */
  previous: Answered | undefined
  /** Of the answer, as chosen in the form. */
  currency: string
  /** The unit price and quantity as typed; the form keeps them for its running totals. */
  typed: Typed
  /** Price × quantity as typed, or null while the line has no price. */
  total: number | null
  onChange: (field: keyof Typed, value: string) => void
}

/**
 * One asked line of the quote answer: its unit price, the quantity offered (at most the quantity
 * asked: less is a partial offer, more the server refuses), a lead time and a note, and the line's
 * total as typed.
 */
export function QuoteLineFields({
  line,
  index,
  previous,
  currency,
  typed,
  total,
  onChange,
}: QuoteLineFieldsProps) {
  // Quantities go to a thousandth, as the contract takes them.
  const asked = `${formatNumber(line.quantity, 3)} ${line.unit}`
  return (
    <fieldset className="ally-VendorForm-group">
      <legend>
        {line.description} <span className="ally-VendorForm-aside">{asked} asked</span>
      </legend>
      <AmountInput
        label={`Unit price (${currency.toUpperCase()})`}
        name={`lines.${index}.unitPrice`}
        value={typed.unitPrice}
        onChange={(value) => onChange('unitPrice', value)}
        cents
      />
      <AmountInput
        label="Quantity offered"
        description={`At most ${asked}`}
        name={`lines.${index}.quantity`}
        max={line.quantity}
        errorMessage={({ validationDetails, validationErrors }) =>
          validationDetails.rangeOverflow
            ? `Offer at most the ${asked} asked.`
            : validationErrors.join(' ')
        }
        value={typed.quantity}
        onChange={(value) => onChange('quantity', value)}
      />
      <TextInput
        label="Lead time for this item (days)"
        name={`lines.${index}.leadTimeDays`}
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={previous?.leadTimeDays != null ? String(previous.leadTimeDays) : undefined}
      />
      <TextInput
        label="Note"
        name={`lines.${index}.note`}
        defaultValue={previous?.note ?? undefined}
      />
      {/* Not a live region: the form's total announces itself, each line would be noise. */}
      <p className="ally-QuoteAnswer-lineTotal ally-VendorForm-wide">
        <span>Line total</span>{' '}
        <span className="ally-QuoteAnswer-amount" data-quoted={total !== null}>
          {total === null ? 'Not quoted' : formatMoney(total, currency)}
        </span>
      </p>
    </fieldset>
  )
}
