import { MESSAGES } from '@ally/sdk'
import { AllyLink } from '../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../provider/AllyProvider'
import { toast } from '../../ui/Toaster'
import { useErrorToast } from '../alerts/useErrorToast'
import { AuthLayout } from '../auth-layout/AuthLayout'
import { NewEmailForm } from '../auth-layout/codeForms'
import type { AccountRealm, RealmResult } from './accountRealm'

export interface AccountChangeEmailProps<R extends RealmResult> {
  realm: AccountRealm<R>
  /** The bearer the call sends; the stored session's when undefined. */
  bearer: string | undefined
  /** The code page to go back to. */
  verifyTo: string
  onSuccess?: (result: R) => void
  redirectOnSuccess?: boolean
  className?: string
}

/** Correct a mistyped sign-up e-mail of either realm; a new code goes to the new address. */
export function AccountChangeEmail<R extends RealmResult>({
  realm,
  bearer,
  verifyTo,
  onSuccess,
  redirectOnSuccess = true,
  className,
}: AccountChangeEmailProps<R>) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const failure = useErrorToast()
  const change = realm.useChangeEmail({
    token: bearer,
    onSuccess: ({ data, message }) => {
      failure.dismiss()
      const session = realm.session(client)
      session.save(data, { remember: session.isRemembered() })
      toast.success(`${MESSAGES.emailUpdated} ${message}`)
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(realm.afterChangeEmail(data))
    },
    onError: failure.show,
  })

  return (
    <AuthLayout
      className={className}
      title="Change your e-mail"
      subtitle="We will send a new code to the address you enter."
      footer={<AllyLink to={verifyTo}>Back to the code</AllyLink>}
    >
      <NewEmailForm
        pending={change.isPending}
        onEmail={(email) => change.mutate({ body: { email } })}
      />
    </AuthLayout>
  )
}
