import type { EndpointData, getVendorInvite, VendorAuthResult } from '@ally/sdk'
import { Form } from 'react-aria-components'
import { AccountLoginForm } from '../../../blocks/account/AccountLoginForm'
import { vendorRealm } from '../../../blocks/account/accountRealm'
import { useSignUpCallbacks } from '../../../blocks/account/useSignUpCallbacks'
import type { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { NewPasswordInput } from '../../../blocks/auth-layout/NewPasswordInput'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { useTypedFields } from '../../../blocks/auth-layout/useTypedFields'
import { readForm } from '../../../blocks/forms/formData'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { useVendorRegister } from '../../../queries/vendorAccount'
import { TextInput } from '../../../ui/TextInput'

type VendorInvite = EndpointData<typeof getVendorInvite>

interface VendorAuthFormProps {
  inviteToken?: string | null
  /** One toast for the sign-up and the log-in form: each success dismisses a failure of either. */
  failure: ReturnType<typeof useErrorToast>
  onSuccess?: (result: VendorAuthResult) => void
  redirectOnSuccess: boolean
}

/** Log-in with e-mail and password; with `withInvite`, logging in accepts the invite too. */
export function VendorLoginForm({
  inviteToken,
  withInvite,
  ...rest
}: VendorAuthFormProps & { withInvite: boolean; defaultEmail?: string }) {
  return (
    <AccountLoginForm
      {...rest}
      realm={vendorRealm}
      inviteToken={withInvite ? inviteToken : undefined}
      submitLabel={withInvite ? 'Log in and accept' : 'Log in'}
    />
  )
}

type TypedField = 'companyName' | 'contactName' | 'email' | 'password'

/** Sign-up: company, name, e-mail and password, prefilled from the invite when there is one. */
export function VendorSignUpForm({
  inviteToken,
  failure,
  onSuccess,
  redirectOnSuccess,
  invite,
}: VendorAuthFormProps & { invite?: VendorInvite }) {
  const fieldErrors = useServerFieldErrors()
  // What the strength meter checks the password against, as typed (the invite prefills some).
  const { typed, track } = useTypedFields<TypedField>(fieldErrors.clear)
  const register = useVendorRegister(
    useSignUpCallbacks(vendorRealm, { onSuccess, redirectOnSuccess }, failure, fieldErrors),
  )
  return (
    <Form
      className="ally-AuthForm"
      validationBehavior="native"
      validationErrors={fieldErrors.validationErrors}
      onSubmit={(event) => {
        const { companyName = '', contactName = '', email = '', password = '' } = readForm(event)
        register.mutate({
          body: {
            ...(invite && inviteToken ? { inviteToken } : {}),
            companyName,
            contactName,
            email,
            password,
          },
        })
      }}
    >
      <TextInput
        label="Company name"
        name="companyName"
        autoComplete="organization"
        defaultValue={invite?.vendorName ?? ''}
        required
        onChange={track('companyName')}
      />
      <TextInput
        label="Your name"
        name="contactName"
        autoComplete="name"
        required
        onChange={track('contactName')}
      />
      <TextInput
        label="Work e-mail"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={invite?.email ?? ''}
        required
        onChange={track('email')}
      />
      <NewPasswordInput
        password={typed.password ?? ''}
        onChange={track('password')}
        context={{
          email: typed.email ?? invite?.email,
          names: [typed.contactName],
          businessName: typed.companyName ?? invite?.vendorName,
        }}
      />
      <SubmitButton pending={register.isPending}>Create vendor account</SubmitButton>
    </Form>
  )
}
