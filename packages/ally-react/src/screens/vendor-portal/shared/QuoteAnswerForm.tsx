import {
  CURRENCIES,
  type Currency,
  type FileRef,
  formatMoney,
  type QuoteResponseInput,
  type VendorRfq,
} from '@ally/sdk'
import { type FormEvent, useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { AttachFiles } from '../../shared/Attachments'
import { readForm } from '../../shared/formData'
import { showError } from '../../shared/useErrorToast'
import { useServerFieldErrors } from '../../shared/useServerFieldErrors'
import { QuoteLineFields } from './QuoteLineFields'
import { QuoteTotalsSummary } from './QuoteTotalsSummary'
import { type QuoteDraft, quoteTotals } from './quoteTotals'
import './VendorForm.css'

const CURRENCY_OPTIONS = CURRENCIES.map((id) => ({ id, label: id.toUpperCase() }))
/** What a vendor reads after sending a form without a single price. */
export const NO_PRICES = 'Give a unit price for at least one item.'
/** How long a new quote stays valid unless the vendor says otherwise. */
const DEFAULT_VALIDITY_DAYS = 30

const today = () => new Date().toISOString().slice(0, 10)
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const optionalNumber = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value)

/** The prices, quantities and shipping the form starts with: the answer sent, if any. */
function startingDraft(rfq: VendorRfq): QuoteDraft {
  const sent = rfq.response
  const byLine = new Map(sent?.lines.map((line) => [line.lineId, line]))
  return {
    lines: rfq.lines.map((line) => {
      const previous = byLine.get(line.id)
      return {
        unitPrice: previous ? String(previous.unitPrice) : '',
        quantity: String(previous?.quantity ?? line.quantity),
      }
    }),
    shippingCost: sent ? String(sent.shippingCost) : '',
  }
}

/** The form's fields as the contract's QuoteResponseInput; lines without a price are left out. */
export function quoteFromForm(values: Record<string, string>, rfq: VendorRfq): QuoteResponseInput {
  const lines = rfq.lines.flatMap((line, index) => {
    const unitPrice = optionalNumber(values[`lines.${index}.unitPrice`])
    if (unitPrice === undefined) return []
    const note = values[`lines.${index}.note`]
    return [
      {
        lineId: line.id,
        unitPrice,
        quantity: optionalNumber(values[`lines.${index}.quantity`]),
        leadTimeDays: optionalNumber(values[`lines.${index}.leadTimeDays`]),
        note: note || undefined,
      },
    ]
  })
  return {
    currency: (values.currency || rfq.currency) as Currency,
    lines,
    shippingCost: optionalNumber(values.shippingCost),
    leadTimeDays: Number(values.leadTimeDays),
    validUntil: values.validUntil ?? daysFromToday(DEFAULT_VALIDITY_DAYS),
    notes: values.notes || undefined,
  }
}

/**
 * The form field a server issue names: `lines.N` counts the lines sent (those with a price), the
 * form's fields the RFQ's lines, so `lines.0.quantity` of an answer that skipped the first line is
 * the second line's field.
 */
function fieldOfSentLine(body: QuoteResponseInput, rfq: VendorRfq) {
  const formIndex = body.lines.map(({ lineId }) =>
    rfq.lines.findIndex((line) => line.id === lineId),
  )
  return (name: string) =>
    name.replace(/^lines\.(\d+)(?=\.|$)/, (whole, sent: string) => {
      const index = formIndex[Number(sent)]
      return index === undefined || index < 0 ? whole : `lines.${index}`
    })
}

/** How the answer reaches the server: the link's endpoints, or the portal account's. */
export interface QuoteAnswerActions {
  /** Sends the answer; resolves to the server's message. */
  sendQuote: (body: QuoteResponseInput) => Promise<{ message: string }>
  /** Declines the RFQ; resolves to the server's message. */
  decline: (reason: string | undefined) => Promise<{ message: string }>
  /** Uploads a file to send with the answer (the link's upload, or the portal account's). */
  upload: (file: File) => Promise<FileRef>
}

export interface QuoteAnswerFormProps extends QuoteAnswerActions {
  rfq: VendorRfq
}

/**
 * The vendor's answer to an RFQ, from its e-mailed link or its portal: a price per line (a line
 * left without one is not quoted), the quantity offered (at most the quantity asked), lead times
 * and notes, then shipping, validity and currency. Each line's total, the subtotal, shipping and
 * total follow the typing, in the answer's currency. With an answer already sent, the form starts
 * from it and sends a revision; the buyer keeps every revision. Declining asks for an optional
 * reason.
 */
export function QuoteAnswerForm({ rfq, sendQuote, decline, upload }: QuoteAnswerFormProps) {
  const titleId = useId()
  const errors = useServerFieldErrors()
  const [declining, setDeclining] = useState(false)
  const [pending, setPending] = useState<'quote' | 'decline' | null>(null)
  const sent = rfq.response
  const byLine = new Map(sent?.lines.map((line) => [line.lineId, line]))
  // A revision starts with the files the last answer sent; each revision names its own.
  const [files, setFiles] = useState<FileRef[]>(() => sent?.attachments ?? [])
  const [draft, setDraft] = useState(() => startingDraft(rfq))
  const [currency, setCurrency] = useState<string>(sent?.currency ?? rfq.currency)
  const totals = quoteTotals(rfq.lines, draft)
  const setLine = (index: number, field: keyof QuoteDraft['lines'][number], value: string) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
    }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = {
      ...quoteFromForm(readForm(event), rfq),
      attachmentIds: files.map((file) => file.id),
    }
    if (!body.lines.length) {
      toast.error(NO_PRICES)
      return
    }
    setPending('quote')
    sendQuote(body)
      .then(({ message }) => {
        errors.clear()
        toast.success(message)
      })
      .catch((error: unknown) => {
        errors.show(error, fieldOfSentLine(body, rfq))
        showError(error)
      })
      .finally(() => setPending(null))
  }

  function onDecline(event: FormEvent<HTMLFormElement>) {
    const { reason } = readForm(event)
    setPending('decline')
    decline(reason || undefined)
      .then(({ message }) => {
        setDeclining(false)
        toast.success(message)
      })
      .catch(showError)
      .finally(() => setPending(null))
  }

  return (
    <section className="ally-VendorRfq-card ally-QuoteAnswer" aria-labelledby={titleId}>
      <h2 id={titleId} className="ally-VendorRfq-subtitle">
        {sent ? `Your quote (revision ${sent.revision})` : 'Your quote'}
      </h2>
      <p className="ally-QuoteAnswer-intro">
        {sent
          ? `You sent ${formatMoney(sent.total, sent.currency)}. Change anything below and send a revision; the buyer sees every revision.`
          : rfq.status === 'declined'
            ? 'You declined this request. You can still send a quote until the deadline.'
            : 'Give a unit price for each item you can supply; leave the price empty to skip an item.'}
      </p>
      <Form
        className="ally-VendorForm"
        validationErrors={errors.validationErrors}
        onSubmit={onSubmit}
        aria-labelledby={titleId}
      >
        {/* Once anything is typed the server's verdict is stale (useServerFieldErrors). */}
        <ol className="ally-VendorForm-list" onInput={errors.clear}>
          {rfq.lines.map((line, index) => (
            <li key={line.id}>
              <QuoteLineFields
                line={line}
                index={index}
                previous={byLine.get(line.id)}
                currency={currency}
                typed={draft.lines[index] ?? { unitPrice: '', quantity: '' }}
                total={totals.lines[index] ?? null}
                onChange={(field, value) => setLine(index, field, value)}
              />
            </li>
          ))}
        </ol>
        <fieldset className="ally-VendorForm-group" onInput={errors.clear}>
          <legend>Quote terms</legend>
          <Select
            label="Currency"
            name="currency"
            options={CURRENCY_OPTIONS}
            selectedKey={currency}
            onSelectionChange={(key) => key && setCurrency(key)}
          />
          <TextInput
            label="Shipping cost"
            name="shippingCost"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={draft.shippingCost}
            onChange={(shippingCost) => setDraft((current) => ({ ...current, shippingCost }))}
          />
          <TextInput
            label="Lead time (days)"
            description="For the whole order; an item's own lead time goes beside it."
            name="leadTimeDays"
            type="number"
            min={0}
            inputMode="numeric"
            required
            defaultValue={sent ? String(sent.leadTimeDays) : undefined}
          />
          <TextInput
            label="Valid until"
            name="validUntil"
            type="date"
            min={today()}
            required
            defaultValue={sent?.validUntil ?? daysFromToday(DEFAULT_VALIDITY_DAYS)}
          />
          <TextInput
            className="ally-VendorForm-wide"
            label="Notes for the buyer"
            name="notes"
            defaultValue={sent?.notes ?? undefined}
          />
          <div className="ally-VendorForm-wide">
            <AttachFiles
              label="Files for the buyer"
              files={files}
              onChange={setFiles}
              upload={upload}
              isDisabled={pending !== null}
            />
          </div>
        </fieldset>
        <QuoteTotalsSummary totals={totals} currency={currency} lineCount={rfq.lines.length} />
        <div className="ally-VendorForm-actions">
          <Button type="submit" className="ally-VendorButton" isDisabled={pending !== null}>
            {pending === 'quote' ? 'Sending…' : sent ? 'Send revision' : 'Send quote'}
          </Button>
          {rfq.status !== 'declined' && !declining && (
            <Button
              className="ally-VendorButton"
              data-variant="secondary"
              onPress={() => setDeclining(true)}
            >
              Decline…
            </Button>
          )}
        </div>
      </Form>
      {declining && (
        <Form
          className="ally-VendorForm ally-QuoteAnswer-decline"
          onSubmit={onDecline}
          aria-label="Decline"
        >
          <TextInput
            label="Why are you declining? (optional)"
            name="reason"
            description="The buyer sees this."
          />
          <div className="ally-VendorForm-actions">
            <Button type="submit" className="ally-VendorButton" isDisabled={pending !== null}>
              {pending === 'decline' ? 'Declining…' : 'Decline request'}
            </Button>
            <Button
              className="ally-VendorButton"
              data-variant="secondary"
              onPress={() => setDeclining(false)}
            >
              Keep it open
            </Button>
          </div>
        </Form>
      )}
    </section>
  )
}
