import type { PurchaseOrder } from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { fieldErrorsOf } from '../../../blocks/forms/useServerFieldErrors'
import { useSendPurchaseOrder } from '../../../queries/purchaseOrders'
import { toast } from '../../../ui/Toaster'
import { parseCc } from './copyToAddresses'

/** The send dialog's form, from `useSendPurchaseOrderForm`: what its fields and buttons read. */
export type SendPurchaseOrderForm = ReturnType<typeof useSendPurchaseOrderForm>

/** Only these fields are on the dialog; the server's other field issues are toasted instead. */
const DIALOG_FIELDS = ['cc', 'message']

/**
 * The send dialog's state: the message and copy-to addresses as typed, the problems shown on
 * them (ours before sending, the server's after), and sending; once sent, the server's answer is
 * toasted, the fields are emptied and the dialog closes.
 */
export function useSendPurchaseOrderForm(po: PurchaseOrder, onClose: () => void) {
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
          .filter(([name]) => DIALOG_FIELDS.includes(name)),
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

  // Once anything is typed the last verdict is stale, and would block the next submit.
  const typeMessage = (value: string) => {
    setMessage(value)
    setErrors({})
  }
  const typeCc = (value: string) => {
    setCc(value)
    setErrors({})
  }

  return { message, typeMessage, cc, typeCc, errors, onSubmit, isPending: send.isPending }
}
