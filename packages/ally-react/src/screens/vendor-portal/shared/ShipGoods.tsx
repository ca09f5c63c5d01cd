import {
  type createShipmentByLink,
  type EndpointInput,
  type FileRef,
  formatNumber,
  type PurchaseOrder,
  type VendorPurchaseOrder,
} from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { readForm } from '../../../blocks/forms/formData'
import { localToday } from '../../../blocks/forms/localToday'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { TextInput } from '../../../ui/TextInput'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import { toast } from '../../../ui/Toaster'
import { AnswerCard, VendorFormFiles } from './AnswerCard'
import './VendorForm.css'

export type ShipmentBody = EndpointInput<typeof createShipmentByLink>['body']

/** What a vendor reads after sending a shipment without a single item in it. */
export const NOTHING_TO_SHIP = 'Enter how much of at least one item this shipment carries.'

/**
 * A PO's statuses that take shipments: accepted, and not yet shipped in full (the server's rule,
 * docs/product-rules.md, "Shipments"; goods already arriving do not stop the rest).
 */
const SHIPPABLE: readonly PurchaseOrder['status'][] = [
  'acknowledged',
  'partially_shipped',
  'partially_received',
]

type Line = PurchaseOrder['lines'][number]

/**
 * How much of a line is still to ship, as the server counts it (`toShip`): what is owed in good
 * order, less what is on its way and rejected or short goods the buyer has not settled.
 */
export const outstanding = (line: Line) => Number(Math.max(0, line.toShip).toFixed(4))

/** "10 ordered, 10 shipped, 5 to replace": where a line's "left" comes from. */
function shippingFigures(line: Line): string {
  // Beyond what was never shipped, what is left is goods the buyer asked to be shipped again.
  const replace = line.toShip - Math.max(0, line.quantity - line.shippedQuantity)
  return [
    `${formatNumber(line.quantity)} ordered`,
    `${formatNumber(line.shippedQuantity)} shipped`,
    ...(replace > 0 ? [`${formatNumber(replace)} to replace`] : []),
  ].join(', ')
}

export const canShip = (po: VendorPurchaseOrder) =>
  SHIPPABLE.includes(po.status) && po.lines.some((line) => outstanding(line) > 0)

export interface ShipGoodsProps {
  po: VendorPurchaseOrder
  /** Reports the shipment; resolves to the server's message. */
  ship: (body: ShipmentBody) => Promise<{ message: string }>
  /** Uploads one of its documents (the link's upload). */
  upload: (file: File) => Promise<FileRef>
  /** While the page reads the PO again after a shipment, nothing is sent twice. */
  isBusy?: boolean
}

/**
 * The vendor ships goods of an accepted purchase order: how much of each line (prefilled with
 * what is left to ship; 0 leaves a line for later; lines shipped in full are shown done), the
 * carrier and tracking, the days, and documents for the buyer. The server's verdict on a field
 * shows at that field.
 */
export function ShipGoods({ po, ship, upload, isBusy = false }: ShipGoodsProps) {
  const errors = useServerFieldErrors()
  const [files, setFiles] = useState<FileRef[]>([])
  const [pending, setPending] = useState(false)
  const [shippedOn, setShippedOn] = useState(localToday)
  const busy = pending || isBusy

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = readForm(event)
    // The lines sent, with their place on the PO: the server names a line by its place in `lines`.
    const sent = po.lines.flatMap((line, index) => {
      const quantity = Number(values[`lines.${index}.quantity`] || 0)
      return quantity > 0 ? [{ index, lineId: line.id, quantity }] : []
    })
    if (!sent.length) {
      toast.error(NOTHING_TO_SHIP)
      return
    }
    const body: ShipmentBody = {
      carrier: values.carrier ?? '',
      trackingNumber: values.trackingNumber ?? '',
      trackingUrl: values.trackingUrl || undefined,
      lines: sent.map(({ lineId, quantity }) => ({ lineId, quantity })),
      shippedOn: values.shippedOn || undefined,
      estimatedDelivery: values.estimatedDelivery || undefined,
      attachmentIds: files.length ? files.map((file) => file.id) : undefined,
    }
    setPending(true)
    ship(body)
      .then(({ message }) => {
        errors.clear()
        toast.success(message)
      })
      .catch((error: unknown) => {
        errors.show(error, (name) =>
          name.replace(/^lines\.(\d+)\./, (_, at: string) => `lines.${sent[Number(at)]?.index}.`),
        )
        showError(error)
      })
      .finally(() => setPending(false))
  }

  return (
    <AnswerCard
      className="ally-VendorPurchaseOrder-card ally-ShipGoods"
      titleClassName="ally-VendorPurchaseOrder-subtitle"
      title="Ship goods"
      introClassName="ally-VendorPurchaseOrder-intro"
      intro={
        <>
          Say what goes in this shipment and how to track it; {po.buyer.businessName} is told at
          once. Set an item to 0 to ship it later.
        </>
      }
      form={{ errors, onSubmit }}
    >
      {/* Once anything is typed the server's verdict is stale (useServerFieldErrors). */}
      <fieldset className="ally-VendorForm-group" onInput={errors.clear}>
        <legend>Items in this shipment</legend>
        <ShipmentLineFields po={po} />
      </fieldset>
      <CarrierFields
        shippedOn={shippedOn}
        onShippedOn={setShippedOn}
        files={files}
        onFiles={setFiles}
        upload={upload}
        isDisabled={busy}
        onInput={errors.clear}
      />
      <div className="ally-VendorForm-actions">
        <Button type="submit" className="ally-VendorButton" isDisabled={busy}>
          {pending ? 'Sending…' : 'Report shipment'}
        </Button>
      </div>
    </AnswerCard>
  )
}

/** Carrier, tracking, the shipping and expected dates, and the documents for the buyer. */
function CarrierFields({
  shippedOn,
  onShippedOn,
  files,
  onFiles,
  upload,
  isDisabled,
  onInput,
}: {
  shippedOn: string
  onShippedOn: (day: string) => void
  files: FileRef[]
  onFiles: (files: FileRef[]) => void
  upload: (file: File) => Promise<FileRef>
  isDisabled: boolean
  /** Typing anything makes the server's last verdict stale. */
  onInput: () => void
}) {
  return (
    <fieldset className="ally-VendorForm-group" onInput={onInput}>
      <legend>Carrier and dates</legend>
      <TextInput label="Carrier" name="carrier" required autoComplete="off" />
      <TextInput label="Tracking number" name="trackingNumber" required autoComplete="off" />
      <TextInput
        className="ally-VendorForm-wide"
        label="Tracking link (optional)"
        name="trackingUrl"
        type="url"
        placeholder="https://"
      />
      <TextInput
        label="Shipped on"
        name="shippedOn"
        type="date"
        required
        max={localToday()}
        value={shippedOn}
        onChange={onShippedOn}
      />
      <TextInput
        label="Expected delivery"
        name="estimatedDelivery"
        type="date"
        min={shippedOn || undefined}
      />
      <VendorFormFiles
        label="Documents for the buyer (packing list, delivery note)"
        files={files}
        onChange={onFiles}
        upload={upload}
        isDisabled={isDisabled}
      />
    </fieldset>
  )
}

/** A quantity per line still to ship (`lines.N.quantity`, at most what is left); lines shipped in full say so. */
function ShipmentLineFields({ po }: { po: VendorPurchaseOrder }) {
  return (
    <ol className="ally-VendorForm-list ally-VendorForm-wide">
      {po.lines.map((line, index) => {
        const left = outstanding(line)
        const figures = shippingFigures(line)
        return (
          <li key={line.id} className="ally-ShipGoods-line" data-done={left <= 0 || undefined}>
            {left > 0 ? (
              <AmountInput
                label={
                  <>
                    {line.description} <span className="ally-VendorForm-aside">({line.unit})</span>
                  </>
                }
                description={`${figures}: up to ${formatNumber(left)} ${line.unit} left`}
                name={`lines.${index}.quantity`}
                max={left}
                defaultValue={String(left)}
              />
            ) : (
              <p className="ally-ShipGoods-done">
                {line.description}{' '}
                <span className="ally-VendorForm-aside">
                  Shipped in full ({formatNumber(line.shippedQuantity)} {line.unit})
                </span>
              </p>
            )}
          </li>
        )
      })}
    </ol>
  )
}
