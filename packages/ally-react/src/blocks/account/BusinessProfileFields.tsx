import type { User } from '@ally/sdk'
import { useId, useState } from 'react'
import { useUpdateProfile, useUploadFile } from '../../queries/accounts'
import { Select } from '../../ui/Select'
import { TextInput } from '../../ui/TextInput'
import { BUSINESS_TYPES, countryOptions } from '../forms/businessOptions'
import './BusinessProfileFields.css'

// The business profile as onboarding asks for it and settings changes it: name, country, type,
// address, registration document and logo (docs/product-rules.md#sessions-and-redirects).

const ACCEPTED_DOCUMENTS = 'application/pdf,image/png,image/jpeg'
const ACCEPTED_LOGOS = 'image/png,image/jpeg,image/webp'

/** The country and business type picked in the selects (they are not form fields). */
export interface BusinessChoices {
  country: string | null
  businessType: string | null
}

/** The selects' state, starting from the stored profile. */
export function useBusinessChoices(user: User | undefined) {
  const [country, setCountry] = useState<string | null>(user?.country ?? null)
  const [businessType, setBusinessType] = useState<string | null>(user?.businessType ?? null)
  return { choices: { country, businessType }, setCountry, setBusinessType }
}

/** A file chosen in the form's file input of that name; none when it was left empty. */
function chosenFile(form: HTMLFormElement, name: string): File | undefined {
  const file = (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0]
  return file && file.size > 0 ? file : undefined
}

/**
 * Saving the profile from a form of these fields: the chosen files are uploaded first, then the
 * profile is sent with their addresses. Failures reach `onError`, whichever step they came from.
 */
export function useSaveBusinessProfile(callbacks: {
  onSuccess: (user: User) => void
  onError: (error: unknown) => void
}) {
  const upload = useUploadFile()
  const update = useUpdateProfile({
    onSuccess: ({ data }) => callbacks.onSuccess(data.user),
    onError: callbacks.onError,
  })

  async function save(form: HTMLFormElement, choices: BusinessChoices) {
    const values = new FormData(form)
    const text = (name: string) => String(values.get(name) ?? '').trim()
    try {
      const send = async (file: File | undefined) =>
        file
          ? (await upload.mutateAsync({ query: { name: file.name }, body: file })).data.url
          : undefined
      const businessDoc = await send(chosenFile(form, 'businessDoc'))
      const avatar = await send(chosenFile(form, 'avatar'))
      update.mutate({
        body: {
          businessName: text('businessName'),
          address: text('address'),
          country: choices.country ?? undefined,
          businessType: choices.businessType ?? undefined,
          ...(businessDoc ? { businessDoc } : {}),
          ...(avatar ? { avatar } : {}),
        },
      })
    } catch (error) {
      callbacks.onError(error)
    }
  }

  return { save, pending: upload.isPending || update.isPending }
}

export interface BusinessProfileFieldsProps {
  user: User | undefined
  choices: BusinessChoices
  onCountry: (country: string | null) => void
  onBusinessType: (type: string | null) => void
  isDisabled?: boolean
}

/** The profile's fields, for a react-aria `Form` that saves them with `useSaveBusinessProfile`. */
export function BusinessProfileFields({
  user,
  choices,
  onCountry,
  onBusinessType,
  isDisabled,
}: BusinessProfileFieldsProps) {
  return (
    <>
      <TextInput
        label="Business name"
        name="businessName"
        defaultValue={user?.businessName ?? ''}
        isDisabled={isDisabled}
        required
      />
      <Select
        label="Country"
        options={countryOptions()}
        selectedKey={choices.country}
        onSelectionChange={onCountry}
        placeholder="Choose a country"
        isDisabled={isDisabled}
        isRequired
      />
      <Select
        label="Business type"
        options={BUSINESS_TYPES}
        selectedKey={choices.businessType}
        onSelectionChange={onBusinessType}
        placeholder="Choose a type"
        isDisabled={isDisabled}
        isRequired
      />
      <TextInput
        label="Address"
        name="address"
        defaultValue={user?.address ?? ''}
        autoComplete="street-address"
        isDisabled={isDisabled}
        required
      />
      <BusinessFiles user={user} isDisabled={isDisabled} />
    </>
  )
}

/** The registration document (required until one is on file) and the optional logo. */
function BusinessFiles({ user, isDisabled }: { user: User | undefined; isDisabled?: boolean }) {
  const docId = useId()
  const logoId = useId()
  const hasDocument = Boolean(user?.businessDoc)
  return (
    <>
      <div className="ally-BusinessFile">
        <label htmlFor={docId}>
          Registration document{hasDocument ? '' : <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={docId}
          name="businessDoc"
          type="file"
          accept={ACCEPTED_DOCUMENTS}
          required={!hasDocument}
          disabled={isDisabled}
        />
        <small>
          {hasDocument ? (
            <>
              Uploaded (
              <a href={user?.businessDoc ?? undefined} target="_blank" rel="noreferrer">
                open the current one
              </a>
              ). Choose a file to replace it.
            </>
          ) : (
            'PDF, PNG or JPEG, up to 10 MB.'
          )}
        </small>
      </div>
      <div className="ally-BusinessFile">
        <label htmlFor={logoId}>Logo (optional)</label>
        {user?.avatar && (
          <img className="ally-BusinessFile-logo" src={user.avatar} alt="The current logo" />
        )}
        <input
          id={logoId}
          name="avatar"
          type="file"
          accept={ACCEPTED_LOGOS}
          disabled={isDisabled}
        />
        <small>PNG, JPEG or WebP; it replaces your initials in the top bar.</small>
      </div>
    </>
  )
}
