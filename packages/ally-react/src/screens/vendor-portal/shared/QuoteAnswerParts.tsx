import { CURRENCIES, type FileRef, type VendorRfq } from '@ally/sdk'
import type { FormEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import { VendorFormFiles } from './AnswerCard'

const CURRENCY_OPTIONS = CURRENCIES.map((id) => ({ id, label: id.toUpperCase() }))
/** How long a new quote stays valid unless the vendor says otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30

const today = () => new Date().toISOString().slice(0, 10)
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export interface QuoteTermsFieldsProps {
  /** The answer sent before, whose terms the fields start from. */
  sent: VendorRfq['response']
  currency: string
  onCurrency: (currency: string) => void
  shippingCost: string
  onShippingCost: (shippingCost: string) => void
  files: FileRef[]
  onFiles: (files: FileRef[]) => void
  upload: (file: File) => Promise<FileRef>
  isDisabled: boolean
  /** Typing anything makes the server's last verdict stale. */
  onInput: () => void
}

/** The answer's terms: currency, shipping, lead time, validity, notes and files. */
export function QuoteTermsFields({
  sent,
  currency,
  onCurrency,
  shippingCost,
  onShippingCost,
  files,
  onFiles,
  upload,
  isDisabled,
  onInput,
}: QuoteTermsFieldsProps) {
  return (
    <fieldset className="ally-VendorForm-group" onInput={onInput}>
      <legend>Quote terms</legend>
      <Select
        label="Currency"
        name="currency"
        options={CURRENCY_OPTIONS}
        selectedKey={currency}
        onSelectionChange={(key) => key && onCurrency(String(key))}
      />
      <AmountInput
        label="Shipping cost"
        name="shippingCost"
        value={shippingCost}
        onChange={onShippingCost}
        cents
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
      <VendorFormFiles
        label="Files for the buyer"
        files={files}
        onChange={onFiles}
        upload={upload}
        isDisabled={isDisabled}
      />
    </fieldset>
  )
}

export interface DeclineFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  pending: boolean
  isDisabled: boolean
  onKeepOpen: () => void
}

/** Declining the RFQ, with an optional reason the buyer sees. */
export function DeclineForm({ onSubmit, pending, isDisabled, onKeepOpen }: DeclineFormProps) {
  return (
    <Form
      className="ally-VendorForm ally-QuoteAnswer-decline"
      onSubmit={onSubmit}
      aria-label="Decline"
    >
      <TextInput
        label="Why are you declining? (optional)"
        name="reason"
        description="The buyer sees this."
      />
      <div className="ally-VendorForm-actions">
        <Button type="submit" className="ally-VendorButton" isDisabled={isDisabled}>
          {pending ? 'Declining…' : 'Decline request'}
        </Button>
        <Button className="ally-VendorButton" data-variant="secondary" onPress={onKeepOpen}>
          Keep it open
        </Button>
      </div>
    </Form>
  )
}
