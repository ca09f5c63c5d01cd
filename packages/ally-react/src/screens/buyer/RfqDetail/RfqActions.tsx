import { type Rfq, ROUTES } from '@ally/sdk'
import { type FormEvent, useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useResendRfq } from '../../../queries/rfqActions'
import { useDeleteRfq, useUpdateRfq } from '../../../queries/sourcing'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/detail-page/SourcingButton.css'

const CHANGEABLE: readonly Rfq['status'][] = ['sent', 'viewed', 'responded', 'expired']
/** An RFQ the vendor may still answer (until its deadline) can be e-mailed again. */
const RESENDABLE: readonly Rfq['status'][] = ['sent', 'viewed', 'responded', 'declined']

/** Changing the RFQ: a later deadline, cancelling, or deleting it. */
export function RfqActions({ rfq }: { rfq: Rfq }) {
  const headingId = useId()
  const navigation = useAllyNavigation()
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null)
  const update = useUpdateRfq({
    onSuccess: (result) => {
      setConfirm(null)
      toast.success(result.message)
    },
    onError: showError,
  })
  const remove = useDeleteRfq({
    onSuccess: (result) => {
      toast.success(result.message)
      navigation.navigate(ROUTES.rfqs)
    },
    onError: showError,
  })
  const resend = useResendRfq({
    onSuccess: (result) => toast.success(result.message),
    onError: showError,
  })
  const changeable = CHANGEABLE.includes(rfq.status)
  const resendable =
    RESENDABLE.includes(rfq.status) && new Date(rfq.deadline).getTime() > Date.now()
  const onExtend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const day = new FormData(event.currentTarget).get('deadline')
    if (typeof day !== 'string' || !day) return
    // The end of the chosen day, where the buyer is.
    const deadline = new Date(`${day}T23:59:00`).toISOString()
    update.mutate({ params: { id: rfq.id }, body: { deadline } })
  }
  const pending = update.isPending || remove.isPending || resend.isPending
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Change this RFQ</h2>
      {changeable && (
        <Form className="ally-RfqDetail-extend" onSubmit={onExtend}>
          <TextInput
            label="New deadline"
            name="deadline"
            type="date"
            required
            min={new Date().toISOString().slice(0, 10)}
          />
          <Button type="submit" className="ally-SourcingButton" isDisabled={pending}>
            Extend deadline
          </Button>
        </Form>
      )}
      {resendable && (
        <p className="ally-RfqDetail-resend">
          <Button
            className="ally-SourcingButton"
            isPending={resend.isPending}
            isDisabled={pending}
            onPress={() => resend.mutate({ params: { id: rfq.id } })}
          >
            {resend.isPending ? 'Sending…' : 'Send again'}
          </Button>{' '}
          <span className="ally-SourcingMuted">
            {rfq.vendor.name} gets the request again with a new link; the old one stops working.
          </span>
        </p>
      )}
      <div className="ally-RfqDetail-danger">
        {changeable && (
          <Button className="ally-SourcingButton" onPress={() => setConfirm('cancel')}>
            Cancel RFQ…
          </Button>
        )}
        <Button
          className="ally-SourcingButton"
          data-variant="danger"
          onPress={() => setConfirm('delete')}
        >
          Delete RFQ…
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirm !== null}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm === 'delete'
            ? remove.mutate({ params: { id: rfq.id } })
            : update.mutate({ params: { id: rfq.id }, body: { status: 'cancelled' } })
        }
        isPending={pending}
        title={confirm === 'delete' ? 'Delete this RFQ?' : 'Cancel this RFQ?'}
        confirmLabel={confirm === 'delete' ? 'Delete RFQ' : 'Cancel RFQ'}
        cancelLabel="Keep it"
        tone="danger"
      >
        <p>
          {confirm === 'delete'
            ? `${rfq.vendor.name} is told the request was withdrawn, and its answers go with it. This cannot be undone.`
            : `${rfq.vendor.name} can no longer answer. The RFQ and its answers stay for your records.`}
        </p>
      </ConfirmDialog>
    </section>
  )
}
