import {
  type EndpointInput,
  isAllyApiError,
  type Shipment,
  shipmentStatus,
  type updateVendorShipment,
} from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components/TextField'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/detail-page/sourcing.css'

export type ShipmentUpdateBody = EndpointInput<typeof updateVendorShipment>['body']
type Status = ShipmentUpdateBody['status']

/**
 * What a vendor may say of a shipment on its way (docs/product-rules.md, "Shipments"): never
 * pending again; the same status again is a checkpoint.
 */
const UPDATE_STATUSES: readonly Status[] = [
  'in_transit',
  'delayed',
  'delivered',
  'exception',
  'cancelled',
]
const STATUS_OPTIONS = UPDATE_STATUSES.map((status) => ({
  id: status,
  label: shipmentStatus({ status, late: false }).label,
}))

/** A delivered or cancelled shipment is finished: it takes no more updates (the server: 409). */
export const isShipmentFinished = ({ status }: Pick<Shipment, 'status'>) =>
  status === 'delivered' || status === 'cancelled'

/** The longest note the server takes (the contract's `ShipmentEventInput`). */
const NOTE_MAX = 2000

export interface ShipmentUpdateProps {
  shipment: Shipment
  /** The shipment's name as the vendor reads it: carrier and tracking number. */
  name: string
  /** Posts the update; resolves to the server's message once the page will show it. */
  post: (body: ShipmentUpdateBody) => Promise<{ message: string }>
}

/** What the dialog's fields hold, each time it opens afresh. */
interface UpdateDraft {
  status: Status
  location: string
  note: string
  estimatedDelivery: string
}

const EMPTY_UPDATE: UpdateDraft = {
  status: 'in_transit',
  location: '',
  note: '',
  estimatedDelivery: '',
}

/**
 * "Post an update" on a shipment on its way: a dialog with its new status (in transit, delayed,
 * delivered, exception, cancelled), where it is, a note for the buyer and a new expected delivery
 * day. The server's message is toasted; its verdict on a field shows at that field.
 */
// ~90 lines on purpose: opening afresh, sending and the 409/404 close share the dialog's state;
// the fields are UpdateFields below.
export function ShipmentUpdate({ shipment, name, post }: ShipmentUpdateProps) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const errors = useServerFieldErrors()
  const [draft, setDraft] = useState<UpdateDraft>(EMPTY_UPDATE)
  const { status, location, note, estimatedDelivery } = draft
  // A finished shipment has no delivery day to expect.
  const expects = !isShipmentFinished({ status })

  function start() {
    // The status it has, to post a checkpoint; in transit for one still pending.
    setDraft({
      ...EMPTY_UPDATE,
      status: UPDATE_STATUSES.includes(shipment.status) ? shipment.status : 'in_transit',
    })
    errors.clear()
    setOpen(true)
  }

  function send() {
    if (pending) return
    const body: ShipmentUpdateBody = {
      status,
      location: location.trim() || undefined,
      note: note.trim() || undefined,
      estimatedDelivery: (expects && estimatedDelivery) || undefined,
    }
    setPending(true)
    post(body)
      .then(({ message }) => {
        setOpen(false)
        toast.success(message)
      })
      .catch((error: unknown) => {
        errors.show(error)
        showError(error)
        // 409: it was finished meanwhile; 404: it is gone. The page reads it again.
        if (isAllyApiError(error) && (error.status === 409 || error.status === 404)) {
          setOpen(false)
        }
      })
      .finally(() => setPending(false))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    send()
  }

  /** Once anything changes the server's verdict is stale (useServerFieldErrors). */
  const change = (changes: Partial<UpdateDraft>) => {
    errors.clear()
    setDraft((current) => ({ ...current, ...changes }))
  }

  return (
    <>
      <Button
        className="ally-VendorButton ally-ShipmentUpdate-open"
        data-variant="secondary"
        onPress={start}
      >
        Post an update <VisuallyHidden elementType="span">on {name}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        isOpen={open}
        onCancel={() => setOpen(false)}
        onConfirm={send}
        isPending={pending}
        title={`Post an update on ${name}`}
        confirmLabel="Post update"
        pendingLabel="Posting…"
        cancelLabel="Not now"
      >
        <p>The buyer sees it on the shipment's timeline.</p>
        <Form
          className="ally-ShipmentUpdate"
          validationErrors={errors.validationErrors}
          onSubmit={onSubmit}
          aria-label={`Update on ${name}`}
        >
          <UpdateFields
            draft={draft}
            onChange={change}
            expects={expects}
            shippedOn={shipment.shippedOn}
            isDisabled={pending}
          />
        </Form>
      </ConfirmDialog>
    </>
  )
}

/** The update's status, where the goods are, a new expected day (while one is expected) and a note. */
function UpdateFields({
  draft,
  onChange,
  expects,
  shippedOn,
  isDisabled,
}: {
  draft: UpdateDraft
  onChange: (changes: Partial<UpdateDraft>) => void
  expects: boolean
  shippedOn: string | null
  isDisabled: boolean
}) {
  // A text field of the draft: its form name, what it holds, and how typing changes it.
  const field = (name: Exclude<keyof UpdateDraft, 'status'>) => ({
    name,
    value: draft[name],
    onChange: (value: string) => onChange({ [name]: value }),
    isDisabled,
  })
  return (
    <>
      <Select
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        selectedKey={draft.status}
        onSelectionChange={(key) => onChange({ status: (key as Status | null) ?? draft.status })}
        isRequired
        isDisabled={isDisabled}
      />
      <TextInput label="Where is it now? (optional)" {...field('location')} autoComplete="off" />
      {expects && (
        <TextInput
          label="New expected delivery (optional)"
          {...field('estimatedDelivery')}
          type="date"
          min={shippedOn ?? undefined}
        />
      )}
      <TextField className="ally-ShipmentUpdate-note" {...field('note')} maxLength={NOTE_MAX}>
        <Label>Note for the buyer (optional)</Label>
        <TextArea className="ally-SourcingTextArea" rows={3} />
        <Text slot="description" className="ally-TextInput-description">
          {draft.status === 'delayed' ||
          draft.status === 'exception' ||
          draft.status === 'cancelled'
            ? 'What happened, and what comes next. The buyer is e-mailed this update.'
            : 'A checkpoint, a driver to call, a gate to use.'}
        </Text>
        <FieldError className="ally-TextInput-error" />
      </TextField>
    </>
  )
}
