import { type EmailKind, type EmailPreferences, isOwnerOrAdmin, MESSAGES, roleOf } from '@ally/sdk'
import { useId } from 'react'
import { Checkbox } from 'react-aria-components/Checkbox'
import { SectionLoadError } from '../../../blocks/alerts/SectionLoadError'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { useEmailPreferences, useUpdateEmailPreferences } from '../../../queries/accountSecurity'
import { Spinner } from '../../../ui/Spinner'
import { toast } from '../../../ui/Toaster'
import '../../../blocks/forms/Checkbox.css'

/** Each kind a person may turn off, and who gets it at all (docs/product-rules.md, "Settings"). */
const KINDS: ReadonlyArray<{ kind: EmailKind; label: string; for?: 'approvers' | 'owners' }> = [
  { kind: 'quotes', label: 'Quotes and declines from vendors on my RFQs' },
  { kind: 'purchaseOrders', label: 'Vendors accepting or declining my purchase orders' },
  { kind: 'shipments', label: 'Shipments and delivery problems on my purchase orders' },
  { kind: 'approvals', label: 'Purchase orders waiting for my approval', for: 'approvers' },
  { kind: 'vendors', label: 'Vendors to confirm after they register', for: 'owners' },
]

/**
 * Which e-mails the signed-in person receives; each box saves as it is ticked. Codes, password
 * resets and invitations always go. What is turned off still shows in the notifications.
 */
export function EmailPreferencesForm({ role }: { role: string | undefined }) {
  const headingId = useId()
  const preferences = useEmailPreferences()
  const update = useUpdateEmailPreferences({
    onSuccess: () => toast.success(MESSAGES.updated),
    onError: showError,
  })
  const current = preferences.data?.data
  const shown = KINDS.filter(
    (item) =>
      !item.for || (item.for === 'approvers' ? isOwnerOrAdmin(role) : roleOf(role) === 'owner'),
  )
  return (
    <section className="ally-Settings-card" aria-labelledby={headingId}>
      <h2 id={headingId}>E-mails you receive</h2>
      <p className="ally-Settings-note">
        Codes, password resets and invitations always reach you; what you turn off here still shows
        in your notifications.
      </p>
      {preferences.isPending && <Spinner aria-label="Loading your e-mail preferences" />}
      {preferences.isError && (
        <SectionLoadError
          what="your e-mail preferences"
          error={preferences.error}
          onRetry={preferences.refetch}
        />
      )}
      {current && (
        <div className="ally-Settings-fields">
          {shown.map(({ kind, label }) => (
            <PreferenceBox
              key={kind}
              label={label}
              // While a change is out, the box shows what was asked for.
              isSelected={
                pendingValue(update.variables?.body, kind, update.isPending) ?? current[kind]
              }
              isDisabled={update.isPending}
              onChange={(on) => update.mutate({ body: { [kind]: on } })}
            />
          ))}
        </div>
      )}
    </section>
  )
}

const pendingValue = (
  body: Partial<EmailPreferences> | undefined,
  kind: EmailKind,
  pending: boolean,
): boolean | undefined => (pending ? body?.[kind] : undefined)

function PreferenceBox({
  label,
  isSelected,
  isDisabled,
  onChange,
}: {
  label: string
  isSelected: boolean
  isDisabled: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <Checkbox
      className="ally-Checkbox"
      isSelected={isSelected}
      isDisabled={isDisabled}
      onChange={onChange}
    >
      {({ isSelected: on }) => (
        <>
          <span className="ally-Checkbox-box" aria-hidden="true">
            {on ? '✓' : null}
          </span>
          {label}
        </>
      )}
    </Checkbox>
  )
}
