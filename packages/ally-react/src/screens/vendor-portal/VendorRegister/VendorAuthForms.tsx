import { type EndpointData, type getVendorInvite, routeTo, type VendorAuthResult } from '@ally/sdk'
import { Form } from 'react-aria-components'
import type { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { NewPasswordInput } from '../../../blocks/auth-layout/NewPasswordInput'
import { RememberMe } from '../../../blocks/auth-layout/RememberMe'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { useTypedFields } from '../../../blocks/auth-layout/useTypedFields'
import { readForm } from '../../../blocks/forms/formData'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { getVendorHomePath } from '../../../blocks/portal-frame/vendorPortal'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useVendorLogin, useVendorRegister } from '../../../queries/vendorAccount'
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
  failure,
  onSuccess,
  redirectOnSuccess,
  withInvite,
  defaultEmail,
}: VendorAuthFormProps & { withInvite: boolean; defaultEmail?: string }) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const login = useVendorLogin({
    onSuccess: ({ data }, { body }) => {
      failure.dismiss()
      client.vendorSession.save(data, { remember: body.rememberMe === true })
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(getVendorHomePath(data), { replace: true })
    },
    onError: failure.show,
  })
  return (
    <Form
      className="ally-AuthForm"
      validationBehavior="native"
      onSubmit={(event) => {
        const { email = '', password = '', rememberMe } = readForm(event)
        login.mutate({
          body: {
            email,
            password,
            rememberMe: rememberMe === 'true',
            ...(withInvite && inviteToken ? { inviteToken } : {}),
          },
        })
      }}
    >
      <TextInput
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        required
      />
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="ally-AuthForm-row">
        <RememberMe />
        <AllyLink to={routeTo.forgotPassword('vendor')}>Forgot password?</AllyLink>
      </div>
      <SubmitButton pending={login.isPending}>
        {withInvite ? 'Log in and accept' : 'Log in'}
      </SubmitButton>
    </Form>
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
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const fieldErrors = useServerFieldErrors()
  // What the strength meter checks the password against, as typed (the invite prefills some).
  const { typed, track } = useTypedFields<TypedField>(fieldErrors.clear)
  const register = useVendorRegister({
    onSuccess: ({ data }) => {
      failure.dismiss()
      client.vendorSession.save(data)
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(getVendorHomePath(data))
    },
    onError: (error) => {
      failure.show(error)
      fieldErrors.show(error)
    },
  })
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
