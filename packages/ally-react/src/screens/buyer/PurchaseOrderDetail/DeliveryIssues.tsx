import {
  type DeliveryIssue,
  formatNumber,
  type PurchaseOrder,
  routeTo,
  type Shipment,
} from '@ally/sdk'
import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Label, TextArea, TextField } from 'react-aria-components/TextField'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { AllyLink } from '../../../provider/AllyLink'
import { useResolveDeliveryIssue } from '../../../queries/purchaseOrders'
import { useCan } from '../../../session/useCan'
import { formatMoment } from '../../../ui/format'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/detail-page/SourcingButton.css'

// Goods a receipt found rejected or short, on the PO page until the buyer settles each: ask the
// vendor for a replacement, accept the shortage, or cancel the rest of the PO
// (docs/product-rules.md, "Purchase orders").

type Action = NonNullable<DeliveryIssue['resolution']>['action']

/** A PO in one of these takes shipments, so a replacement can be shipped. */
const TAKES_SHIPMENTS: readonly PurchaseOrder['status'][] = [
  'acknowledged',
  'partially_shipped',
  'partially_received',
]

const SETTLED: Record<Action, string> = {
  replacement: 'Replacement asked for',
  accepted: 'Shortage accepted',
  cancelled: 'Rest cancelled',
}

/** The way to do without rejected or short goods, in the words that fit each. */
const ACCEPT: Record<DeliveryIssue['kind'], string> = {
  rejected: 'Do without them',
  short: 'Accept the shortage',
}

const what = (issue: DeliveryIssue) =>
  `${formatNumber(issue.quantity)} ${issue.unit} ${issue.description} ${issue.kind === 'rejected' ? 'rejected' : 'short'}`

export interface DeliveryIssuesProps {
  po: PurchaseOrder
  shipments: readonly Shipment[]
  titleId: string
}

/** The PO's delivery issues: open ones with their three ways out, settled ones below. */
// ~85 lines on purpose: the one settle dialog (the issue asked about and its note) serves every
// issue's buttons and the cancel-the-rest button; the list items are their own parts below.
export function DeliveryIssues({ po, shipments, titleId }: DeliveryIssuesProps) {
  const [asked, setAsked] = useState<{ issue: DeliveryIssue; action: Action } | null>(null)
  const [note, setNote] = useState('')
  const resolve = useResolveDeliveryIssue({
    onSuccess: (result) => {
      setAsked(null)
      setNote('')
      toast.success(result.message)
    },
    onError: (error) => {
      setAsked(null)
      showError(error)
    },
  })
  const open = po.issues.filter((issue) => !issue.resolution)
  const settled = po.issues.filter((issue) => issue.resolution)
  const shipmentOf = (id: string) => shipments.find((shipment) => shipment.id === id)
  const moving = shipments.find(
    (shipment) => shipment.status !== 'delivered' && shipment.status !== 'cancelled',
  )
  const replaceable = TAKES_SHIPMENTS.includes(po.status)
  // Someone who may not settle issues sees them without the ways out.
  const maySettle = useCan('receiving')

  const ask = (issue: DeliveryIssue, action: Action) => {
    setNote('')
    setAsked({ issue, action })
  }

  return (
    <section
      className="ally-SourcingPanel ally-DeliveryIssues"
      aria-labelledby={titleId}
      data-open={open.length > 0 || undefined}
    >
      <h2 id={titleId}>
        {open.length > 0 ? `Delivery issues to settle (${open.length})` : 'Delivery issues'}
      </h2>
      {open.length > 0 && (
        <ul className="ally-DeliveryIssues-list">
          {open.map((issue) => (
            <OpenIssue
              key={issue.id}
              issue={issue}
              shipment={shipmentOf(issue.shipmentId)}
              replaceable={replaceable}
              onAsk={maySettle ? (action) => ask(issue, action) : undefined}
            />
          ))}
        </ul>
      )}
      {open[0] && maySettle && (
        // One way out for the whole PO, not for one issue: it settles them all.
        <CancelRest po={po} moving={moving} onAsk={() => open[0] && ask(open[0], 'cancelled')} />
      )}
      {settled.length > 0 && <SettledIssues settled={settled} />}
      {asked && (
        <ConfirmDialog
          isOpen
          onCancel={() => setAsked(null)}
          onConfirm={() =>
            resolve.mutate({
              params: { id: po.id },
              body: {
                issueId: asked.issue.id,
                action: asked.action,
                ...(note.trim() ? { note: note.trim() } : {}),
              },
            })
          }
          isPending={resolve.isPending}
          {...dialogWords(po, asked)}
        >
          <p>{dialogText(po, asked)}</p>
          <TextField
            className="ally-DeliveryIssues-note"
            value={note}
            onChange={setNote}
            maxLength={2000}
          >
            <Label>Note (optional)</Label>
            <TextArea className="ally-SourcingTextArea" rows={2} />
          </TextField>
        </ConfirmDialog>
      )}
    </section>
  )
}

/** Cancelling what has not arrived, once nothing is on its way. */
function CancelRest({
  po,
  moving,
  onAsk,
}: {
  po: PurchaseOrder
  /** A shipment still on its way, which the cancellation waits for. */
  moving: Shipment | undefined
  onAsk: () => void
}) {
  const whyWaitId = useId()
  return (
    <div className="ally-DeliveryIssues-rest">
      <Button
        className="ally-SourcingButton"
        isDisabled={!!moving}
        aria-describedby={moving ? whyWaitId : undefined}
        onPress={onAsk}
      >
        Cancel the rest of {po.number}…
      </Button>
      <p className="ally-SourcingMuted" id={whyWaitId}>
        {moving
          ? `The rest can be cancelled once ${moving.carrier} ${moving.trackingNumber} has arrived or is cancelled.`
          : 'Closes the purchase order with what has arrived and settles every open issue.'}
      </p>
    </div>
  )
}

/** An issue to settle: what went wrong, in which shipment, and the ways to settle it. */
function OpenIssue({
  issue,
  shipment,
  replaceable,
  onAsk,
}: {
  issue: DeliveryIssue
  shipment: Shipment | undefined
  replaceable: boolean
  /** Absent for someone who may not settle issues: the issue is shown without its buttons. */
  onAsk?: (action: Action) => void
}) {
  return (
    <li className="ally-DeliveryIssues-issue">
      <p className="ally-DeliveryIssues-what">
        <strong>{what(issue)}</strong>
        {shipment && (
          <>
            {' in '}
            <AllyLink to={routeTo.shipment(shipment.id)}>
              {shipment.carrier} {shipment.trackingNumber}
            </AllyLink>
          </>
        )}
      </p>
      <p className="ally-SourcingMuted">
        Found {issue.raisedBy ? `by ${issue.raisedBy} · ` : ''}
        <time dateTime={issue.raisedAt}>{formatMoment(issue.raisedAt)}</time>
      </p>
      {issue.note && <p className="ally-SourcingTimeline-note">{issue.note}</p>}
      {onAsk && (
        <div className="ally-DeliveryIssues-actions">
          {replaceable && (
            <Button
              className="ally-SourcingButton"
              data-variant="primary"
              onPress={() => onAsk('replacement')}
            >
              Ask for a replacement…
            </Button>
          )}
          <Button className="ally-SourcingButton" onPress={() => onAsk('accepted')}>
            {ACCEPT[issue.kind]}…
          </Button>
        </div>
      )}
    </li>
  )
}

/** The issues settled, each with how, by whom and when. */
function SettledIssues({ settled }: { settled: DeliveryIssue[] }) {
  return (
    <ul className="ally-DeliveryIssues-settled">
      {settled.map((issue) => (
        <li key={issue.id}>
          {what(issue)}: {issue.resolution && SETTLED[issue.resolution.action]}
          {issue.resolution?.by ? ` by ${issue.resolution.by}` : ''}
          {issue.resolution && (
            <>
              {' · '}
              <time dateTime={issue.resolution.at}>{formatMoment(issue.resolution.at)}</time>
            </>
          )}
          {issue.resolution?.note && (
            <p className="ally-SourcingTimeline-note">{issue.resolution.note}</p>
          )}
        </li>
      ))}
    </ul>
  )
}

function dialogWords(
  po: PurchaseOrder,
  { issue, action }: { issue: DeliveryIssue; action: Action },
) {
  switch (action) {
    case 'replacement':
      return {
        title: 'Ask for a replacement?',
        confirmLabel: 'Ask for a replacement',
        pendingLabel: 'Asking…',
      }
    case 'accepted':
      return {
        title: `${ACCEPT[issue.kind]}?`,
        confirmLabel: ACCEPT[issue.kind],
        pendingLabel: 'Saving…',
      }
    case 'cancelled':
      return {
        title: `Cancel the rest of ${po.number}?`,
        confirmLabel: 'Cancel the rest',
        pendingLabel: 'Cancelling…',
        cancelLabel: 'Keep it',
        tone: 'danger' as const,
      }
  }
}

function dialogText(
  po: PurchaseOrder,
  { issue, action }: { issue: DeliveryIssue; action: Action },
) {
  const goods = `${formatNumber(issue.quantity)} ${issue.unit} ${issue.description}`
  switch (action) {
    case 'replacement':
      return `${po.vendor.name} is e-mailed to ship ${goods} again; its next shipment can carry them, and the purchase order stays open until they arrive.`
    case 'accepted':
      return `The ${goods} are no longer owed, so they are neither shipped again nor waited for; the rest of the line stays owed as it was. ${po.vendor.name} is not told.`
    case 'cancelled':
      return `Everything not yet received in good order is no longer owed, every open issue is settled with it, and ${po.number} is closed short. ${po.vendor.name} is e-mailed not to ship anything more. This cannot be undone.`
  }
}
