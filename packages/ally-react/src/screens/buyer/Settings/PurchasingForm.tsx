import { type BusinessSettings, type Currency, formatMoney, MESSAGES } from '@ally/sdk'
import { type FormEvent, useState } from 'react'
import { Form } from 'react-aria-components/Form'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { CURRENCY_OPTIONS } from '../../../blocks/forms/currencyOptions'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { useUpdateProfile } from '../../../queries/accounts'
import { Select } from '../../../ui/Select'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import { toast } from '../../../ui/Toaster'
import { SaveButton } from './SaveButton'

/**
 * The currency the business counts in and the amount above which a purchase order sent by a team
 * member waits for an owner's or admin's approval (docs/product-rules.md, "Purchase orders").
 */
export function PurchasingForm({
  settings,
  editable,
}: {
  settings: BusinessSettings
  editable: boolean
}) {
  const [currency, setCurrency] = useState<string>(settings.currency)
  const errors = useServerFieldErrors()
  const update = useUpdateProfile({
    onSuccess: () => toast.success(MESSAGES.updated),
    onError: (error) => {
      errors.show(error)
      showError(error)
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const raw = new FormData(event.currentTarget).get('approvalThreshold')
    const text = typeof raw === 'string' ? raw.trim() : ''
    update.mutate({
      body: {
        currency: currency as Currency,
        // Empty: no purchase order needs approval.
        approvalThreshold: text === '' ? null : Number(text),
      },
    })
  }

  const threshold = settings.approvalThreshold
  return (
    <Form
      className="ally-Settings-card"
      validationBehavior="native"
      validationErrors={errors.validationErrors}
      onSubmit={submit}
      aria-labelledby="ally-settings-po"
    >
      <h2 id="ally-settings-po">Purchase orders</h2>
      {!editable && (
        <p className="ally-Settings-note">Only an owner or admin can change these settings.</p>
      )}
      <Select
        label="Business currency"
        name="currency"
        options={CURRENCY_OPTIONS}
        selectedKey={currency}
        onSelectionChange={(key) => {
          errors.clear()
          if (key) setCurrency(key)
        }}
        isDisabled={!editable || update.isPending}
      />
      <AmountInput
        label={`Approval threshold (${currency.toUpperCase()})`}
        name="approvalThreshold"
        defaultValue={threshold === null ? '' : String(threshold)}
        onChange={errors.clear}
        isDisabled={!editable || update.isPending}
        description="A purchase order above this total, sent by a team member, waits for an owner's or admin's approval. Leave it empty for no approval."
        cents
      />
      <p className="ally-Settings-current" aria-live="polite">
        {threshold === null
          ? 'No purchase order needs approval now.'
          : `Purchase orders above ${formatMoney(threshold, settings.currency)} need approval now.`}
      </p>
      {editable && <SaveButton pending={update.isPending}>Save settings</SaveButton>}
    </Form>
  )
}
