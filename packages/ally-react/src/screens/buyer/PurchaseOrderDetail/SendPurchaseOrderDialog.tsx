import { Email, type PurchaseOrder } from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Form } from 'react-aria-components/Form'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { useSendPurchaseOrder } from '../../../queries/purchaseOrders'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/confirm-dialog/ConfirmDialog.css'
import '../../../blocks/detail-page/SourcingButton.css'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { fieldErrorsOf } from '../../../blocks/forms/useServerFieldErrors'

/** The most addresses a PO's e-mail is copied to (the endpoint's limit). */
export const MAX_PURCHASE_ORDER_CC = 10

/**
 * Copy-to addresses as typed: separated by commas (or semicolons, spaces, new lines), each
 * checked with the API's own e-mail rule, repeats dropped.
 *
 * @example
 * parseCc('a@x.test, b@x.test') // { addresses: ['a@x.test', 'b@x.test'] }
 * parseCc('a@x.test, nope') // { addresses: ['a@x.test'], error: 'Not an e-mail address: nope' }
 */
export function parseCc(typed: string): { addresses: string[]; error?: string } {
  const seen = new Set<string>()
  const addresses: string[] = []
  const wrong: string[] = []
  for (const part of typed.split(/[\s,;]+/)) {
    if (!part) continue
    if (!Email.safeParse(part).success) wrong.push(part)
    else if (!seen.has(part.toLowerCase())) {
      seen.add(part.toLowerCase())
      addresses.push(part)
    }
  }
  if (wrong.length) {
    return {
      addresses,
      error: `${wrong.length === 1 ? 'Not an e-mail address' : 'Not e-mail addresses'}: ${wrong.join(', ')}`,
    }
  }
  if (addresses.length > MAX_PURCHASE_ORDER_CC) {
    return { addresses, error: `Copy to at most ${MAX_PURCHASE_ORDER_CC} addresses.` }
  }
  return { addresses }
}

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
  const [message, setMessage] = useState('')
  const [cc, setCc] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const send = useSendPurchaseOrder({
    onSuccess: (result) => {
      toast.success(result.message)
      setMessage('')
      setCc('')
      onClose()
    },
    onError: (error) => {
      // Field issues show on their fields (`cc.2` on the copy-to field); anything else is toasted.
      const fields = Object.entries(fieldErrorsOf(error))
      const onField = Object.fromEntries(
        fields
          .map(([path, text]) => [path.split('.')[0] ?? path, text] as const)
          .filter(([name]) => name === 'cc' || name === 'message'),
      )
      if (Object.keys(onField).length) setErrors(onField)
      else showError(error)
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const copies = parseCc(cc)
    if (copies.error) {
      setErrors({ cc: copies.error })
      return
    }
    const note = message.trim()
    send.mutate({
      params: { id: po.id },
      body: {
        ...(note ? { message: note } : {}),
        ...(copies.addresses.length ? { cc: copies.addresses } : {}),
      },
    })
  }

  return (
    <ModalOverlay
      className="ally-ConfirmDialog-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !send.isPending) onClose()
      }}
      isDismissable={!send.isPending}
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
            validationErrors={errors}
            onSubmit={onSubmit}
            className="ally-SendPurchaseOrder-form"
          >
            <TextField
              className="ally-SendPurchaseOrder-message"
              name="message"
              value={message}
              onChange={(value) => {
                setMessage(value)
                setErrors({})
              }}
              maxLength={4000}
            >
              <Label>Message to the vendor (optional)</Label>
              <TextArea rows={3} className="ally-SourcingTextArea" />
              <FieldError className="ally-SendPurchaseOrder-error" />
            </TextField>
            <TextInput
              label="Copy to (optional)"
              name="cc"
              value={cc}
              onChange={(value) => {
                setCc(value)
                setErrors({})
              }}
              placeholder="buyer@example.com, finance@example.com"
              description={`E-mail addresses separated by commas; up to ${MAX_PURCHASE_ORDER_CC}.`}
            />
            <div className="ally-ConfirmDialog-actions">
              <Button className="ally-SourcingButton" slot="close" isDisabled={send.isPending}>
                Not now
              </Button>
              <Button
                type="submit"
                className="ally-SourcingButton"
                data-variant="primary"
                isPending={send.isPending}
              >
                {send.isPending
                  ? 'Sending…'
                  : approving
                    ? 'Approve and send'
                    : 'Send purchase order'}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
