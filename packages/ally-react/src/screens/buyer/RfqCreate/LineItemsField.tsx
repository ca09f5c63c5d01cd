import { type FileRef, MAX_ORDER_LINES } from '@ally/sdk'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { TextInput } from '../../../ui/TextInput'
import { AttachFiles } from '../../shared/Attachments'
import { emptyLine, type LineDraft } from './rfqForm'

export interface LineItemsFieldProps {
  lines: LineDraft[]
  onChange: (lines: LineDraft[]) => void
  currency: string
  /** The whole list's problem ("Add at least one item."), shown above the rows. */
  problem?: string
  /** Uploads a file chosen for a line (the buyer's `uploadFile`). */
  upload: (file: File) => Promise<FileRef>
}

/**
 * The items asked for, one row each: description, quantity and unit, an optional target price
 * (never shown to vendors) and specifications. A new row takes focus; removing one moves focus
 * to the row before it, so keyboard users never land on the page's top.
 */
export function LineItemsField({
  lines,
  onChange,
  currency,
  problem,
  upload,
}: LineItemsFieldProps) {
  const list = useRef<HTMLOListElement>(null)
  const focusRow = useRef<number | null>(null)

  useEffect(() => {
    if (focusRow.current === null) return
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-line-first]')
    rows?.[Math.min(focusRow.current, rows.length - 1)]?.focus()
    focusRow.current = null
  })

  const change = (index: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)))

  return (
    <fieldset className="ally-RfqCreate-section ally-RfqCreate-lines">
      <legend>Items</legend>
      {problem && (
        <p className="ally-RfqCreate-problem" role="alert">
          {problem}
        </p>
      )}
      <ol ref={list}>
        {lines.map((line, index) => (
          <li key={line.key}>
            <fieldset className="ally-RfqCreate-line">
              <legend>Item {index + 1}</legend>
              <TextField
                className="ally-RfqCreate-description"
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
                label={`Target unit price (${currency.toUpperCase()})`}
                name={`lines.${index}.targetPrice`}
                type="number"
                min={0}
                step={0.01}
                inputMode="decimal"
                description="Optional; vendors never see it."
                value={line.targetPrice}
                onChange={(targetPrice) => change(index, { targetPrice })}
              />
              <TextField
                className="ally-RfqCreate-specifications"
                name={`lines.${index}.specifications`}
                value={line.specifications}
                onChange={(specifications) => change(index, { specifications })}
                maxLength={2000}
              >
                <Label>Specifications (optional)</Label>
                <TextArea rows={2} />
                <FieldError className="ally-TextInput-error" />
              </TextField>
              <div className="ally-RfqCreate-files">
                <AttachFiles
                  label={`Files for item ${index + 1}`}
                  files={line.attachments}
                  onChange={(attachments) => change(index, { attachments })}
                  upload={upload}
                />
              </div>
              {lines.length > 1 && (
                <Button
                  className="ally-RfqCreate-remove"
                  aria-label={`Remove item ${index + 1}`}
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
        data-variant="secondary"
        isDisabled={lines.length >= MAX_ORDER_LINES}
        onPress={() => {
          focusRow.current = lines.length
          onChange([...lines, emptyLine()])
        }}
      >
        Add item
      </Button>
    </fieldset>
  )
}
