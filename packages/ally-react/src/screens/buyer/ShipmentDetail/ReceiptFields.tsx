import type { ShipmentLine } from '@ally/sdk'
import { Checkbox } from 'react-aria-components/Checkbox'
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components/TextField'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import { figure, outstandingOf, quantityField, REST_MISSING_FIELD, rejectedField } from './receipt'
import '../../../blocks/forms/Checkbox.css'

/** Each line still outstanding: how much of it is outstanding, how much came and was rejected. */
export function ReceiptLineFields({
  lines,
  onInput,
}: {
  lines: readonly ShipmentLine[]
  onInput: () => void
}) {
  return (
    <ol className="ally-ReceiveShipment-lines" onInput={onInput}>
      {lines.map((line, index) => (
        <li key={line.lineId}>
          <fieldset className="ally-ReceiveShipment-line">
            <legend>
              {line.description} ({line.unit})
            </legend>
            <p className="ally-SourcingMuted">
              {figure(outstandingOf(line))} of {figure(line.quantity)} outstanding
            </p>
            <AmountInput
              label="Received"
              description="In good order"
              name={quantityField(index)}
              defaultValue={figure(outstandingOf(line))}
            />
            <AmountInput
              label="Rejected"
              name={rejectedField(index)}
              defaultValue="0"
              description="Damaged or wrong"
            />
          </fieldset>
        </li>
      ))}
    </ol>
  )
}

/** The checkbox saying nothing more is coming, so what is missing counts as short. */
export function RestMissingCheckbox({ onChange }: { onChange: () => void }) {
  return (
    <Checkbox
      name={REST_MISSING_FIELD}
      value="true"
      className="ally-Checkbox ally-ReceiveShipment-rest"
      onChange={onChange}
    >
      {({ isSelected }) => (
        <>
          <span className="ally-Checkbox-box" aria-hidden="true">
            {isSelected ? '✓' : null}
          </span>
          Nothing more of this shipment is coming: count what is missing as short
        </>
      )}
    </Checkbox>
  )
}

/** The receipt's optional note on damage or shortage, and where it is kept. */
export function ReceiptNoteField({ onChange }: { onChange: () => void }) {
  return (
    <TextField
      className="ally-ReceiveShipment-note"
      name="note"
      maxLength={2000}
      onChange={onChange}
    >
      <Label>Note on damage or shortage (optional)</Label>
      <TextArea className="ally-SourcingTextArea" rows={2} />
      <Text slot="description" className="ally-TextInput-description">
        Kept with the receipt on the shipment's timeline and the purchase order's history.
      </Text>
      <FieldError className="ally-TextInput-error" />
    </TextField>
  )
}
