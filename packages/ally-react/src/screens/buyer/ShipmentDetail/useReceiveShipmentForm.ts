import type { Shipment } from '@ally/sdk'
import { type FormEvent, useRef, useState } from 'react'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { focusFirstProblem } from '../../../blocks/forms/focusFirstProblem'
import { readForm } from '../../../blocks/forms/formData'
import { fieldErrorsOf } from '../../../blocks/forms/useServerFieldErrors'
import { useReceiveShipment } from '../../../queries/shipments'
import { toast } from '../../../ui/Toaster'
import { formProblemsOf, outstandingOf, receiptOf } from './receipt'

const NONE: Record<string, string> = {}

/**
 * The receipt form's state: the lines still outstanding, the problems shown at their fields
 * (ours before sending, the server's after, with focus moved to the first), and recording it.
 */
export function useReceiveShipmentForm(shipment: Shipment) {
  const formRef = useRef<HTMLFormElement>(null)
  const [problems, setProblems] = useState(NONE)
  const lines = shipment.lines.filter((line) => outstandingOf(line) > 0)
  // Callbacks on the hook, not on `mutate`: a receipt that completes the shipment removes this
  // form, and the toast must still show.
  const receive = useReceiveShipment({
    onSuccess: (result) => {
      setProblems(NONE)
      toast.success(result.message)
    },
    onError: (error, input) => {
      setProblems(formProblemsOf(fieldErrorsOf(error), input.body, lines))
      showError(error)
      focusFirstProblem(formRef)
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = readForm(event)
    if (receive.isPending) return
    const receipt = receiptOf(lines, values)
    if (receipt.problems) {
      setProblems(receipt.problems)
      focusFirstProblem(formRef)
      return
    }
    receive.mutate({ params: { id: shipment.id }, body: receipt.body })
  }

  // Once anything is typed the last verdict is stale, and would block the next submit.
  const clear = () => setProblems(NONE)

  return { formRef, problems, lines, onSubmit, clear, isPending: receive.isPending }
}
