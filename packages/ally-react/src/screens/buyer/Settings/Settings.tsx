import {
  type BusinessSettings,
  type Currency,
  formatMoney,
  isOwnerOrAdmin,
  MESSAGES,
} from '@ally/sdk'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { CURRENCY_OPTIONS } from '../../../blocks/forms/currencyOptions'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { useProfile, useUpdateProfile } from '../../../queries/accounts'
import { useAllySession } from '../../../session/useAllySession'
import { PageHeader } from '../../../ui/PageHeader'
import { Select } from '../../../ui/Select'
import { Spinner } from '../../../ui/Spinner'
import { AmountInput } from '../../../ui/TextInput/AmountInput'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/detail-page/SourcingButton.css'
import './Settings.css'

export interface SettingsProps {
  className?: string
}

/**
 * The business's settings (`/dashboard/settings`): the currency it counts in and the amount above
 * which a purchase order sent by a team member waits for an owner's or admin's approval
 * (docs/product-rules.md, "Purchase orders"). Members see them without changing them.
 */
export function Settings({ className }: SettingsProps) {
  const user = useAllySession()?.user
  const profile = useProfile()
  const settings = profile.data?.data.settings
  let body: ReactNode
  if (profile.isPending) body = <Spinner aria-label="Loading the settings" />
  else if (profile.isError)
    body = <SectionLoadError what="the settings" error={profile.error} onRetry={profile.refetch} />
  else if (settings)
    body = <SettingsForm settings={settings} editable={isOwnerOrAdmin(user?.role)} />
  return (
    <section className={['ally-Settings', className].filter(Boolean).join(' ')}>
      <PageHeader title="Settings" description={user?.businessName ?? undefined} />
      {body}
    </section>
  )
}

function SettingsForm({ settings, editable }: { settings: BusinessSettings; editable: boolean }) {
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
      className="ally-Settings-form"
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
      {editable && (
        <Button
          type="submit"
          className="ally-SourcingButton"
          data-variant="primary"
          isDisabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending && <Spinner size="small" aria-label="Saving" />}
          Save settings
        </Button>
      )}
    </Form>
  )
}
