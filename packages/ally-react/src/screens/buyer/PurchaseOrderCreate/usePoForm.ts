import { type PurchaseOrder, routeTo } from '@ally/sdk'
import type { FormEvent } from 'react'
import { localToday } from '../../../blocks/forms/localToday'
import { useFormDraft } from '../../../blocks/forms/useFormDraft'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useCreatePurchaseOrder, useUpdatePurchaseOrder } from '../../../queries/purchaseOrders'
import { toast } from '../../../ui/Toaster'
import {
  createBodyOf,
  formFrom,
  formNamesOf,
  type PoSource,
  problemsOf,
  totalsOf,
  updateBodyOf,
} from './poForm'

/**
 * The purchase order form's state and its save: checked here first, then created (an award, from
 * scratch) or updated (a draft, or a revision of a sent PO); the server's field errors land on
 * their fields, and a saved PO opens on its page unless `onSaved` says otherwise.
 */
export function usePoForm(source: PoSource, onSaved?: (po: PurchaseOrder) => void) {
  const navigation = useAllyNavigation()
  const draft = useFormDraft(() => formFrom(source), formNamesOf)
  const { form } = draft
  const create = useCreatePurchaseOrder()
  const update = useUpdatePurchaseOrder()
  const pending = create.isPending || update.isPending

  const saved = (result: { message: string; data: PurchaseOrder }) => {
    toast.success(result.message)
    if (onSaved) onSaved(result.data)
    else navigation.navigate(routeTo.purchaseOrder(result.data.id))
  }
  const done = { onSuccess: saved, onError: draft.failed }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || !draft.check(problemsOf(form, source, localToday()))) return
    if (source.kind === 'edit') {
      update.mutate({ params: { id: source.po.id }, body: updateBodyOf(form) }, done)
    } else {
      create.mutate({ body: createBodyOf(form, source) }, done)
    }
  }

  return { ...draft, pending, totals: totalsOf(form), onSubmit }
}
