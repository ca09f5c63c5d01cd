import {
  type Currency,
  type FileRef,
  formatMoney,
  type QuoteResponseInput,
  type VendorRfq,
} from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { readForm } from '../../../blocks/forms/formData'
import { fieldOfSentLine } from '../../../blocks/forms/sentLineFields'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { toast } from '../../../ui/Toaster'
import { AnswerCard } from './AnswerCard'
import {
  DEFAULT_VALIDITY_DAYS,
  DeclineForm,
  daysFromToday,
  QuoteTermsFields,
} from './QuoteAnswerParts'
import { QuoteLineFields } from './QuoteLineFields'
import { QuoteTotalsSummary } from './QuoteTotalsSummary'
import { type QuoteDraft, quoteTotals } from './quoteTotals'
import './VendorForm.css'

/** What a vendor reads after sending a form without a single price. */
export const NO_PRICES = 'Give a unit price for at least one item.'

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
 * Sending the answer (with the files' ids; the server's field errors land on the form's lines)
 * and declining it, one at a time.
 */
function useQuoteAnswerSend(
  rfq: VendorRfq,
  { sendQuote, decline }: Pick<QuoteAnswerActions, 'sendQuote' | 'decline'>,
  files: FileRef[],
) {
  const errors = useServerFieldErrors()
  const [declining, setDeclining] = useState(false)
  const [pending, setPending] = useState<'quote' | 'decline' | null>(null)

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
        errors.show(error, fieldOfSentLine(body, rfq.lines))
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

  return { errors, declining, setDeclining, pending, onSubmit, onDecline }
}

/**
 * The vendor's answer to an RFQ, from its e-mailed link or its portal: a price per line (a line
 * left without one is not quoted), the quantity offered (at most the quantity asked), lead times
 * and notes, then shipping, validity and currency. Each line's total, the subtotal, shipping and
 * total follow the typing, in the answer's currency. With an answer already sent, the form starts
 * from it and sends a revision; the buyer keeps every revision. Declining asks for an optional
 * reason.
 */
// ~90 lines on purpose: the answer reads top to bottom as the vendor sees it (intro, lines, terms,
// totals, actions, decline); its parts are components (QuoteLineFields, QuoteAnswerParts) already.
export function QuoteAnswerForm({ rfq, sendQuote, decline, upload }: QuoteAnswerFormProps) {
  const sent = rfq.response
  const byLine = new Map(sent?.lines.map((line) => [line.lineId, line]))
  // A revision starts with the files the last answer sent; each revision names its own.
  const [files, setFiles] = useState<FileRef[]>(() => sent?.attachments ?? [])
  const [draft, setDraft] = useState(() => startingDraft(rfq))
  const [currency, setCurrency] = useState<string>(sent?.currency ?? rfq.currency)
  const totals = quoteTotals(rfq.lines, draft)
  const { errors, declining, setDeclining, pending, onSubmit, onDecline } = useQuoteAnswerSend(
    rfq,
    { sendQuote, decline },
    files,
  )
  const setLine = (index: number, field: keyof QuoteDraft['lines'][number], value: string) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)),
    }))

  return (
    <AnswerCard
      className="ally-VendorRfq-card ally-QuoteAnswer"
      titleClassName="ally-VendorRfq-subtitle"
      title={sent ? `Your quote (revision ${sent.revision})` : 'Your quote'}
      introClassName="ally-QuoteAnswer-intro"
      intro={
        sent
          ? `You sent ${formatMoney(sent.total, sent.currency)}. Change anything below and send a revision; the buyer sees every revision.`
          : rfq.status === 'declined'
            ? 'You declined this request. You can still send a quote until the deadline.'
            : 'Give a unit price for each item you can supply; leave the price empty to skip an item.'
      }
      form={{ errors, onSubmit }}
      after={
        declining && (
          <DeclineForm
            onSubmit={onDecline}
            pending={pending === 'decline'}
            isDisabled={pending !== null}
            onKeepOpen={() => setDeclining(false)}
          />
        )
      }
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
      <QuoteTermsFields
        sent={sent}
        currency={currency}
        onCurrency={setCurrency}
        shippingCost={draft.shippingCost}
        onShippingCost={(shippingCost) => setDraft((current) => ({ ...current, shippingCost }))}
        files={files}
        onFiles={setFiles}
        upload={upload}
        isDisabled={pending !== null}
        onInput={errors.clear}
      />
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
    </AnswerCard>
  )
}
