// One form (company, contacts, documents, order types); its save is useVendorOnboardingSave, its larger fields VendorOnboardingSections.
import { type OrderType, ROUTES, type VendorAccount } from '@ally/sdk'
import { type FormEvent, useRef, useState } from 'react'
import { Form } from 'react-aria-components'
import { SignedOutPrompt } from '../../../blocks/account/SignedOutPrompt'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { OrderTypesField } from '../../../blocks/vendors/OrderTypesField'
import { useVendorSession } from '../../../session/useVendorSession'
import { type ContactRow, useVendorOnboardingSave } from './useVendorOnboardingSave'
import {
  CompanyDocumentsField,
  CompanyFields,
  ContactPeopleField,
} from './VendorOnboardingSections'
import './VendorOnboarding.css'
import '../../../blocks/portal-frame/vendorPortal.css'

export interface VendorOnboardingProps {
  /** Called with the saved vendor account; the all-set page follows. */
  onSuccess?: (user: VendorAccount) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

export { MAX_VENDOR_CONTACTS, MAX_VENDOR_DOCUMENTS } from './useVendorOnboardingSave'

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
      <SignedOutPrompt
        className={className}
        title="Log in to continue"
        subtitle="Your company profile is part of your vendor account."
        to={ROUTES.vendorRegister}
      >
        Go to vendor sign-up
      </SignedOutPrompt>
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
  const [country, setCountry] = useState<string | null>(user.country)
  const [orderTypes, setOrderTypes] = useState<OrderType[]>(user.orderTypes)
  const [orderTypesError, setOrderTypesError] = useState(false)
  const nextKey = useRef(user.contacts.length)
  const [rows, setRows] = useState<ContactRow[]>(() =>
    user.contacts.map((contact, key) => ({ ...contact, key })),
  )
  const { submit, pending } = useVendorOnboardingSave(user, { onSuccess, redirectOnSuccess })

  const addRow = () =>
    setRows((current) => [
      ...current,
      { key: nextKey.current++, name: '', email: '', phone: null, role: null },
    ])
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (orderTypes.length === 0) {
      event.preventDefault()
      setOrderTypesError(true)
      return
    }
    void submit(event, { country, orderTypes, rows })
  }

  return (
    <AuthLayout
      className={['ally-VendorOnboarding', className].filter(Boolean).join(' ')}
      title="Set up your company profile"
      subtitle="Buyers see this profile on the RFQs and purchase orders they send you."
    >
      <Form className="ally-AuthForm" validationBehavior="native" onSubmit={onSubmit}>
        <CompanyFields user={user} country={country} onCountry={setCountry} />
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

        <ContactPeopleField rows={rows} onAdd={addRow} onRemove={removeRow} />
        <CompanyDocumentsField documents={user.documents} />
        <SubmitButton pending={pending}>Save and continue</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
