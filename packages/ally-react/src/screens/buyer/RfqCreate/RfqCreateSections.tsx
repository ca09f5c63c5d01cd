import { ORDER_TYPES, type OrderType } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import { FieldError, Label, TextArea, TextField } from 'react-aria-components/TextField'
import { CurrencySelect } from '../../../blocks/forms/CurrencySelect'
import { orderTypeLabel } from '../../../blocks/vendors/OrderTypesField'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { type RfqForm, toLocalInput } from './rfqForm'
import type { RfqBusy } from './useRfqCreate'
import '../../../blocks/detail-page/SourcingButton.css'

const ORDER_TYPE_OPTIONS = ORDER_TYPES.map((id) => ({ id, label: orderTypeLabel(id) }))

interface SectionProps {
  form: RfqForm
  patch: (changes: Partial<RfqForm>) => void
}

/** What is needed: title, order type and currency. */
export function NeedSection({ form, patch }: SectionProps) {
  return (
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
      <CurrencySelect value={form.currency} onChange={(currency) => patch({ currency })} />
    </fieldset>
  )
}

/** Where and by when the goods are wanted. */
export function DeliverySection({ form, patch }: SectionProps) {
  return (
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
  )
}

/** By when vendors answer, and the buyer's message to them. */
export function AnswersSection({ form, patch }: SectionProps) {
  return (
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
  )
}

export interface SendActionsProps {
  vendorCount: number
  busy: RfqBusy
  onPreview: () => void
  onSaveDraft: () => void
}

/** Send (the form's submit), preview the e-mail, save the draft; one at a time. */
export function SendActions({ vendorCount, busy, onPreview, onSaveDraft }: SendActionsProps) {
  const sendLabel = vendorCount
    ? `Send to ${vendorCount} ${vendorCount === 1 ? 'vendor' : 'vendors'}`
    : 'Send RFQs'
  const idle = (kind: RfqBusy) => ({
    isPending: busy === kind,
    isDisabled: busy !== null && busy !== kind,
  })
  return (
    <div className="ally-RfqCreate-actions">
      <Button
        type="submit"
        className="ally-SourcingButton"
        data-variant="primary"
        {...idle('send')}
      >
        {busy === 'send' ? 'Sending…' : sendLabel}
      </Button>
      <Button className="ally-SourcingButton" {...idle('preview')} onPress={onPreview}>
        {busy === 'preview' ? 'Preparing…' : 'Preview e-mail'}
      </Button>
      <Button className="ally-SourcingButton" {...idle('save')} onPress={onSaveDraft}>
        {busy === 'save' ? 'Saving…' : 'Save draft'}
      </Button>
    </div>
  )
}
