import type { Rfq } from '@ally/sdk'
import { useId } from 'react'
import { Button } from 'react-aria-components/Button'
import { ConfirmRfqChange, ExtendDeadlineForm, ResendRfq } from './RfqActionParts'
import { useRfqActions } from './useRfqActions'
import '../../../blocks/detail-page/SourcingButton.css'

const CHANGEABLE: readonly Rfq['status'][] = ['sent', 'viewed', 'responded', 'expired']
/** An RFQ the vendor may still answer (until its deadline) can be e-mailed again. */
const RESENDABLE: readonly Rfq['status'][] = ['sent', 'viewed', 'responded', 'declined']

/** Changing the RFQ: a later deadline, cancelling, or deleting it. */
export function RfqActions({ rfq }: { rfq: Rfq }) {
  const headingId = useId()
  const actions = useRfqActions(rfq)
  const changeable = CHANGEABLE.includes(rfq.status)
  const resendable =
    RESENDABLE.includes(rfq.status) && new Date(rfq.deadline).getTime() > Date.now()
  return (
    <section className="ally-SourcingPanel" aria-labelledby={headingId}>
      <h2 id={headingId}>Change this RFQ</h2>
      {changeable && <ExtendDeadlineForm isDisabled={actions.pending} onExtend={actions.extend} />}
      {resendable && (
        <ResendRfq
          vendorName={rfq.vendor.name}
          isPending={actions.isResending}
          isDisabled={actions.pending}
          onResend={actions.resend}
        />
      )}
      <div className="ally-RfqDetail-danger">
        {changeable && (
          <Button className="ally-SourcingButton" onPress={() => actions.setConfirming('cancel')}>
            Cancel RFQ…
          </Button>
        )}
        <Button
          className="ally-SourcingButton"
          data-variant="danger"
          onPress={() => actions.setConfirming('delete')}
        >
          Delete RFQ…
        </Button>
      </div>
      <ConfirmRfqChange
        confirming={actions.confirming}
        vendorName={rfq.vendor.name}
        isPending={actions.pending}
        onCancel={() => actions.setConfirming(null)}
        onConfirm={actions.confirm}
      />
    </section>
  )
}
