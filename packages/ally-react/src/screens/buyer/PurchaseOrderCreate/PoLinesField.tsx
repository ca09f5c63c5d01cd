import { formatMoney } from '@ally/sdk'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { TextInput } from '../../../ui/TextInput'
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
 * total as it is typed. A new row takes focus; removing one moves focus to the row before it, so
 * keyboard users never land on the page's top.
 */
export function PoLinesField({ lines, onChange, currency, problem }: PoLinesFieldProps) {
  const list = useRef<HTMLOListElement>(null)
  const focusRow = useRef<number | null>(null)

  useEffect(() => {
    if (focusRow.current === null) return
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-line-first]')
    rows?.[Math.min(focusRow.current, rows.length - 1)]?.focus()
    focusRow.current = null
  })

  const change = (index: number, patch: Partial<PoLineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)))

  return (
    <fieldset className="ally-PurchaseOrderCreate-section ally-PurchaseOrderCreate-lines">
      <legend>Lines</legend>
      {problem && (
        <p className="ally-PurchaseOrderCreate-problem" role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
      <ol ref={list}>
        {lines.map((line, index) => (
          <li key={line.key}>
            <fieldset className="ally-PurchaseOrderCreate-line">
              <legend>Line {index + 1}</legend>
              <TextField
                className="ally-PurchaseOrderCreate-description"
                name={`lines.${index}.description`}
                value={line.description}
                onChange={(description) => change(index, { description })}
                maxLength={500}
              >
                <Label>Description</Label>
                <TextArea rows={1} data-line-first="" />
                <FieldError className="ally-TextInput-error" />
              </TextField>
              <TextInput
                label="Quantity"
                name={`lines.${index}.quantity`}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                value={line.quantity}
                onChange={(quantity) => change(index, { quantity })}
              />
              <TextInput
                label="Unit"
                name={`lines.${index}.unit`}
                value={line.unit}
                onChange={(unit) => change(index, { unit })}
              />
              <TextInput
                label={`Unit price (${currency.toUpperCase()})`}
                name={`lines.${index}.unitPrice`}
                type="number"
                min={0}
                // Quoted prices may carry fractions of a cent; the line's total is what is rounded.
                step="any"
                inputMode="decimal"
                value={line.unitPrice}
                onChange={(unitPrice) => change(index, { unitPrice })}
              />
              <p className="ally-PurchaseOrderCreate-lineTotal">
                <span className="ally-PurchaseOrderCreate-hint">Line total</span>{' '}
                <strong>{formatMoney(lineTotal(line), currency)}</strong>
              </p>
              {lines.length > 1 && (
                <Button
                  className="ally-PurchaseOrderCreate-remove"
                  aria-label={`Remove line ${index + 1}`}
                  onPress={() => {
                    focusRow.current = Math.max(index - 1, 0)
                    onChange(lines.filter((_, at) => at !== index))
                  }}
                >
                  Remove
                </Button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        className="ally-SourcingButton"
        isDisabled={lines.length >= MAX_PO_LINES}
        onPress={() => {
          focusRow.current = lines.length
          onChange([...lines, emptyLine()])
        }}
      >
        Add line
      </Button>
    </fieldset>
  )
}
