import { MESSAGES, ROUTES, type VendorAuthResult } from '@ally/sdk'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { CodeForm, ResendFooter } from '../../../blocks/auth-layout/codeForms'
import { linkBearer, vendorRouteTo } from '../../../blocks/portal-frame/vendorPortal'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useVendorResendCode, useVendorVerifyEmail } from '../../../queries/vendorAccount'
import { useVendorSession } from '../../../session/useVendorSession'
import { toast } from '../../../ui/Toaster'

export interface VendorVerifyProps {
  /** The vendor registration token from `?token=`. */
  token: string
  /** Called once the vendor account is active; onboarding or the all-set page follows. */
  onSuccess?: (result: VendorAuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Enter the 6-digit code e-mailed at the vendor's sign-up. */
export function VendorVerify({
  token,
  onSuccess,
  redirectOnSuccess = true,
  className,
}: VendorVerifyProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const session = useVendorSession()
  const bearer = linkBearer(session, token)
  // One toast for both calls: a wrong code's goes once the code is right or a new one is sent.
  const failure = useErrorToast()
  const verify = useVendorVerifyEmail({
    token: bearer,
    onSuccess: ({ data }) => {
      failure.dismiss()
      client.vendorSession.save(data, { remember: client.vendorSession.isRemembered() })
      onSuccess?.(data)
      if (redirectOnSuccess) {
        navigation.navigate(
          data.user.onboarded ? ROUTES.vendorRegistrationSuccess : ROUTES.vendorOnboarding,
          { replace: true },
        )
      }
    },
    onError: failure.show,
  })
  const resend = useVendorResendCode({
    token: bearer,
    onSuccess: () => {
      failure.dismiss()
      toast.success(MESSAGES.codeResent)
    },
    onError: failure.show,
  })

  return (
    <AuthLayout
      className={className}
      title="Verify your e-mail"
      subtitle="Enter the 6-digit code we e-mailed you. It expires in 10 minutes."
      footer={
        <ResendFooter
          onResend={() => resend.mutate({})}
          resending={resend.isPending}
          changeEmailTo={vendorRouteTo.changeEmail(token)}
          changeEmailLabel="Wrong e-mail?"
        />
      }
    >
      <CodeForm pending={verify.isPending} onCode={(code) => verify.mutate({ body: { code } })} />
    </AuthLayout>
  )
}
