import { type AuthResult, getHomePath, MESSAGES, ROUTES, routeTo } from '@ally/sdk'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { NewEmailForm } from '../../../blocks/auth-layout/codeForms'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useChangeSignupEmail, useSignupBearer } from '../../../queries/accounts'
import { toast } from '../../../ui/Toaster'

export interface ChangeEmailProps {
  /** The registration token from the link (`/change-email?token=…`); the stored session's otherwise. */
  token?: string | null
  onSuccess?: (result: AuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Correct a mistyped signup e-mail before verifying; a new code goes to the new address. */
export function ChangeEmail({
  token,
  onSuccess,
  redirectOnSuccess = true,
  className,
}: ChangeEmailProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const bearer = useSignupBearer(token)
  const failure = useErrorToast()
  const change = useChangeSignupEmail({
    token: bearer,
    onSuccess: ({ data, message }) => {
      failure.dismiss()
      client.session.save(data, { remember: client.session.isRemembered() })
      toast.success(`${MESSAGES.emailUpdated} ${message}`)
      onSuccess?.(data)
      if (redirectOnSuccess) {
        navigation.navigate(
          data.registrationToken
            ? routeTo.registrationSuccess(data.registrationToken)
            : getHomePath(data),
        )
      }
    },
    onError: failure.show,
  })

  return (
    <AuthLayout
      className={className}
      title="Change your e-mail"
      subtitle="We will send a new code to the address you enter."
      footer={
        <AllyLink to={bearer ? routeTo.verify(bearer) : ROUTES.verify}>Back to the code</AllyLink>
      }
    >
      <NewEmailForm
        pending={change.isPending}
        onEmail={(email) => change.mutate({ body: { email } })}
      />
    </AuthLayout>
  )
}
