import { type AuthResult, MESSAGES, ROUTES, routeTo } from '@ally/sdk'
import { AllyLink } from '../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../provider/AllyProvider'
import { useChangeSignupEmail } from '../../queries/accounts'
import { toast } from '../../ui/Toaster'
import { AuthLayout } from '../shared/AuthLayout'
import { NewEmailForm } from '../shared/codeForms'
import { showError } from '../shared/useErrorToast'

export interface ChangeEmailProps {
  onSuccess?: (result: AuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Correct a mistyped signup e-mail before verifying; a new code goes to the new address. */
export function ChangeEmail({ onSuccess, redirectOnSuccess = true, className }: ChangeEmailProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const change = useChangeSignupEmail({
    onSuccess: ({ data, message }) => {
      client.session.save(data, { remember: client.session.isRemembered() })
      toast.success(`${MESSAGES.emailUpdated} ${message}`)
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(routeTo.registrationSuccess(data.token))
    },
    onError: showError,
  })

  return (
    <AuthLayout
      className={className}
      title="Change your e-mail"
      subtitle="We will send a new code to the address you enter."
      footer={<AllyLink to={ROUTES.verify}>Back to the code</AllyLink>}
    >
      <NewEmailForm
        pending={change.isPending}
        onEmail={(email) => change.mutate({ body: { email } })}
      />
    </AuthLayout>
  )
}
