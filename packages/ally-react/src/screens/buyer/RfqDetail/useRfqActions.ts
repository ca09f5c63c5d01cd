import { type Rfq, ROUTES } from '@ally/sdk'
import { useState } from 'react'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useResendRfq } from '../../../queries/rfqActions'
import { useDeleteRfq, useUpdateRfq } from '../../../queries/sourcing'
import { toast } from '../../../ui/Toaster'

/** What the confirmation dialog asks about, when it is open. */
export type RfqConfirmation = 'cancel' | 'delete'

/**
 * The RFQ's changes and their state: a later deadline, e-mailing it again, and cancelling or
 * deleting it once confirmed (deleting leads to the list of RFQs). `pending` while any is under
 * way, so that no second change starts meanwhile.
 */
export function useRfqActions(rfq: Rfq) {
  const navigation = useAllyNavigation()
  const [confirming, setConfirming] = useState<RfqConfirmation | null>(null)
  const update = useUpdateRfq({
    onSuccess: (result) => {
      setConfirming(null)
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
  return {
    confirming,
    setConfirming,
    extend: (deadline: string) => update.mutate({ params: { id: rfq.id }, body: { deadline } }),
    resend: () => resend.mutate({ params: { id: rfq.id } }),
    isResending: resend.isPending,
    confirm: () =>
      confirming === 'delete'
        ? remove.mutate({ params: { id: rfq.id } })
        : update.mutate({ params: { id: rfq.id }, body: { status: 'cancelled' } }),
    pending: update.isPending || remove.isPending || resend.isPending,
  }
}
