import { type AuthResult, ROUTES, routeTo } from '@ally/sdk'
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useSignup } from '../../../queries/accounts'
import { PasswordStrength } from '../../../ui/PasswordStrength'
import { TextInput } from '../../../ui/TextInput'
import { AuthLayout } from '../../shared/AuthLayout'
import { readForm } from '../../shared/formData'
import { SubmitButton } from '../../shared/SubmitButton'
import { useErrorToast } from '../../shared/useErrorToast'
import { useServerFieldErrors } from '../../shared/useServerFieldErrors'

export interface RegisterProps {
  /** Called after the account is created; the e-mailed code page follows. */
  onSuccess?: (result: AuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  onError?: (error: Error) => void
  className?: string
}

/** Create a business and its owner account; a 6-digit code is e-mailed to verify it. */
export function Register({
  onSuccess,
  redirectOnSuccess = true,
  onError,
  className,
}: RegisterProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const fieldErrors = useServerFieldErrors()
  const failure = useErrorToast()
  // What the strength meter checks the password against, as typed.
  const [typed, setTyped] = useState({
    firstName: '',
    lastName: '',
    businessName: '',
    email: '',
    password: '',
  })
  const track = (field: keyof typeof typed) => (value: string) => {
    setTyped((current) => ({ ...current, [field]: value }))
    fieldErrors.clear()
  }
  const signup = useSignup({
    onSuccess: ({ data }) => {
      failure.dismiss()
      client.session.save(data)
      onSuccess?.(data)
      // The page carries the registration token, never the session's (it would land in history).
      if (redirectOnSuccess) {
        navigation.navigate(
          data.registrationToken
            ? routeTo.registrationSuccess(data.registrationToken)
            : ROUTES.verify,
        )
      }
    },
    onError: (error) => {
      failure.show(error)
      fieldErrors.show(error)
      onError?.(error)
    },
  })

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
        onSubmit={(event) => {
          const {
            firstName = '',
            lastName = '',
            businessName = '',
            email = '',
            password = '',
            phone,
          } = readForm(event)
          signup.mutate({
            body: {
              firstName,
              lastName,
              businessName,
              email,
              password,
              ...(phone ? { phone } : {}),
            },
          })
        }}
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
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          onChange={track('password')}
          description={
            <PasswordStrength
              password={typed.password}
              context={{
                email: typed.email,
                names: [typed.firstName, typed.lastName],
                businessName: typed.businessName,
              }}
            />
          }
        />
        <SubmitButton pending={signup.isPending}>Create account</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
