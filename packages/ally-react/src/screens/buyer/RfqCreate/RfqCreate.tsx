// One form (the need, its items, who is asked, by when) with its draft, preview and send flow; its parts live beside it (RfqCreateSections, useRfqCreate, LineItemsField, VendorPicker, MailPreview, rfqForm).
import {
  getErrorMessage,
  isAllyApiError,
  type Order,
  type RfqPrefill,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { type FormEvent, type ReactNode, useId, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { PageProblem } from '../../../blocks/alerts/PageProblem'
import { RoleCannot } from '../../../blocks/alerts/RoleCannot'
import { ActionLink } from '../../../blocks/detail-page/ActionLink'
import { useOrder } from '../../../queries/sourcing'
import { useCan } from '../../../session/useCan'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { DraftList } from './DraftList'
import { LineItemsField } from './LineItemsField'
import { MailPreview } from './MailPreview'
import { AnswersSection, DeliverySection, NeedSection, SendActions } from './RfqCreateSections'
import { type RfqsSent, useRfqCreate } from './useRfqCreate'
import { VendorPicker } from './VendorPicker'
import '../../../blocks/detail-page/sourcing.css'
import '../../../blocks/detail-page/SourcingButton.css'
import '../../../blocks/create-form/CreateForm.css'
import './RfqCreate.css'

export type { RfqsSent } from './useRfqCreate'

export interface RfqCreateProps {
  /** A draft order to continue; without it the form starts empty. */
  orderId?: string
  /**
   * A new request's fields written out elsewhere (the co-pilot's drafted RFQ), shown unsaved for
   * the buyer to check; ignored with `orderId`. `parseRfqPrefill` reads one from the address.
   */
  prefill?: RfqPrefill
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
/**
 * A new request for quotation (`/dashboard/rfqs/create`): what is needed (title, order type,
 * currency, items, delivery), who is asked (the buyer's vendors and the suggestions for the order
 * type) and by when. It saves as a draft to come back to (`?draft={orderId}`), previews the e-mail
 * a vendor gets (saving nothing), and sends one RFQ per vendor in one round ('RFQs sent').
 */
export function RfqCreate({ className, ...props }: RfqCreateProps) {
  const titleId = useId()
  // A role without sourcing (a viewer) opening the address from a link is told why, no form.
  const permitted = useCan('sourcing')
  return (
    <article className={cx('ally-RfqCreate', className)} aria-labelledby={titleId}>
      {permitted ? (
        <RfqCreateContent {...props} titleId={titleId} />
      ) : (
        <RoleCannot
          className="ally-RfqCreate-section"
          permission="sourcing"
          titleId={titleId}
          back={{ to: ROUTES.rfqs, label: 'Back to RFQs' }}
        />
      )}
    </article>
  )
}

/** The draft being loaded, what stops it from being used, or the form. */
function RfqCreateContent({
  orderId,
  prefill,
  onDraftSaved,
  onSent,
  titleId,
}: Omit<RfqCreateProps, 'className'> & { titleId: string }) {
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
      <PageProblem
        className="ally-RfqCreate-section"
        titleId={titleId}
        title={missing ? DRAFT_NOT_FOUND : 'Could not load this draft'}
      >
        <p>
          {missing
            ? 'This draft does not exist, was deleted, or belongs to another business.'
            : getErrorMessage(draft.error)}
        </p>
        {missing ? (
          <ActionLink to={ROUTES.createRfq}>Start a new RFQ</ActionLink>
        ) : (
          <Button className="ally-SourcingButton" onPress={() => void draft.refetch()}>
            Retry
          </Button>
        )}
      </PageProblem>
    )
  } else if (loading && draft.data && draft.data.data.order.status !== 'draft') {
    const { order } = draft.data.data
    content = (
      <PageProblem
        className="ally-RfqCreate-section"
        titleId={titleId}
        title={`${order.taId} was sent already`}
      >
        <p>Its RFQs went out, so it is no longer a draft. Follow it on its order page.</p>
        <ActionLink to={routeTo.order(order.id)}>Open {order.taId}</ActionLink>
      </PageProblem>
    )
  } else {
    const order = loading ? draft.data?.data.order : undefined
    content = (
      <RfqCreateForm
        key={order?.id ?? `new-${fresh.current.count}`}
        order={order}
        prefill={order ? undefined : prefill}
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
  return content
}

interface RfqCreateFormProps {
  order?: Order
  prefill?: RfqPrefill
  titleId: string
  onDraftSaved: (order: Order) => void
  defaultOnDraftSaved: boolean
  onSent?: (sent: RfqsSent) => void
}

function RfqCreateForm({ titleId, ...options }: RfqCreateFormProps) {
  const rfq = useRfqCreate(options)
  const { form, patch, problems, saved, busy } = rfq
  const heading = saved ? `Draft ${saved.taId}` : 'New RFQ'

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    rfq.sendRfqs()
  }

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
      {!options.order && !saved && <DraftList />}
      <Form
        ref={rfq.formRef}
        className="ally-RfqCreate-form"
        validationErrors={problems}
        validationBehavior="aria"
        onSubmit={onSubmit}
        aria-label="Request for quotation"
      >
        <div className="ally-RfqCreate-main">
          <NeedSection form={form} patch={patch} />
          <LineItemsField
            lines={form.lines}
            currency={form.currency}
            problem={problems.lines}
            onChange={(lines) => patch({ lines })}
            upload={rfq.upload}
          />
          <DeliverySection form={form} patch={patch} />
        </div>
        <div className="ally-RfqCreate-side">
          <VendorPicker
            orderType={form.orderType}
            vendorIds={form.vendorIds}
            problem={problems.vendorIds}
            onChange={(vendorIds) => patch({ vendorIds })}
          />
          <AnswersSection form={form} patch={patch} />
          <SendActions
            vendorCount={form.vendorIds.length}
            busy={busy}
            onPreview={rfq.previewMail}
            onSaveDraft={rfq.saveAsDraft}
          />
        </div>
      </Form>
      <MailPreview
        mail={rfq.mail}
        vendorCount={form.vendorIds.length}
        onClose={rfq.closeMail}
        onSend={rfq.sendRfqs}
        isSending={busy === 'send'}
      />
    </>
  )
}
