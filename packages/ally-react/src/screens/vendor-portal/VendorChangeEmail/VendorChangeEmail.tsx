import { MESSAGES, type VendorAuthResult } from '@ally/sdk'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { NewEmailForm } from '../../../blocks/auth-layout/codeForms'
import {
  getVendorHomePath,
  linkBearer,
  vendorRouteTo,
} from '../../../blocks/portal-frame/vendorPortal'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useVendorChangeEmail } from '../../../queries/vendorAccount'
import { useVendorSession } from '../../../session/useVendorSession'
import { toast } from '../../../ui/Toaster'

export interface VendorChangeEmailProps {
  /** The vendor registration token from `?token=`. */
  token: string
  onSuccess?: (result: VendorAuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Correct a mistyped vendor sign-up e-mail before verifying; a new code goes to the new one. */
export function VendorChangeEmail({
  token,
  onSuccess,
  redirectOnSuccess = true,
  className,
}: VendorChangeEmailProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const session = useVendorSession()
  const failure = useErrorToast()
  const change = useVendorChangeEmail({
    token: linkBearer(session, token),
    onSuccess: ({ data, message }) => {
      failure.dismiss()
      client.vendorSession.save(data, { remember: client.vendorSession.isRemembered() })
      toast.success(`${MESSAGES.emailUpdated} ${message}`)
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(getVendorHomePath(data))
    },
    onError: failure.show,
  })

  return (
    <AuthLayout
      className={className}
      title="Change your e-mail"
      subtitle="We will send a new code to the address you enter."
      footer={<AllyLink to={vendorRouteTo.verify(token)}>Back to the code</AllyLink>}
    >
      <NewEmailForm
        pending={change.isPending}
        onEmail={(email) => change.mutate({ body: { email } })}
      />
    </AuthLayout>
  )
}
