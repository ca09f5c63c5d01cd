import { type AuthResult, ROUTES } from '@ally/sdk'
import { Form } from 'react-aria-components'
import { buyerRealm } from '../../../blocks/account/accountRealm'
import { useSignUpCallbacks } from '../../../blocks/account/useSignUpCallbacks'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { NewPasswordInput } from '../../../blocks/auth-layout/NewPasswordInput'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { useTypedFields } from '../../../blocks/auth-layout/useTypedFields'
import { readForm } from '../../../blocks/forms/formData'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { AllyLink } from '../../../provider/AllyLink'
import { useSignup } from '../../../queries/accounts'
import { TextInput } from '../../../ui/TextInput'

export interface RegisterProps {
  /** Called after the account is created; the e-mailed code page follows. */
  onSuccess?: (result: AuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  onError?: (error: Error) => void
  className?: string
}

/** The sign-up's body from the form's fields; an empty phone is left out. */
function signupBodyOf(values: Record<string, string>) {
  const {
    firstName = '',
    lastName = '',
    businessName = '',
    email = '',
    password = '',
    phone,
  } = values
  return { firstName, lastName, businessName, email, password, ...(phone ? { phone } : {}) }
}

/** Create a business and its owner account; a 6-digit code is e-mailed to verify it. */
export function Register({
  onSuccess,
  redirectOnSuccess = true,
  onError,
  className,
}: RegisterProps) {
  const fieldErrors = useServerFieldErrors()
  const failure = useErrorToast()
  // What the strength meter checks the password against, as typed.
  const { typed, track } = useTypedFields<
    'firstName' | 'lastName' | 'businessName' | 'email' | 'password'
  >(fieldErrors.clear)
  const signup = useSignup(
    useSignUpCallbacks(buyerRealm, { onSuccess, redirectOnSuccess, onError }, failure, fieldErrors),
  )

  return (
    <AuthLayout
      className={className}
      title="Create your account"
      subtitle="Source, compare and order from your vendors in one place."
      footer={
        <span>
          Already have an account? <AllyLink to={ROUTES.login}>Log in</AllyLink>
        </span>
      }
    >
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        validationErrors={fieldErrors.validationErrors}
        onSubmit={(event) => signup.mutate({ body: signupBodyOf(readForm(event)) })}
      >
        <div className="ally-AuthForm-pair">
          <TextInput
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            onChange={track('firstName')}
          />
          <TextInput
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            onChange={track('lastName')}
          />
        </div>
        <TextInput
          label="Business name"
          name="businessName"
          autoComplete="organization"
          required
          onChange={track('businessName')}
        />
        <TextInput
          label="Work e-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          onChange={track('email')}
        />
        <TextInput label="Phone" name="phone" type="tel" autoComplete="tel" />
        <NewPasswordInput
          password={typed.password ?? ''}
          onChange={track('password')}
          context={{
            email: typed.email ?? '',
            names: [typed.firstName ?? '', typed.lastName ?? ''],
            businessName: typed.businessName ?? '',
          }}
        />
        <SubmitButton pending={signup.isPending}>Create account</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
