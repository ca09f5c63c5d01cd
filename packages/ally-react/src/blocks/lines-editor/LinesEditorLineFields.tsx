import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { TextInput } from '../../ui/TextInput'
import { AmountInput } from '../../ui/TextInput/AmountInput'
import type { LinesEditorLine } from './LinesEditor'
import '../detail-page/sourcing.css'

export interface LinesEditorLineFieldsProps {
  line: LinesEditorLine
  index: number
  /** One line's name, capitalised: "Line" reads "Line 2" and "Remove line 2". */
  noun: string
  /** Patches this line's description, quantity or unit. */
  onChange: (patch: Partial<LinesEditorLine>) => void
  /** Absent while this is the only line, which cannot be removed. */
  onRemove?: () => void
  /** The screen's own fields for this line, after description, quantity and unit. */
  children: ReactNode
}

/** One line of a LinesEditor: its description, quantity and unit, the screen's fields, Remove. */
export function LinesEditorLineFields({
  line,
  index,
  noun,
  onChange,
  onRemove,
  children,
}: LinesEditorLineFieldsProps) {
  return (
    <li>
      <fieldset className="ally-LinesEditor-line">
        <legend>
          {noun} {index + 1}
        </legend>
        <TextField
          className="ally-LinesEditor-wide ally-LinesEditor-text"
          name={`lines.${index}.description`}
          value={line.description}
          onChange={(description) => onChange({ description })}
          maxLength={500}
        >
          <Label>Description</Label>
          {/* The line's first field: where focus goes when the line is added or the next removed. */}
          <TextArea className="ally-SourcingTextArea" rows={1} data-line-first="" />
          <FieldError className="ally-TextInput-error" />
        </TextField>
        <AmountInput
          label="Quantity"
          name={`lines.${index}.quantity`}
          value={line.quantity}
          onChange={(quantity) => onChange({ quantity })}
        />
        <TextInput
          label="Unit"
          name={`lines.${index}.unit`}
          value={line.unit}
          onChange={(unit) => onChange({ unit })}
        />
        {children}
        {onRemove && (
          <Button
            className="ally-SourcingRemove"
            aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            onPress={onRemove}
          >
            Remove
          </Button>
        )}
      </fieldset>
    </li>
  )
}
