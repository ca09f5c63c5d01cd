import {
  formatDays,
  formatMoney,
  formatNumber,
  getErrorMessage,
  isAllyApiError,
  type QuoteResponse,
  type Rfq,
  ROUTES,
  routeTo,
} from '@ally/sdk'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useResendRfq } from '../../../queries/rfqActions'
import { useDeleteRfq, useRfq, useUpdateRfq } from '../../../queries/sourcing'
import { formatDate, formatDay } from '../../../ui/format'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { StatusBadge } from '../../../ui/StatusBadge'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { ConfirmDialog } from '../../shared/ConfirmDialog'
import { showError } from '../../shared/useErrorToast'
import '../../shared/sourcing.css'
import './RfqDetail.css'

export interface RfqDetailProps {
  rfqId: string
  className?: string
}

export const RFQ_NOT_FOUND = 'RFQ not found'
const NONE = '—'
/** An RFQ in one of these is decided: it can no longer be changed, cancelled or deleted. */
const DECIDED: readonly Rfq['status'][] = ['awarded', 'not_awarded']
const CHANGEABLE: readonly Rfq['status'][] = ['sent', 'viewed', 'responded', 'expired']
/** An RFQ the vendor may still answer (until its deadline) can be e-mailed again. */
const RESENDABLE: readonly Rfq['status'][] = ['sent', 'viewed', 'responded', 'declined']

/**
 * One RFQ this business sent (`/dashboard/rfq/{rfqId}`): its vendor and status, deadline and
 * message, the lines asked, and every revision of the vendor's answer, newest first. While the
 * vendor may still answer, the buyer extends the deadline or cancels it; until an award decides
 * it, the buyer may delete it, which withdraws it from the vendor by e-mail.
 */
export function RfqDetail({ rfqId, className }: RfqDetailProps) {
  const detail = useRfq(rfqId)
  const titleId = useId()

  let content: ReactNode
  if (detail.isPending) {
    content = <Spinner size="large" aria-label="Loading RFQ" />
  } else if (detail.isError) {
    const missing = isAllyApiError(detail.error) && detail.error.status === 404
    content = (
      <div className="ally-SourcingPanel" role="alert">
        <h1 id={titleId}>{missing ? RFQ_NOT_FOUND : 'Could not load this RFQ'}</h1>
        <p>
          {missing
            ? 'This RFQ does not exist, was deleted, or belongs to another business.'
            : getErrorMessage(detail.error)}
        </p>
        {missing ? (
          <AllyLink to={ROUTES.rfqs} className="ally-SourcingButton">
            Back to RFQs
          </AllyLink>
        ) : (
          <Button className="ally-SourcingButton" onPress={() => void detail.refetch()}>
            Retry
          </Button>
        )}
      </div>
    )
  } else {
    const { rfq, responses } = detail.data.data
    content = <Loaded rfq={rfq} responses={responses} titleId={titleId} />
  }
  return (
    <article
      className={cx('ally-RfqDetail', className)}
      aria-labelledby={titleId}
      aria-busy={detail.isPending || undefined}
    >
      {content}
    </article>
  )
}

function Loaded({
  rfq,
  responses,
  titleId,
}: {
  rfq: Rfq
  responses: QuoteResponse[]
  titleId: string
}) {
  const money = (amount: number, currency: string = rfq.currency) => formatMoney(amount, currency)
  return (
    <>
      <PageHeader
        titleId={titleId}
        title={rfq.title}
        documentTitle="RFQ"
        eyebrow={`${rfq.taId} · RFQ to ${rfq.vendor.name}`}
        breadcrumbs={[{ label: 'RFQs', href: ROUTES.rfqs }, { label: rfq.taId }]}
        description={
          <p className="ally-RfqDetail-summary">
            <StatusBadge kind="rfq" status={rfq.status} /> Sent {formatDate(rfq.sentAt)} · deadline{' '}
            {formatDate(rfq.deadline)}
          </p>
        }
        actions={
          <>
            <AllyLink to={routeTo.quoteResponses(rfq.quoteId)} className="ally-SourcingButton">
              Compare the round’s answers
            </AllyLink>
            <AllyLink to={routeTo.quote(rfq.quoteId)} className="ally-SourcingButton">
              Round overview
            </AllyLink>
            <AllyLink to={routeTo.order(rfq.orderId)} className="ally-SourcingButton">
              View order
            </AllyLink>
          </>
        }
      />
      <section className="ally-SourcingPanel" aria-label="Terms">
        <dl className="ally-RfqDetail-terms">
          <div>
            <dt>Vendor</dt>
            <dd>
              <AllyLink to={routeTo.vendor(rfq.vendor.id)}>{rfq.vendor.name}</AllyLink>
            </dd>
          </div>
          <div>
            <dt>Opened by the vendor</dt>
            <dd>{rfq.viewedAt ? formatDate(rfq.viewedAt) : 'Not yet'}</dd>
          </div>
          <div>
            <dt>Answered</dt>
            <dd>{rfq.respondedAt ? formatDate(rfq.respondedAt) : 'Not yet'}</dd>
          </div>
          <div>
            <dt>Deliver to</dt>
            <dd>{rfq.deliveryAddress ?? NONE}</dd>
          </div>
          <div>
            <dt>Deliver by</dt>
            <dd>{rfq.deliveryDate ? formatDay(rfq.deliveryDate) : NONE}</dd>
          </div>
          <div>
            <dt>Message</dt>
            <dd>{rfq.message ?? NONE}</dd>
          </div>
        </dl>
      </section>
      <section className="ally-SourcingPanel" aria-labelledby={`${titleId}-lines`}>
        <h2 id={`${titleId}-lines`}>Items ({rfq.lines.length})</h2>
        <div className="ally-RfqDetail-scroller">
          <table className="ally-RfqDetail-table" aria-labelledby={`${titleId}-lines`}>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Quantity</th>
                <th scope="col">Target price</th>
              </tr>
            </thead>
            <tbody>
              {rfq.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">
                    {line.description}
                    {line.specifications && (
                      <span className="ally-RfqDetail-muted"> · {line.specifications}</span>
                    )}
                  </th>
                  <td>
                    {formatNumber(line.quantity)} {line.unit}
                  </td>
                  <td>{line.targetPrice == null ? NONE : money(line.targetPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="ally-SourcingPanel" aria-labelledby={`${titleId}-answers`}>
        <h2 id={`${titleId}-answers`}>Answers ({responses.length})</h2>
        {responses.length === 0 ? (
          <p>No answer yet. Every revision the vendor sends shows here.</p>
        ) : (
          <ol className="ally-RfqDetail-revisions">
            {responses.map((response) => (
              <li key={response.id}>
                <strong>
                  Revision {response.revision}: {money(response.total, response.currency)}
                </strong>{' '}
                <StatusBadge kind="quoteResponse" status={response.status} />
                <span className="ally-RfqDetail-muted">
                  Sent {formatDate(response.submittedAt)} · lead time{' '}
                  {formatDays(response.leadTimeDays)} · valid until {formatDay(response.validUntil)}
                  {response.notes ? ` · ${response.notes}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {!DECIDED.includes(rfq.status) && <Actions rfq={rfq} />}
    </>
  )
}

/** Changing the RFQ: a later deadline, cancelling, or deleting it. */
function Actions({ rfq }: { rfq: Rfq }) {
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
          <span className="ally-RfqDetail-muted">
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
