import {
  type Currency,
  formatNumber,
  type QuoteResponseInput,
  type ReadFrom,
  type ReplyDraft,
  type Rfq,
} from '@ally/sdk'
import type { FormEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { useConfirmReplyDraft, useDismissReplyDraft } from '../../queries/channels'
import { Select } from '../../ui/Select'
import { TextInput } from '../../ui/TextInput'
import { AmountInput } from '../../ui/TextInput/AmountInput'
import { toast } from '../../ui/Toaster'
import { showError } from '../alerts/useErrorToast'
import { CURRENCY_OPTIONS } from '../forms/currencyOptions'
import { readForm } from '../forms/formData'
import { fieldOfSentLine } from '../forms/sentLineFields'
import { useServerFieldErrors } from '../forms/useServerFieldErrors'

/** What the buyer reads after confirming without a single price. */
export const NO_PRICE = 'Give a unit price for at least one item.'

/** "Read from the e-mail, line 3: “M8 bolts $0.45”", or from a file's row. */
export function readFromText(from: ReadFrom | undefined): string {
  if (!from) return 'Not found in the e-mail: type it from the e-mail, or leave it empty.'
  const where =
    from.part === 'body' ? `the e-mail, line ${from.row}` : `${from.part}, row ${from.row}`
  return `Read from ${where}: “${from.text}”`
}

const optionalNumber = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value)

/** The form as the contract's QuoteResponseInput; lines without a price are left out. */
export function answerFromForm(values: Record<string, string>, rfq: Rfq): QuoteResponseInput {
  return {
    currency: (values.currency || rfq.currency) as Currency,
    lines: rfq.lines.flatMap((line, index) => {
      const unitPrice = optionalNumber(values[`lines.${index}.unitPrice`])
      return unitPrice === undefined ? [] : [{ lineId: line.id, unitPrice }]
    }),
    shippingCost: optionalNumber(values.shippingCost),
    leadTimeDays: Number(values.leadTimeDays),
    validUntil: values.validUntil ?? '',
  }
}

export interface ReplyDraftFormProps {
  draft: ReplyDraft
  /** The RFQ the reply answers: its lines are the form's. */
  rfq: Rfq
}

/**
 * A draft answer's figures, as read, for the buyer to check against the e-mail and correct: a
 * unit price per line (each saying where it was read), currency, lead time, validity and
 * shipping. Confirmed, it is the vendor's answer, as if sent from its link; dismissed, it goes.
 */
export function ReplyDraftForm({ draft, rfq }: ReplyDraftFormProps) {
  const errors = useServerFieldErrors()
  const byLine = new Map(draft.lines.map((line) => [line.lineId, line]))
  const confirm = useConfirmReplyDraft({
    onSuccess: () => toast.success(`Answer from ${draft.vendor.name} saved`),
  })
  const dismiss = useDismissReplyDraft({
    onSuccess: () => toast.success('Draft dismissed'),
    onError: showError,
  })
  const pending = confirm.isPending || dismiss.isPending

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = answerFromForm(readForm(event), rfq)
    if (!body.lines.length) {
      toast.error(NO_PRICE)
      return
    }
    confirm.mutate(
      { params: { id: draft.id }, body },
      {
        onError: (error) => {
          errors.show(error, fieldOfSentLine(body, rfq.lines))
          showError(error)
        },
      },
    )
  }

  const received = draft.receivedAt.slice(0, 10)
  return (
    <Form
      className="ally-ReplyDraft-form"
      validationErrors={errors.validationErrors}
      onSubmit={onSubmit}
      aria-label={`Answer from ${draft.vendor.name}`}
    >
      {/* Once anything is typed the server's verdict is stale (useServerFieldErrors). */}
      <ol className="ally-ReplyDraft-lines" onInput={errors.clear}>
        {rfq.lines.map((line, index) => {
          const read = byLine.get(line.id)
          return (
            <li key={line.id}>
              <AmountInput
                label={`${line.description} — unit price`}
                description={`${formatNumber(line.quantity, 3)} ${line.unit} asked. ${readFromText(read?.from)}`}
                name={`lines.${index}.unitPrice`}
                defaultValue={read ? String(read.unitPrice) : ''}
                cents
              />
            </li>
          )
        })}
      </ol>
      <div className="ally-ReplyDraft-terms" onInput={errors.clear}>
        <Select
          label="Currency"
          name="currency"
          options={CURRENCY_OPTIONS}
          defaultSelectedKey={draft.currency?.value ?? rfq.currency}
        />
        <TextInput
          label="Lead time (days)"
          name="leadTimeDays"
          type="number"
          min={0}
          inputMode="numeric"
          required
          defaultValue={draft.leadTimeDays ? String(draft.leadTimeDays.value) : undefined}
          description={readFromText(draft.leadTimeDays?.from)}
        />
        <TextInput
          label="Valid until"
          name="validUntil"
          type="date"
          min={received}
          required
          defaultValue={draft.validUntil?.value}
          description={readFromText(draft.validUntil?.from)}
        />
        <AmountInput
          label="Shipping cost"
          name="shippingCost"
          defaultValue={draft.shippingCost ? String(draft.shippingCost.value) : ''}
          description={
            draft.shippingCost
              ? readFromText(draft.shippingCost.from)
              : 'None read: leave empty for none.'
          }
          cents
        />
      </div>
      <div className="ally-ReplyDraft-actions">
        <Button
          type="submit"
          className="ally-SourcingButton"
          data-variant="primary"
          isDisabled={pending}
        >
          {confirm.isPending ? 'Confirming…' : 'Confirm answer'}
        </Button>
        <Button
          className="ally-SourcingButton"
          isDisabled={pending}
          onPress={() => dismiss.mutate({ params: { id: draft.id } })}
        >
          {dismiss.isPending ? 'Dismissing…' : 'Dismiss'}
        </Button>
      </div>
    </Form>
  )
}
