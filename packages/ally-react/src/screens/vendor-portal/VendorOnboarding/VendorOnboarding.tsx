// Over 300 lines on purpose: one form (company, contacts, documents, order types) with its upload and save flow.
import { MESSAGES, type OrderType, ROUTES, type VendorAccount } from '@ally/sdk'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button, Form } from 'react-aria-components'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useVendorOnboarding, useVendorUploadFile } from '../../../queries/vendorAccount'
import { useVendorSession } from '../../../session/useVendorSession'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { countryOptions } from '../../buyer/Onboarding/options'
import { AuthLayout } from '../../shared/AuthLayout'
import { readForm } from '../../shared/formData'
import { OrderTypesField } from '../../shared/OrderTypesField'
import { SubmitButton } from '../../shared/SubmitButton'
import { useErrorToast } from '../../shared/useErrorToast'
import './VendorOnboarding.css'
import '../shared/vendorPortal.css'

export interface VendorOnboardingProps {
  /** Called with the saved vendor account; the all-set page follows. */
  onSuccess?: (user: VendorAccount) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** The contract's limits on contact people and documents. */
export const MAX_VENDOR_CONTACTS = 20
export const MAX_VENDOR_DOCUMENTS = 20
const ACCEPTED_DOCUMENTS = 'application/pdf,image/png,image/jpeg'

type ContactRow = VendorAccount['contacts'][number] & { key: number }

/**
 * The company profile a vendor completes after verifying: contact details, the order types it
 * serves, the people buyers may contact and company documents.
 */
export function VendorOnboarding({
  onSuccess,
  redirectOnSuccess = true,
  className,
}: VendorOnboardingProps) {
  const session = useVendorSession()
  const user = session?.user
  if (!user) {
    return (
      <AuthLayout
        className={className}
        title="Log in to continue"
        subtitle="Your company profile is part of your vendor account."
      >
        <AllyLink className="ally-SubmitButton" to={ROUTES.vendorRegister}>
          Go to vendor sign-up
        </AllyLink>
      </AuthLayout>
    )
  }
  return (
    <VendorOnboardingForm
      user={user}
      onSuccess={onSuccess}
      redirectOnSuccess={redirectOnSuccess}
      className={className}
    />
  )
}

function VendorOnboardingForm({
  user,
  onSuccess,
  redirectOnSuccess,
  className,
}: VendorOnboardingProps & { user: VendorAccount }) {
  const navigation = useAllyNavigation()
  const [country, setCountry] = useState<string | null>(user.country)
  const [orderTypes, setOrderTypes] = useState<OrderType[]>(user.orderTypes)
  const [orderTypesError, setOrderTypesError] = useState(false)
  const nextKey = useRef(user.contacts.length)
  const [rows, setRows] = useState<ContactRow[]>(() =>
    user.contacts.map((contact, key) => ({ ...contact, key })),
  )
  const failure = useErrorToast()
  const upload = useVendorUploadFile()
  const save = useVendorOnboarding({
    onSuccess: ({ data }) => {
      failure.dismiss()
      toast.success(MESSAGES.updated)
      onSuccess?.(data.user)
      if (redirectOnSuccess)
        navigation.navigate(ROUTES.vendorRegistrationSuccess, { replace: true })
    },
    onError: failure.show,
  })
  const docsId = useId()
  const docsHelpId = useId()
  const pending = upload.isPending || save.isPending

  const addRow = () =>
    setRows((current) => [
      ...current,
      { key: nextKey.current++, name: '', email: '', phone: null, role: null },
    ])
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key))

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const values = readForm(event)
    if (orderTypes.length === 0) {
      setOrderTypesError(true)
      return
    }
    const input = form.elements.namedItem('documents') as HTMLInputElement | null
    const files = [...(input?.files ?? [])].filter((file) => file.size > 0)
    if (user.documents.length + files.length > MAX_VENDOR_DOCUMENTS) {
      failure.show(new Error(`Up to ${MAX_VENDOR_DOCUMENTS} documents in all.`))
      return
    }
    const filled = (name: string) => values[name] || undefined
    const contacts = rows.map(({ key }) => {
      const phone = filled(`contact-${key}-phone`)
      const role = filled(`contact-${key}-role`)
      return {
        name: values[`contact-${key}-name`] ?? '',
        email: values[`contact-${key}-email`] ?? '',
        ...(phone ? { phone } : {}),
        ...(role ? { role } : {}),
      }
    })
    try {
      const uploaded: string[] = []
      for (const file of files) {
        const { data } = await upload.mutateAsync({ query: { name: file.name }, body: file })
        uploaded.push(data.id)
      }
      const optional = {
        phone: filled('phone'),
        country: country ?? undefined,
        address: filled('address'),
        website: filled('website'),
      }
      save.mutate({
        body: {
          companyName: values.companyName ?? '',
          contactName: values.contactName ?? '',
          ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
          orderTypes,
          contacts,
          documentIds: [...user.documents.map((document) => document.id), ...uploaded],
        },
      })
    } catch (error) {
      failure.show(error)
    }
  }

  return (
    <AuthLayout
      className={['ally-VendorOnboarding', className].filter(Boolean).join(' ')}
      title="Set up your company profile"
      subtitle="Buyers see this profile on the RFQs and purchase orders they send you."
    >
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        onSubmit={(event) => void submit(event)}
      >
        <TextInput
          label="Company name"
          name="companyName"
          autoComplete="organization"
          defaultValue={user.companyName}
          required
        />
        <TextInput
          label="Contact name"
          name="contactName"
          autoComplete="name"
          defaultValue={user.contactName}
          required
        />
        <TextInput
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={user.phone ?? ''}
        />
        <Select
          label="Country"
          options={countryOptions()}
          selectedKey={country}
          onSelectionChange={setCountry}
          placeholder="Choose a country"
        />
        <TextInput
          label="Address"
          name="address"
          autoComplete="street-address"
          defaultValue={user.address ?? ''}
        />
        <TextInput
          label="Website"
          name="website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          defaultValue={user.website ?? ''}
        />
        <div className="ally-VendorOnboarding-orderTypes">
          <OrderTypesField
            value={orderTypes}
            onChange={(next) => {
              setOrderTypes(next)
              if (next.length > 0) setOrderTypesError(false)
            }}
          />
          {orderTypesError ? (
            <p className="ally-VendorOnboarding-error" role="alert">
              Choose at least one order type.
            </p>
          ) : null}
        </div>

        <fieldset className="ally-VendorOnboarding-contacts">
          <legend>Contact people</legend>
          {rows.length === 0 ? (
            <p className="ally-VendorOnboarding-hint">
              Add the people buyers may contact about orders (optional).
            </p>
          ) : null}
          {rows.map((row, index) => (
            <fieldset key={row.key} className="ally-VendorOnboarding-contact">
              <legend>Contact person {index + 1}</legend>
              <TextInput
                label="Name"
                name={`contact-${row.key}-name`}
                defaultValue={row.name}
                required
              />
              <TextInput
                label="E-mail"
                name={`contact-${row.key}-email`}
                type="email"
                defaultValue={row.email}
                required
              />
              <TextInput
                label="Phone"
                name={`contact-${row.key}-phone`}
                type="tel"
                defaultValue={row.phone ?? ''}
              />
              <TextInput
                label="Role"
                name={`contact-${row.key}-role`}
                defaultValue={row.role ?? ''}
              />
              <Button
                className="ally-LinkButton"
                aria-label={`Remove contact person ${index + 1}`}
                onPress={() => removeRow(row.key)}
              >
                Remove
              </Button>
            </fieldset>
          ))}
          <Button
            className="ally-LinkButton"
            onPress={addRow}
            isDisabled={rows.length >= MAX_VENDOR_CONTACTS}
          >
            Add contact person
          </Button>
        </fieldset>

        <div className="ally-VendorOnboarding-file">
          <label htmlFor={docsId}>Company documents (optional)</label>
          {user.documents.length > 0 ? (
            <ul className="ally-VendorOnboarding-documents" aria-label="Documents on file">
              {user.documents.map((document) => (
                <li key={document.id}>{document.name}</li>
              ))}
            </ul>
          ) : null}
          <input
            id={docsId}
            name="documents"
            type="file"
            multiple
            accept={ACCEPTED_DOCUMENTS}
            aria-describedby={docsHelpId}
          />
          <small id={docsHelpId}>
            Registration certificate, tax or insurance documents: PDF, PNG or JPEG, up to{' '}
            {MAX_VENDOR_DOCUMENTS} in all.
          </small>
        </div>
        <SubmitButton pending={pending}>Save and continue</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
