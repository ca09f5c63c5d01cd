import type { Shipment } from '@ally/sdk'
import { type FormEvent, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Checkbox } from 'react-aria-components/Checkbox'
import { Form } from 'react-aria-components/Form'
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components/TextField'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { focusFirstProblem } from '../../../blocks/forms/focusFirstProblem'
import { readForm } from '../../../blocks/forms/formData'
import { fieldErrorsOf } from '../../../blocks/forms/useServerFieldErrors'
import { useReceiveShipment } from '../../../queries/shipments'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import { toast } from '../../../ui/Toaster'
import {
  figure,
  formProblemsOf,
  LINES_FIELD,
  outstandingOf,
  quantityField,
  REST_MISSING_FIELD,
  receiptOf,
  rejectedField,
} from './receipt'
import '../../../blocks/forms/Checkbox.css'
import '../../../blocks/detail-page/SourcingButton.css'

const NONE: Record<string, string> = {}

export interface ReceiveShipmentFormProps {
  shipment: Shipment
  /** The `id` of the section's heading, which names the form. */
  titleId: string
}

/**
 * The buyer's record of goods arriving: per line still outstanding, how much came in good order
 * (prefilled with all of it; less for a shortage, 0 to skip the line) and how much was rejected
 * (damaged, wrong); whether the rest is missing rather than still to come (then it counts as
 * short); and a note on damage or shortage. Rejected and short goods become delivery issues on
 * the purchase order, which the buyer settles there. Checked
 * as the server checks it; the server's field errors show at their fields. On success the
 * server's message is toasted ('Receipt recorded') and the page shows the updated shipment.
 */
export function ReceiveShipmentForm({ shipment, titleId }: ReceiveShipmentFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [problems, setProblems] = useState(NONE)
  const lines = shipment.lines.filter((line) => outstandingOf(line) > 0)
  // Callbacks on the hook, not on `mutate`: a receipt that completes the shipment removes this
  // form, and the toast must still show.
  const receive = useReceiveShipment({
    onSuccess: (result) => {
      setProblems(NONE)
      toast.success(result.message)
    },
    onError: (error, input) => {
      setProblems(formProblemsOf(fieldErrorsOf(error), input.body, lines))
      showError(error)
      focusFirstProblem(formRef)
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = readForm(event)
    if (receive.isPending) return
    const receipt = receiptOf(lines, values)
    if (receipt.problems) {
      setProblems(receipt.problems)
      focusFirstProblem(formRef)
      return
    }
    receive.mutate({ params: { id: shipment.id }, body: receipt.body })
  }

  // Once anything is typed the last verdict is stale, and would block the next submit.
  const clear = () => setProblems(NONE)

  return (
    <Form
      // New defaults (what is still outstanding) after each receipt.
      key={shipment.receipts.length}
      ref={formRef}
      className="ally-ReceiveShipment"
      validationErrors={problems}
      onSubmit={onSubmit}
      aria-labelledby={titleId}
    >
      {problems[LINES_FIELD] && (
        <p className="ally-ReceiveShipment-problem" role="alert" tabIndex={-1}>
          {problems[LINES_FIELD]}
        </p>
      )}
      <ol className="ally-ReceiveShipment-lines" onInput={clear}>
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
      <Checkbox
        name={REST_MISSING_FIELD}
        value="true"
        className="ally-Checkbox ally-ReceiveShipment-rest"
        onChange={clear}
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
      <TextField
        className="ally-ReceiveShipment-note"
        name="note"
        maxLength={2000}
        onChange={clear}
      >
        <Label>Note on damage or shortage (optional)</Label>
        <TextArea className="ally-SourcingTextArea" rows={2} />
        <Text slot="description" className="ally-TextInput-description">
          Kept with the receipt on the shipment's timeline and the purchase order's history.
        </Text>
        <FieldError className="ally-TextInput-error" />
      </TextField>
      <Button
        type="submit"
        className="ally-SourcingButton"
        data-variant="primary"
        isPending={receive.isPending}
      >
        {receive.isPending ? 'Recording…' : 'Record receipt'}
      </Button>
    </Form>
  )
}
