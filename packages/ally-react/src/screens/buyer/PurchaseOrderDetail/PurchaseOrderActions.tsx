import { isOwnerOrAdmin, type PurchaseOrder, routeTo } from '@ally/sdk'
import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { useUpdatePurchaseOrder } from '../../../queries/purchaseOrders'
import { useAllySession } from '../../../session/useAllySession'
import { useCan } from '../../../session/useCan'
import { toast } from '../../../ui/Toaster'
import { SendPurchaseOrderDialog } from './SendPurchaseOrderDialog'
import '../../../blocks/detail-page/SourcingButton.css'

/** A PO in one of these can still be cancelled (docs/product-rules.md, "Purchase orders"). */
const CANCELLABLE: readonly PurchaseOrder['status'][] = [
  'draft',
  'awaiting_approval',
  'sent',
  'acknowledged',
]
/** The vendor already has it: cancelling e-mails the vendor, a change is a revision it is sent. */
const WITH_VENDOR: readonly PurchaseOrder['status'][] = ['sent', 'acknowledged']

/**
 * The page's actions: send a draft to its vendor (an owner or admin approves and sends one that
 * waits for approval), or cancel a PO not yet shipped.
 */
export function PurchaseOrderActions({ po }: { po: PurchaseOrder }) {
  const approver = isOwnerOrAdmin(useAllySession()?.user.role)
  // A role without purchasing (a viewer) sees the PO without its actions.
  const mayPurchase = useCan('purchasing')
  const [dialog, setDialog] = useState<'send' | 'cancel' | null>(null)
  const update = useUpdatePurchaseOrder({
    onSuccess: (result) => {
      setDialog(null)
      toast.success(result.message)
    },
    onError: showError,
  })
  const waiting = po.status === 'awaiting_approval'
  const sendable = mayPurchase && (po.status === 'draft' || (waiting && approver))
  const cancellable = mayPurchase && CANCELLABLE.includes(po.status)
  const revisable = mayPurchase && WITH_VENDOR.includes(po.status)
  if (!sendable && !cancellable) return null
  return (
    <>
      {waiting && !approver && (
        <span className="ally-SourcingMuted ally-PurchaseOrderDetail-waiting">
          Waits for an owner's or admin's approval
        </span>
      )}
      {sendable && (
        <Button
          className="ally-SourcingButton"
          data-variant="primary"
          onPress={() => setDialog('send')}
        >
          {waiting ? 'Approve and send…' : 'Send to vendor…'}
        </Button>
      )}
      {po.status === 'draft' && mayPurchase && (
        <ActionLink to={routeTo.editPurchaseOrder(po.id)}>Edit draft</ActionLink>
      )}
      {revisable && <ActionLink to={routeTo.editPurchaseOrder(po.id)}>Revise</ActionLink>}
      {cancellable && (
        <Button className="ally-SourcingButton" onPress={() => setDialog('cancel')}>
          Cancel purchase order…
        </Button>
      )}
      {sendable && (
        <SendPurchaseOrderDialog
          po={po}
          approving={waiting}
          isOpen={dialog === 'send'}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        onCancel={() => setDialog(null)}
        onConfirm={() => update.mutate({ params: { id: po.id }, body: { status: 'cancelled' } })}
        isPending={update.isPending}
        title={`Cancel ${po.number}?`}
        confirmLabel="Cancel purchase order"
        pendingLabel="Cancelling…"
        cancelLabel="Keep it"
        tone="danger"
      >
        <p>
          The purchase order stays for your records as cancelled
          {po.approvedQuoteResponseId ? ', and its award can be ordered again in a new one' : ''}.
          This cannot be undone.
        </p>
        {WITH_VENDOR.includes(po.status) && (
          <p>{po.vendor.name} already has it and is e-mailed that it is cancelled.</p>
        )}
      </ConfirmDialog>
    </>
  )
}
