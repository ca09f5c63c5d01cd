import type { FormEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { TextInput } from '../../../ui/TextInput'
import type { RfqConfirmation } from './useRfqActions'
import '../../../blocks/detail-page/SourcingButton.css'

/** A new deadline for the RFQ (a day from today on), and the button that sets it. */
export function ExtendDeadlineForm({
  isDisabled,
  onExtend,
}: {
  isDisabled: boolean
  /** The new deadline, as an ISO timestamp. */
  onExtend: (deadline: string) => void
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const day = new FormData(event.currentTarget).get('deadline')
    if (typeof day !== 'string' || !day) return
    // The end of the chosen day, where the buyer is.
    onExtend(new Date(`${day}T23:59:00`).toISOString())
  }
  return (
    <Form className="ally-RfqDetail-extend" onSubmit={onSubmit}>
      <TextInput
        label="New deadline"
        name="deadline"
        type="date"
        required
        min={new Date().toISOString().slice(0, 10)}
      />
      <Button type="submit" className="ally-SourcingButton" isDisabled={isDisabled}>
        Extend deadline
      </Button>
    </Form>
  )
}

/** "Send again", and what it does to the link the vendor already has. */
export function ResendRfq({
  vendorName,
  isPending,
  isDisabled,
  onResend,
}: {
  vendorName: string
  isPending: boolean
  isDisabled: boolean
  onResend: () => void
}) {
  return (
    <p className="ally-RfqDetail-resend">
      <Button
        className="ally-SourcingButton"
        isPending={isPending}
        isDisabled={isDisabled}
        onPress={onResend}
      >
        {isPending ? 'Sending…' : 'Send again'}
      </Button>{' '}
      <span className="ally-SourcingMuted">
        {vendorName} gets the request again with a new link; the old one stops working.
      </span>
    </p>
  )
}

/** Asks before cancelling or deleting the RFQ, saying what each means for the vendor. */
export function ConfirmRfqChange({
  confirming,
  vendorName,
  isPending,
  onCancel,
  onConfirm,
}: {
  confirming: RfqConfirmation | null
  vendorName: string
  isPending: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const deleting = confirming === 'delete'
  return (
    <ConfirmDialog
      isOpen={confirming !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      isPending={isPending}
      title={deleting ? 'Delete this RFQ?' : 'Cancel this RFQ?'}
      confirmLabel={deleting ? 'Delete RFQ' : 'Cancel RFQ'}
      cancelLabel="Keep it"
      tone="danger"
    >
      <p>
        {deleting
          ? `${vendorName} is told the request was withdrawn, and its answers go with it. This cannot be undone.`
          : `${vendorName} can no longer answer. The RFQ and its answers stay for your records.`}
      </p>
    </ConfirmDialog>
  )
}
