import { formatMoney } from '@ally/sdk'
import { LinesEditor } from '../../../blocks/lines-editor/LinesEditor'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import { emptyLine, lineTotal, MAX_PO_LINES, type PoLineDraft } from './poForm'

export interface PoLinesFieldProps {
  lines: PoLineDraft[]
  onChange: (lines: PoLineDraft[]) => void
  currency: string
  /** The whole list's problem ("Add at least one line."), shown above the rows. */
  problem?: string
}

/**
 * What is ordered, one row per line: description, quantity, unit and unit price, with the line's
 * total as it is typed (LinesEditor handles the rows and their focus).
 */
export function PoLinesField({ lines, onChange, currency, problem }: PoLinesFieldProps) {
  return (
    <LinesEditor
      className="ally-PurchaseOrderCreate-section"
      legend="Lines"
      noun="Line"
      lines={lines}
      onChange={onChange}
      newLine={emptyLine}
      maxLines={MAX_PO_LINES}
      problem={problem}
    >
      {(line, index, change) => (
        <>
          <AmountInput
            label={`Unit price (${currency.toUpperCase()})`}
            name={`lines.${index}.unitPrice`}
            // Quoted prices may carry fractions of a cent; the line's total is what is rounded.
            value={line.unitPrice}
            onChange={(unitPrice) => change({ unitPrice })}
          />
          <p className="ally-PurchaseOrderCreate-lineTotal">
            <span className="ally-PurchaseOrderCreate-hint">Line total</span>{' '}
            <strong>{formatMoney(lineTotal(line), currency)}</strong>
          </p>
        </>
      )}
    </LinesEditor>
  )
}
