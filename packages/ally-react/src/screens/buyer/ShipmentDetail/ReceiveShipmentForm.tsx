import type { Shipment } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { ReceiptLineFields, ReceiptNoteField, RestMissingCheckbox } from './ReceiptFields'
import { LINES_FIELD } from './receipt'
import { useReceiveShipmentForm } from './useReceiveShipmentForm'
import '../../../blocks/detail-page/SourcingButton.css'

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
  const { formRef, problems, lines, onSubmit, clear, isPending } = useReceiveShipmentForm(shipment)
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
      <ReceiptLineFields lines={lines} onInput={clear} />
      <RestMissingCheckbox onChange={clear} />
      <ReceiptNoteField onChange={clear} />
      <Button
        type="submit"
        className="ally-SourcingButton"
        data-variant="primary"
        isPending={isPending}
      >
        {isPending ? 'Recording…' : 'Record receipt'}
      </Button>
    </Form>
  )
}
