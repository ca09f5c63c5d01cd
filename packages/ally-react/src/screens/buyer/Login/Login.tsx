import { type AuthResult, getPathAfterLogin, ROUTES } from '@ally/sdk'
import { Form } from 'react-aria-components'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { RememberMe } from '../../../blocks/auth-layout/RememberMe'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { readForm } from '../../../blocks/forms/formData'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useLogin } from '../../../queries/accounts'
import { TextInput } from '../../../ui/TextInput'

export interface LoginProps {
  /**
   * Where the user was going (the login page's `?next=`): opened after login, through onboarding
   * if the owner's profile is incomplete. Only paths on this site are followed; others mean home.
   */
  next?: string | null
  /** Called after the session is saved; navigation to the user's home follows. */
  onSuccess?: (result: AuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  onError?: (error: Error) => void
  className?: string
}

/**
 * Log in with e-mail and password. "Remember me" keeps the session across browser restarts;
 * then the user goes to verification, onboarding, the dashboard or the page they were going to
 * (docs/product-rules.md, "Sessions and redirects").
 */
export function Login({
  next,
  onSuccess,
  redirectOnSuccess = true,
  onError,
  className,
}: LoginProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const failure = useErrorToast()
  const login = useLogin({
    onSuccess: ({ data }, { body }) => {
      failure.dismiss()
      client.session.save(data, { remember: body.rememberMe === true })
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(getPathAfterLogin(data, next), { replace: true })
    },
    onError: (error) => {
      failure.show(error)
      onError?.(error)
    },
  })

  return (
    <AuthLayout
      className={className}
      title="Log in"
      subtitle="Welcome back. Log in to manage your vendors and orders."
      footer={
        <span>
          New to Ally? <AllyLink to={ROUTES.register}>Create an account</AllyLink>
        </span>
      }
    >
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        onSubmit={(event) => {
          const { email = '', password = '', rememberMe } = readForm(event)
          login.mutate({ body: { email, password, rememberMe: rememberMe === 'true' } })
        }}
      >
        <TextInput label="E-mail" name="email" type="email" autoComplete="email" required />
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="ally-AuthForm-row">
          <RememberMe />
          <AllyLink to={ROUTES.forgotPassword}>Forgot password?</AllyLink>
        </div>
        <SubmitButton pending={login.isPending}>Log in</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
