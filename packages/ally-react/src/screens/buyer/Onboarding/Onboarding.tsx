import { getPathAfterLogin, MESSAGES, type User } from '@ally/sdk'
import { type FormEvent, useId, useState } from 'react'
import { Form } from 'react-aria-components'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { readForm } from '../../../blocks/forms/formData'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useUpdateProfile, useUploadFile } from '../../../queries/accounts'
import { useAllySession } from '../../../session/useAllySession'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { BUSINESS_TYPES, countryOptions } from './options'
import './Onboarding.css'

export interface OnboardingProps {
  /** Where the owner was going before onboarding (`?next=`); the dashboard when left out. */
  next?: string | null
  /** Called with the saved profile; the dashboard follows. */
  onSuccess?: (user: User) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

const ACCEPTED_DOCUMENTS = 'application/pdf,image/png,image/jpeg'

/** A file chosen in the form's file input of that name; none when it was left empty. */
function chosenFile(form: HTMLFormElement, name: string): File | undefined {
  const file = (form.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0]
  return file && file.size > 0 ? file : undefined
}

/** The country and business type picked in the form's selects. */
interface BusinessChoices {
  country: string | null
  businessType: string | null
}

/**
 * Saving the profile: the chosen files are uploaded first, then the profile is sent with their
 * addresses; on success the owner goes on, on failure the error is toasted.
 */
function useSaveProfile({
  next,
  onSuccess,
  redirectOnSuccess,
}: Omit<OnboardingProps, 'className'>) {
  const navigation = useAllyNavigation()
  const session = useAllySession()
  const user = session?.user
  const failure = useErrorToast()
  const upload = useUploadFile()
  const update = useUpdateProfile({
    onSuccess: ({ data }) => {
      failure.dismiss()
      toast.success(MESSAGES.updated)
      onSuccess?.(data.user)
      const home = getPathAfterLogin({ token: session?.token ?? '', user: data.user }, next)
      if (redirectOnSuccess) navigation.navigate(home, { replace: true })
    },
    onError: failure.show,
  })

  async function submit(event: FormEvent<HTMLFormElement>, choices: BusinessChoices) {
    const form = event.currentTarget
    const values = readForm(event)
    try {
      const send = async (file: File | undefined) =>
        file
          ? (await upload.mutateAsync({ query: { name: file.name }, body: file })).data.url
          : undefined
      const businessDoc =
        (await send(chosenFile(form, 'businessDoc'))) ?? user?.businessDoc ?? undefined
      const avatar = await send(chosenFile(form, 'avatar'))
      update.mutate({
        body: {
          businessName: values.businessName,
          address: values.address,
          country: choices.country ?? undefined,
          businessType: choices.businessType ?? undefined,
          businessDoc,
          ...(avatar ? { avatar } : {}),
        },
      })
    } catch (error) {
      failure.show(error)
    }
  }

  return { submit, pending: upload.isPending || update.isPending }
}

/**
 * The business profile an owner completes before the dashboard
 * (docs/product-rules.md#sessions-and-redirects): business name, country, type, registration
 * document and address; a logo is optional.
 */
export function Onboarding({ redirectOnSuccess = true, className, ...props }: OnboardingProps) {
  const user = useAllySession()?.user
  const [country, setCountry] = useState<string | null>(user?.country ?? null)
  const [businessType, setBusinessType] = useState<string | null>(user?.businessType ?? null)
  const { submit, pending } = useSaveProfile({ ...props, redirectOnSuccess })

  return (
    <AuthLayout
      className={['ally-Onboarding', className].filter(Boolean).join(' ')}
      title="Tell us about your business"
      subtitle="Vendors see this profile on your RFQs and purchase orders."
    >
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        onSubmit={(event) => void submit(event, { country, businessType })}
      >
        <TextInput
          label="Business name"
          name="businessName"
          defaultValue={user?.businessName ?? ''}
          required
        />
        <Select
          label="Country"
          options={countryOptions()}
          selectedKey={country}
          onSelectionChange={setCountry}
          placeholder="Choose a country"
          isRequired
        />
        <Select
          label="Business type"
          options={BUSINESS_TYPES}
          selectedKey={businessType}
          onSelectionChange={setBusinessType}
          placeholder="Choose a type"
          isRequired
        />
        <TextInput
          label="Address"
          name="address"
          defaultValue={user?.address ?? ''}
          autoComplete="street-address"
          required
        />
        <BusinessFiles hasDocument={Boolean(user?.businessDoc)} />
        <SubmitButton pending={pending}>Save and continue</SubmitButton>
      </Form>
    </AuthLayout>
  )
}

/** The registration document (required until one is on file) and the optional logo. */
function BusinessFiles({ hasDocument }: { hasDocument: boolean }) {
  const docId = useId()
  const logoId = useId()
  return (
    <>
      <div className="ally-Onboarding-file">
        <label htmlFor={docId}>
          Registration document{hasDocument ? '' : <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={docId}
          name="businessDoc"
          type="file"
          accept={ACCEPTED_DOCUMENTS}
          required={!hasDocument}
        />
        <small>
          {hasDocument
            ? 'Uploaded. Choose a file to replace it.'
            : 'PDF, PNG or JPEG, up to 10 MB.'}
        </small>
      </div>
      <div className="ally-Onboarding-file">
        <label htmlFor={logoId}>Logo (optional)</label>
        <input id={logoId} name="avatar" type="file" accept="image/png,image/jpeg,image/webp" />
      </div>
    </>
  )
}
