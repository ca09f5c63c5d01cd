import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import '../detail-page/SourcingButton.css'
import './ConfirmDialog.css'

export interface ConfirmDialogProps {
  isOpen: boolean
  /** Closing without confirming (Escape, the overlay, the cancel button); not while pending. */
  onCancel: () => void
  onConfirm: () => void
  /** The confirmed action is under way: nothing closes, the confirm button shows it. */
  isPending: boolean
  /** The dialog's name, as a question: "Delete this RFQ?". */
  title: string
  confirmLabel: string
  /** The confirm button's words while pending. @default confirmLabel */
  pendingLabel?: string
  /** @default 'Cancel' */
  cancelLabel?: string
  /** `danger` for an action that removes something. @default 'primary' */
  tone?: 'primary' | 'danger'
  /** Keeps the confirming button disabled until what the dialog asks for is given. */
  isConfirmDisabled?: boolean
  /** What the action does, and any field it needs. */
  children: ReactNode
}

/** A modal that asks once more before an action that cannot be undone. */
export function ConfirmDialog({
  isOpen,
  onCancel,
  onConfirm,
  isPending,
  title,
  confirmLabel,
  pendingLabel = confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'primary',
  isConfirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay
      className="ally-ConfirmDialog-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel()
      }}
      isDismissable={!isPending}
    >
      <Modal className="ally-ConfirmDialog-modal">
        <Dialog className="ally-ConfirmDialog">
          <Heading slot="title">{title}</Heading>
          {children}
          <div className="ally-ConfirmDialog-actions">
            <Button className="ally-SourcingButton" slot="close" isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button
              className="ally-SourcingButton"
              data-variant={tone}
              isPending={isPending}
              isDisabled={isConfirmDisabled}
              onPress={onConfirm}
            >
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
