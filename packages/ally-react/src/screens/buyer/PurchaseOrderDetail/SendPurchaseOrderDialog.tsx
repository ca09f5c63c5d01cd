import type { PurchaseOrder } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Form } from 'react-aria-components/Form'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { TextInput } from '../../../ui/TextInput'
import { MAX_PURCHASE_ORDER_CC } from './copyToAddresses'
import { type SendPurchaseOrderForm, useSendPurchaseOrderForm } from './useSendPurchaseOrderForm'
import '../../../blocks/confirm-dialog/ConfirmDialog.css'
import '../../../blocks/detail-page/SourcingButton.css'

export { MAX_PURCHASE_ORDER_CC, parseCc } from './copyToAddresses'

export interface SendPurchaseOrderDialogProps {
  po: PurchaseOrder
  isOpen: boolean
  /** An owner or admin approving a PO that waits for approval: sending it approves it. */
  approving?: boolean
  /** Closing: Escape, the overlay, "Not now", or once sent. */
  onClose: () => void
}

/**
 * Sends a draft PO: its vendor is e-mailed the PDF with a link to accept or decline it, with an
 * optional message and copies to other addresses. The server's answer is toasted.
 */
export function SendPurchaseOrderDialog({
  po,
  isOpen,
  approving = false,
  onClose,
}: SendPurchaseOrderDialogProps) {
  const form = useSendPurchaseOrderForm(po, onClose)
  return (
    <ModalOverlay
      className="ally-ConfirmDialog-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !form.isPending) onClose()
      }}
      isDismissable={!form.isPending}
    >
      <Modal className="ally-ConfirmDialog-modal">
        <Dialog className="ally-ConfirmDialog ally-SendPurchaseOrder">
          <Heading slot="title">
            {approving ? 'Approve and send' : 'Send'} {po.number} to {po.vendor.name}?
          </Heading>
          <p>
            {po.vendor.name} ({po.vendor.email}) is e-mailed the purchase order as a PDF, with a
            link to accept or decline it. Once sent, it can no longer be changed.
          </p>
          <Form
            validationErrors={form.errors}
            onSubmit={form.onSubmit}
            className="ally-SendPurchaseOrder-form"
          >
            <SendPurchaseOrderFields form={form} />
            <SendPurchaseOrderButtons isPending={form.isPending} approving={approving} />
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

/** The send dialog's fields: the message to the vendor and the addresses copied. */
function SendPurchaseOrderFields({ form }: { form: SendPurchaseOrderForm }) {
  return (
    <>
      <TextField
        className="ally-SendPurchaseOrder-message"
        name="message"
        value={form.message}
        onChange={form.typeMessage}
        maxLength={4000}
      >
        <Label>Message to the vendor (optional)</Label>
        <TextArea rows={3} className="ally-SourcingTextArea" />
        <FieldError className="ally-SendPurchaseOrder-error" />
      </TextField>
      <TextInput
        label="Copy to (optional)"
        name="cc"
        value={form.cc}
        onChange={form.typeCc}
        placeholder="buyer@example.com, finance@example.com"
        description={`E-mail addresses separated by commas; up to ${MAX_PURCHASE_ORDER_CC}.`}
      />
    </>
  )
}

/** The send dialog's buttons: "Not now", and sending (which approves it when `approving`). */
function SendPurchaseOrderButtons({
  isPending,
  approving,
}: {
  isPending: boolean
  approving: boolean
}) {
  return (
    <div className="ally-ConfirmDialog-actions">
      <Button className="ally-SourcingButton" slot="close" isDisabled={isPending}>
        Not now
      </Button>
      <Button
        type="submit"
        className="ally-SourcingButton"
        data-variant="primary"
        isPending={isPending}
      >
        {isPending ? 'Sending…' : approving ? 'Approve and send' : 'Send purchase order'}
      </Button>
    </div>
  )
}
