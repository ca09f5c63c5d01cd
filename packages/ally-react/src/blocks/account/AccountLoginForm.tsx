import { Form } from 'react-aria-components'
import { AllyLink } from '../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../provider/AllyProvider'
import { TextInput } from '../../ui/TextInput'
import type { useErrorToast } from '../alerts/useErrorToast'
import { RememberMe } from '../auth-layout/RememberMe'
import { SubmitButton } from '../auth-layout/SubmitButton'
import { readForm } from '../forms/formData'
import type { AccountRealm, RealmResult } from './accountRealm'

export interface AccountLoginFormProps<R extends RealmResult> {
  realm: AccountRealm<R>
  /** The screen's error toast; a success dismisses it (it may be shared with a sign-up form). */
  failure: ReturnType<typeof useErrorToast>
  onSuccess?: (result: R) => void
  onError?: (error: Error) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  /** Where the user was going, for a realm that follows it (the buyer's `?next=`). */
  next?: string | null
  /** Sent with the log-in, which then accepts this invite too. */
  inviteToken?: string | null
  defaultEmail?: string
  submitLabel?: string
}

/** E-mail, password and remember-me of either realm; saves the session and goes on. */
export function AccountLoginForm<R extends RealmResult>({
  realm,
  failure,
  onSuccess,
  onError,
  redirectOnSuccess = true,
  next,
  inviteToken,
  defaultEmail,
  submitLabel = 'Log in',
}: AccountLoginFormProps<R>) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const login = realm.useLogin({
    onSuccess: ({ data }, { body }) => {
      failure.dismiss()
      realm.session(client).save(data, { remember: body.rememberMe === true })
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(realm.afterLogin(data, next), { replace: true })
    },
    onError: (error) => {
      failure.show(error)
      onError?.(error)
    },
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
            ...(inviteToken ? { inviteToken } : {}),
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
        <AllyLink to={realm.forgotPasswordTo}>Forgot password?</AllyLink>
      </div>
      <SubmitButton pending={login.isPending}>{submitLabel}</SubmitButton>
    </Form>
  )
}
