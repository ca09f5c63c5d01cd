import { formatMoney, type VendorPurchaseOrder } from '@ally/sdk'
import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Label, Text, TextArea, TextField } from 'react-aria-components/TextField'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { AnswerCard } from './AnswerCard'
import '../../../blocks/detail-page/sourcing.css'

/** The longest note the server takes with an answer (the contract's `Acknowledgement.note`). */
const NOTE_MAX = 2000

/** How the vendor's answer reaches the server: the link's endpoint, or the portal account's. */
export interface PurchaseOrderAnswerProps {
  po: VendorPurchaseOrder
  /** Sends the answer; the page shows the answered PO once it resolves. */
  onAnswer: (accept: boolean, note: string | undefined) => void
  /** The answer is on its way: the dialog stays open and shows it. */
  isPending: boolean
  /** Which dialog is open; owned by the page, which closes it once the server has answered. */
  open: 'accept' | 'decline' | null
  onOpenChange: (open: 'accept' | 'decline' | null) => void
}

/**
 * The vendor's answer to a sent purchase order: accept it or decline it, each confirmed in a
 * dialog with an optional note for the buyer (for a decline, the reason). It answers once.
 */
export function PurchaseOrderAnswer({
  po,
  onAnswer,
  isPending,
  open,
  onOpenChange,
}: PurchaseOrderAnswerProps) {
  const [note, setNote] = useState('')
  const buyer = po.buyer.businessName
  const ask = (which: 'accept' | 'decline') => {
    setNote('')
    onOpenChange(which)
  }
  const accepting = open === 'accept'

  return (
    <AnswerCard
      className="ally-VendorPurchaseOrder-card ally-VendorPurchaseOrder-answer"
      titleClassName="ally-VendorPurchaseOrder-subtitle"
      title="Your answer"
      introClassName="ally-VendorPurchaseOrder-intro"
      intro={
        <>
          {buyer} asks you to confirm this order. Accept it to supply the items below at these
          prices and terms, or decline it. {buyer} is e-mailed your answer, and you answer once.
        </>
      }
    >
      <div className="ally-VendorPurchaseOrder-actions">
        <Button className="ally-VendorButton" onPress={() => ask('accept')}>
          Accept purchase order
        </Button>
        <Button
          className="ally-VendorButton"
          data-variant="secondary"
          onPress={() => ask('decline')}
        >
          Decline
        </Button>
      </div>
      <ConfirmDialog
        isOpen={open !== null}
        onCancel={() => onOpenChange(null)}
        onConfirm={() => onAnswer(accepting, note.trim() || undefined)}
        isPending={isPending}
        title={
          accepting ? `Accept purchase order ${po.number}?` : `Decline purchase order ${po.number}?`
        }
        confirmLabel={accepting ? 'Accept purchase order' : 'Decline purchase order'}
        pendingLabel={accepting ? 'Accepting…' : 'Declining…'}
        cancelLabel="Not now"
        tone={accepting ? 'primary' : 'danger'}
      >
        <p>
          {accepting
            ? `You agree to supply the ${po.lines.length === 1 ? 'item' : `${po.lines.length} items`} for ${formatMoney(po.total, po.currency)} on the terms of this purchase order.`
            : `${buyer} is told you will not supply this order. You cannot accept it afterwards.`}
        </p>
        <TextField
          className="ally-VendorPurchaseOrder-note"
          value={note}
          onChange={setNote}
          maxLength={NOTE_MAX}
          isDisabled={isPending}
        >
          <Label>
            {accepting ? `Note for ${buyer} (optional)` : 'Why are you declining? (optional)'}
          </Label>
          <TextArea rows={3} className="ally-SourcingTextArea" />
          <Text slot="description" className="ally-VendorPurchaseOrder-noteHelp">
            {accepting
              ? 'A dispatch date or a contact, say. The buyer sees this.'
              : 'The buyer sees this.'}
          </Text>
        </TextField>
      </ConfirmDialog>
    </AnswerCard>
  )
}
