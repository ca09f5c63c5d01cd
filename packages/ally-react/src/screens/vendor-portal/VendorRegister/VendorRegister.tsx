import { getErrorMessage, routeTo, type VendorAuthResult } from '@ally/sdk'
import { useState } from 'react'
import { Button, Form } from 'react-aria-components'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useVendorInvite, useVendorLogin, useVendorRegister } from '../../../queries/vendorAccount'
import { PasswordStrength } from '../../../ui/PasswordStrength'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { AuthLayout } from '../../shared/AuthLayout'
import { readForm } from '../../shared/formData'
import { RememberMe } from '../../shared/RememberMe'
import { SubmitButton } from '../../shared/SubmitButton'
import { useErrorToast } from '../../shared/useErrorToast'
import { useServerFieldErrors } from '../../shared/useServerFieldErrors'
import { getVendorHomePath } from '../shared/vendorPortal'
import '../shared/vendorPortal.css'

export interface VendorRegisterProps {
  /** The invite token from the link (`/vendor/register?token=…`); prefills the form. */
  inviteToken?: string | null
  /** `login` opens on the log-in form (`/vendor/register?mode=login`, e.g. after a password reset). */
  initialMode?: 'register' | 'login'
  /** Called after the vendor session is saved (registration or invite login). */
  onSuccess?: (result: VendorAuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/**
 * A vendor's sign-up, usually from a buyer's invite link: the invite prefills the company and
 * e-mail. When the invited address has a vendor account already, logging in accepts the invite;
 * a returning vendor logs in from here as well.
 */
export function VendorRegister({
  inviteToken,
  initialMode = 'register',
  onSuccess,
  redirectOnSuccess = true,
  className,
}: VendorRegisterProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const invite = useVendorInvite(inviteToken)
  const found = invite.data?.data
  // A returning vendor logs in here too: the portal has no separate login route
  // (docs/product-rules.md, Routes and layout).
  const [mode, setMode] = useState<'register' | 'login'>(initialMode)
  const fieldErrors = useServerFieldErrors()
  // One toast for the sign-up and the log-in form: each success dismisses a failure of either.
  const failure = useErrorToast()
  // What the strength meter checks the password against, as typed (the invite prefills some).
  const [typed, setTyped] = useState<
    Partial<Record<'companyName' | 'contactName' | 'email' | 'password', string>>
  >({})
  const track = (field: keyof typeof typed) => (value: string) => {
    setTyped((current) => ({ ...current, [field]: value }))
    fieldErrors.clear()
  }
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
  const login = useVendorLogin({
    onSuccess: ({ data }, { body }) => {
      failure.dismiss()
      client.vendorSession.save(data, { remember: body.rememberMe === true })
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(getVendorHomePath(data), { replace: true })
    },
    onError: failure.show,
  })

  if (inviteToken && invite.isPending) {
    return (
      <AuthLayout className={className} title="Join Ally as a vendor">
        <div className="ally-VendorPortal-loading">
          <Spinner aria-label="Loading your invite" />
        </div>
      </AuthLayout>
    )
  }

  const invitedBy = found ? (
    <>
      <strong>{found.businessName}</strong> invited you to Ally
    </>
  ) : null

  const loginForm = (withInvite: boolean, defaultEmail?: string) => (
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

  if (found?.registered && inviteToken) {
    return (
      <AuthLayout
        className={className}
        title="Log in to accept the invite"
        subtitle={
          <>{invitedBy}. You already have a vendor account: log in to add them to your buyers.</>
        }
      >
        {loginForm(true, found.email)}
      </AuthLayout>
    )
  }

  if (mode === 'login') {
    return (
      <AuthLayout
        className={className}
        title="Log in to your vendor account"
        subtitle="Your RFQs and purchase orders from every buyer, in one place."
        footer={
          <span>
            New to Ally?{' '}
            <Button className="ally-LinkButton" onPress={() => setMode('register')}>
              Create a vendor account
            </Button>
          </span>
        }
      >
        {loginForm(false)}
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      className={className}
      title="Create your vendor account"
      footer={
        <span>
          Already have a vendor account?{' '}
          <Button className="ally-LinkButton" onPress={() => setMode('login')}>
            Log in
          </Button>
        </span>
      }
      subtitle={
        invitedBy ? (
          <>{invitedBy}. Create your account to receive their RFQs and purchase orders.</>
        ) : (
          'Receive RFQs and purchase orders from your buyers in one place.'
        )
      }
    >
      {invite.isError ? (
        <p className="ally-VendorPortal-alert" role="alert">
          {getErrorMessage(invite.error)} You can still create an account below.
        </p>
      ) : null}
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        validationErrors={fieldErrors.validationErrors}
        onSubmit={(event) => {
          const { companyName = '', contactName = '', email = '', password = '' } = readForm(event)
          register.mutate({
            body: {
              ...(found && inviteToken ? { inviteToken } : {}),
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
          defaultValue={found?.vendorName ?? ''}
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
          defaultValue={found?.email ?? ''}
          required
          onChange={track('email')}
        />
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
              password={typed.password ?? ''}
              context={{
                email: typed.email ?? found?.email,
                names: [typed.contactName],
                businessName: typed.companyName ?? found?.vendorName,
              }}
            />
          }
        />
        <SubmitButton pending={register.isPending}>Create vendor account</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
