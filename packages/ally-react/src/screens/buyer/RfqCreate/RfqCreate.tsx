// Over 300 lines on purpose: one form (the need, its items, who is asked, by when) with its draft, preview and send flow; its parts live beside it (LineItemsField, VendorPicker, MailPreview, rfqForm).
import {
  type Currency,
  type EndpointData,
  getErrorMessage,
  isAllyApiError,
  ORDER_TYPES,
  type Order,
  type OrderType,
  ROUTES,
  routeTo,
  type sendRfqs,
} from '@ally/sdk'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useUploadFile } from '../../../queries/accounts'
import {
  useCreateOrder,
  usePreviewRfqMail,
  useSendRfqs,
  useUpdateOrder,
} from '../../../queries/orders'
import { useOrder } from '../../../queries/sourcing'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { Select } from '../../../ui/Select'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { CURRENCY_OPTIONS } from '../../shared/currencyOptions'
import { orderTypeLabel } from '../../shared/OrderTypesField'
import { showError } from '../../shared/useErrorToast'
import { fieldErrorsOf } from '../../shared/useServerFieldErrors'
import { DraftList, draftHref } from './DraftList'
import { LineItemsField } from './LineItemsField'
import { MailPreview, type RfqMailPreview } from './MailPreview'
import {
  emptyForm,
  type FormProblems,
  formFromOrder,
  formNamesOf,
  orderInputOf,
  problemsOf,
  type RfqForm,
  toLocalInput,
} from './rfqForm'
import { VendorPicker } from './VendorPicker'
import '../../shared/sourcing.css'
import './RfqCreate.css'

export type RfqsSent = EndpointData<typeof sendRfqs>

export interface RfqCreateProps {
  /** A draft order to continue; without it the form starts empty. */
  orderId?: string
  /**
   * After a new draft's first save. Defaults to replacing the page with the draft's own address
   * (`/dashboard/rfqs/create?draft={orderId}`), so a reload or a shared link resumes it.
   */
  onDraftSaved?: (order: Order) => void
  /** After the RFQs went out. Defaults to opening the new round (`/dashboard/quotes/{quoteId}`). */
  onSent?: (sent: RfqsSent) => void
  className?: string
}

export const DRAFT_NOT_FOUND = 'Draft not found'
const FIX_FIRST = 'Fix the marked fields first.'

const ORDER_TYPE_OPTIONS = ORDER_TYPES.map((id) => ({ id, label: orderTypeLabel(id) }))

/**
 * A new request for quotation (`/dashboard/rfqs/create`): what is needed (title, order type,
 * currency, items, delivery), who is asked (the buyer's vendors and the suggestions for the order
 * type) and by when. It saves as a draft to come back to (`?draft={orderId}`), previews the e-mail
 * a vendor gets (saving nothing), and sends one RFQ per vendor in one round ('RFQs sent').
 */
export function RfqCreate({ orderId, onDraftSaved, onSent, className }: RfqCreateProps) {
  const titleId = useId()
  // A draft this screen created is already in its form: its new address must not reload it.
  const createdHere = useRef<string | undefined>(undefined)
  // Back on the empty address (the menu, "Start a new RFQ"): a new, empty form.
  const fresh = useRef({ count: 0, orderId })
  if (fresh.current.orderId !== orderId) {
    if (orderId === undefined) {
      fresh.current.count++
      createdHere.current = undefined
    }
    fresh.current.orderId = orderId
  }
  const loading = orderId !== undefined && orderId !== createdHere.current
  const draft = useOrder(loading ? orderId : '')

  let content: ReactNode
  if (loading && draft.isPending) {
    content = <Spinner size="large" aria-label="Loading draft" />
  } else if (loading && draft.isError) {
    const missing = isAllyApiError(draft.error) && draft.error.status === 404
    content = (
      <Problem titleId={titleId} title={missing ? DRAFT_NOT_FOUND : 'Could not load this draft'}>
        <p>
          {missing
            ? 'This draft does not exist, was deleted, or belongs to another business.'
            : getErrorMessage(draft.error)}
        </p>
        {missing ? (
          <AllyLink to={ROUTES.createRfq} className="ally-SourcingButton">
            Start a new RFQ
          </AllyLink>
        ) : (
          <Button className="ally-SourcingButton" onPress={() => void draft.refetch()}>
            Retry
          </Button>
        )}
      </Problem>
    )
  } else if (loading && draft.data && draft.data.data.order.status !== 'draft') {
    const { order } = draft.data.data
    content = (
      <Problem titleId={titleId} title={`${order.taId} was sent already`}>
        <p>Its RFQs went out, so it is no longer a draft. Follow it on its order page.</p>
        <AllyLink to={routeTo.order(order.id)} className="ally-SourcingButton">
          Open {order.taId}
        </AllyLink>
      </Problem>
    )
  } else {
    const order = loading ? draft.data?.data.order : undefined
    content = (
      <RfqCreateForm
        key={order?.id ?? `new-${fresh.current.count}`}
        order={order}
        titleId={titleId}
        onDraftSaved={(saved) => {
          createdHere.current = saved.id
          onDraftSaved?.(saved)
        }}
        defaultOnDraftSaved={onDraftSaved === undefined}
        onSent={onSent}
      />
    )
  }
  return (
    <article className={cx('ally-RfqCreate', className)} aria-labelledby={titleId}>
      {content}
    </article>
  )
}

function Problem({
  titleId,
  title,
  children,
}: {
  titleId: string
  title: string
  children: ReactNode
}) {
  return (
    <div className="ally-RfqCreate-section" role="alert">
      <h1 id={titleId}>{title}</h1>
      {children}
    </div>
  )
}

interface RfqCreateFormProps {
  order?: Order
  titleId: string
  onDraftSaved: (order: Order) => void
  defaultOnDraftSaved: boolean
  onSent?: (sent: RfqsSent) => void
}

type Busy = 'save' | 'preview' | 'send' | null

function RfqCreateForm({
  order,
  titleId,
  onDraftSaved,
  defaultOnDraftSaved,
  onSent,
}: RfqCreateFormProps) {
  const navigation = useAllyNavigation()
  const [form, setForm] = useState<RfqForm>(() => (order ? formFromOrder(order) : emptyForm()))
  const [problems, setProblems] = useState<FormProblems>({})
  const [saved, setSaved] = useState<Pick<Order, 'id' | 'taId'> | undefined>(order)
  const [busy, setBusy] = useState<Busy>(null)
  const [mail, setMail] = useState<RfqMailPreview | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const create = useCreateOrder()
  const update = useUpdateOrder()
  const uploadFile = useUploadFile()
  const upload = (file: File) =>
    uploadFile.mutateAsync({ query: { name: file.name }, body: file }).then(({ data }) => data)
  const preview = usePreviewRfqMail()
  const send = useSendRfqs()

  const patch = (changes: Partial<RfqForm>) => {
    setForm((current) => ({ ...current, ...changes }))
    // Once anything changes, the last verdict is stale (and would block the next submit).
    setProblems({})
  }

  /** Shows what must be fixed and moves focus to the first marked field; false if anything is. */
  function check(sending: boolean) {
    const found = problemsOf(form, { sending })
    setProblems(found)
    if (!Object.keys(found).length) return true
    toast.error(FIX_FIRST)
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus(),
    )
    return false
  }

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

  function run(kind: Exclude<Busy, null>, action: () => Promise<void>) {
    setBusy(kind)
    action()
      .catch((error: unknown) => {
        setProblems(formNamesOf(fieldErrorsOf(error), form))
        showError(error)
      })
      .finally(() => setBusy(null))
  }

  const deadline = () => new Date(form.deadline).toISOString()
  const message = () => form.message.trim() || undefined

  const onSaveDraft = () => {
    if (!check(false)) return
    run('save', async () => {
      const draft = await saveDraft()
      toast.success(`Draft ${draft.taId} saved`)
    })
  }

  const onPreview = () => {
    if (!check(true)) return
    run('preview', async () => {
      const [vendorId = ''] = form.vendorIds
      // Saves nothing (issue #28): a new request takes no TA- reference, a saved draft keeps what
      // it had; the server writes the e-mail from the form as it is now.
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
  }

  const onSend = () => {
    if (!check(true)) return
    run('send', async () => {
      const draft = await saveDraft()
      const result = await send.mutateAsync({
        body: {
          orderId: draft.id,
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
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSend()
  }

  const heading = saved ? `Draft ${saved.taId}` : 'New RFQ'
  const sendLabel = form.vendorIds.length
    ? `Send to ${form.vendorIds.length} ${form.vendorIds.length === 1 ? 'vendor' : 'vendors'}`
    : 'Send RFQs'

  return (
    <>
      <PageHeader
        titleId={titleId}
        title={form.title.trim() || heading}
        documentTitle={heading}
        eyebrow={saved ? `${saved.taId} · draft` : 'Request for quotation'}
        breadcrumbs={[{ label: 'RFQs', href: ROUTES.rfqs }, { label: saved ? saved.taId : 'New' }]}
        description={
          <p className="ally-RfqCreate-hint">
            Each vendor gets its own RFQ by e-mail and answers from the link, without an account.
          </p>
        }
      />
      {!order && !saved && <DraftList />}
      <Form
        ref={formRef}
        className="ally-RfqCreate-form"
        validationErrors={problems}
        validationBehavior="aria"
        onSubmit={onSubmit}
        aria-label="Request for quotation"
      >
        <div className="ally-RfqCreate-main">
          <fieldset className="ally-RfqCreate-section ally-RfqCreate-need">
            <legend>What you need</legend>
            <TextInput
              className="ally-RfqCreate-wide"
              label="Title"
              name="title"
              required
              value={form.title}
              onChange={(title) => patch({ title })}
              placeholder="e.g. Galvanised steel pipes for the Apapa site"
            />
            <Select
              label="Order type"
              name="orderType"
              options={ORDER_TYPE_OPTIONS}
              selectedKey={form.orderType}
              onSelectionChange={(key) => key && patch({ orderType: key as OrderType })}
            />
            <Select
              label="Currency"
              name="currency"
              options={CURRENCY_OPTIONS}
              selectedKey={form.currency}
              onSelectionChange={(key) => key && patch({ currency: key as Currency })}
            />
          </fieldset>
          <LineItemsField
            lines={form.lines}
            currency={form.currency}
            problem={problems.lines}
            onChange={(lines) => patch({ lines })}
            upload={upload}
          />
          <fieldset className="ally-RfqCreate-section ally-RfqCreate-need">
            <legend>Delivery</legend>
            <TextInput
              className="ally-RfqCreate-wide"
              label="Deliver to"
              name="deliveryAddress"
              value={form.deliveryAddress}
              onChange={(deliveryAddress) => patch({ deliveryAddress })}
              placeholder="Site or warehouse address"
            />
            <TextInput
              label="Deliver by"
              name="deliveryDate"
              type="date"
              min={new Date().toISOString().slice(0, 10)}
              value={form.deliveryDate}
              onChange={(deliveryDate) => patch({ deliveryDate })}
            />
          </fieldset>
        </div>
        <div className="ally-RfqCreate-side">
          <VendorPicker
            orderType={form.orderType}
            vendorIds={form.vendorIds}
            problem={problems.vendorIds}
            onChange={(vendorIds) => patch({ vendorIds })}
          />
          <fieldset className="ally-RfqCreate-section">
            <legend>Answers</legend>
            <TextInput
              label="Answers due"
              name="deadline"
              type="datetime-local"
              required
              min={toLocalInput(new Date())}
              description="Your time. Vendors can answer and revise until then."
              value={form.deadline}
              onChange={(value) => patch({ deadline: value })}
            />
            <TextField
              className="ally-RfqCreate-message"
              name="message"
              value={form.message}
              onChange={(value) => patch({ message: value })}
              maxLength={4000}
            >
              <Label>Message to the vendors (optional)</Label>
              <TextArea className="ally-SourcingTextArea" rows={3} />
              <FieldError className="ally-TextInput-error" />
            </TextField>
          </fieldset>
          <div className="ally-RfqCreate-actions">
            <Button
              type="submit"
              className="ally-SourcingButton"
              data-variant="primary"
              isPending={busy === 'send'}
              isDisabled={busy !== null && busy !== 'send'}
            >
              {busy === 'send' ? 'Sending…' : sendLabel}
            </Button>
            <Button
              className="ally-SourcingButton"
              isPending={busy === 'preview'}
              isDisabled={busy !== null && busy !== 'preview'}
              onPress={onPreview}
            >
              {busy === 'preview' ? 'Preparing…' : 'Preview e-mail'}
            </Button>
            <Button
              className="ally-SourcingButton"
              isPending={busy === 'save'}
              isDisabled={busy !== null && busy !== 'save'}
              onPress={onSaveDraft}
            >
              {busy === 'save' ? 'Saving…' : 'Save draft'}
            </Button>
          </div>
        </div>
      </Form>
      <MailPreview
        mail={mail}
        vendorCount={form.vendorIds.length}
        onClose={() => setMail(null)}
        onSend={onSend}
        isSending={busy === 'send'}
      />
    </>
  )
}
