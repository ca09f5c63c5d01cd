import { type EndpointData, type Order, type RfqPrefill, routeTo, type sendRfqs } from '@ally/sdk'
import { useState } from 'react'
import { useFormDraft } from '../../../blocks/forms/useFormDraft'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useUploadFile } from '../../../queries/accounts'
import {
  useCreateOrder,
  usePreviewRfqMail,
  useSendRfqs,
  useUpdateOrder,
} from '../../../queries/orders'
import { toast } from '../../../ui/Toaster'
import { draftHref } from './DraftList'
import type { RfqMailPreview } from './MailPreview'
import { emptyForm, formFromOrder, formNamesOf, orderInputOf, problemsOf } from './rfqForm'
import { formFromPrefill } from './rfqPrefill'

export type RfqsSent = EndpointData<typeof sendRfqs>

/** Which of the form's three actions is under way. */
export type RfqBusy = 'save' | 'preview' | 'send' | null

export interface UseRfqCreateOptions {
  order?: Order
  /** A new request's fields, written out elsewhere (the co-pilot's drafted RFQ). */
  prefill?: RfqPrefill
  onDraftSaved: (order: Order) => void
  /** Whether to put the new draft's address in place of the page's after its first save. */
  defaultOnDraftSaved: boolean
  onSent?: (sent: RfqsSent) => void
}

/**
 * The RFQ form's state and its three actions: save the draft, preview the e-mail (saving
 * nothing), send (saving first). Each checks the form, marks what to fix, and is the only action
 * under way until it ends.
 */
// ~95 lines on purpose: the three actions share the saved draft, the busy flag and the preview,
// and each is a few lines once the form state is useFormDraft's.
export function useRfqCreate({
  order,
  prefill,
  onDraftSaved,
  defaultOnDraftSaved,
  onSent,
}: UseRfqCreateOptions) {
  const navigation = useAllyNavigation()
  const draft = useFormDraft(
    () => (order ? formFromOrder(order) : prefill ? formFromPrefill(prefill) : emptyForm()),
    formNamesOf,
  )
  const { form } = draft
  const [saved, setSaved] = useState<Pick<Order, 'id' | 'taId'> | undefined>(order)
  const [busy, setBusy] = useState<RfqBusy>(null)
  const [mail, setMail] = useState<RfqMailPreview | null>(null)
  const create = useCreateOrder()
  const update = useUpdateOrder()
  const uploadFile = useUploadFile()
  const upload = (file: File) =>
    uploadFile.mutateAsync({ query: { name: file.name }, body: file }).then(({ data }) => data)
  const preview = usePreviewRfqMail()
  const send = useSendRfqs()

  async function saveDraft(): Promise<Pick<Order, 'id' | 'taId'>> {
    const body = orderInputOf(form)
    const result = saved
      ? await update.mutateAsync({ params: { id: saved.id }, body })
      : await create.mutateAsync({ body })
    if (!saved) {
      setSaved(result.data)
      onDraftSaved(result.data)
      if (defaultOnDraftSaved) navigation.navigate(draftHref(result.data.id), { replace: true })
    }
    return result.data
  }

  function run(kind: Exclude<RfqBusy, null>, sending: boolean, action: () => Promise<void>) {
    if (!draft.check(problemsOf(form, { sending }))) return
    setBusy(kind)
    action()
      .catch(draft.failed)
      .finally(() => setBusy(null))
  }

  const deadline = () => new Date(form.deadline).toISOString()
  const message = () => form.message.trim() || undefined

  const saveAsDraft = () =>
    run('save', false, async () => {
      const result = await saveDraft()
      toast.success(`Draft ${result.taId} saved`)
    })

  // Saves nothing (issue #28): a new request takes no TA- reference, a saved draft keeps what
  // it had; the server writes the e-mail from the form as it is now.
  const previewMail = () =>
    run('preview', true, async () => {
      const [vendorId = ''] = form.vendorIds
      const result = await preview.mutateAsync({
        body: {
          order: orderInputOf(form),
          orderId: saved?.id,
          vendorId,
          deadline: deadline(),
          message: message(),
        },
      })
      setMail(result.data)
    })

  const sendRfqs = () =>
    run('send', true, async () => {
      const sent = await saveDraft()
      const result = await send.mutateAsync({
        body: {
          orderId: sent.id,
          vendorIds: form.vendorIds,
          deadline: deadline(),
          message: message(),
        },
      })
      setMail(null)
      toast.success(result.message)
      if (onSent) onSent(result.data)
      else navigation.navigate(routeTo.quote(result.data.quote.id))
    })

  return {
    ...draft,
    saved,
    busy,
    mail,
    closeMail: () => setMail(null),
    upload,
    saveAsDraft,
    previewMail,
    sendRfqs,
  }
}

export type RfqCreateState = ReturnType<typeof useRfqCreate>
