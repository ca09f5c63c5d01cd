import { MESSAGES } from '@ally/sdk'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { ResendFooter } from '../../../blocks/auth-layout/codeForms'
import { linkBearer, vendorRouteTo } from '../../../blocks/portal-frame/vendorPortal'
import { AllyLink } from '../../../provider/AllyLink'
import { useVendorResendCode } from '../../../queries/vendorAccount'
import { useVendorSession } from '../../../session/useVendorSession'
import { toast } from '../../../ui/Toaster'

export interface VendorVerifyEmailProps {
  /** The vendor registration token from `?token=`. */
  token: string
  className?: string
}

/** "Check your inbox": the step between a vendor's sign-up and entering the code. */
export function VendorVerifyEmail({ token, className }: VendorVerifyEmailProps) {
  const session = useVendorSession()
  const failure = useErrorToast()
  const resend = useVendorResendCode({
    token: linkBearer(session, token),
    onSuccess: () => {
      failure.dismiss()
      toast.success(MESSAGES.codeResent)
    },
    onError: failure.show,
  })
  const email = session?.token === token ? session.user.email : undefined

  return (
    <AuthLayout
      className={className}
      title="Check your inbox"
      subtitle={
        email ? (
          <>
            We e-mailed a 6-digit code to <strong>{email}</strong>. Enter it to activate your vendor
            account.
          </>
        ) : (
          'We e-mailed you a 6-digit code. Enter it to activate your vendor account.'
        )
      }
      footer={
        <ResendFooter
          onResend={() => resend.mutate({})}
          resending={resend.isPending}
          changeEmailTo={vendorRouteTo.changeEmail(token)}
          changeEmailLabel="Change e-mail"
        />
      }
    >
      <AllyLink className="ally-SubmitButton" to={vendorRouteTo.verify(token)}>
        Enter the code
      </AllyLink>
    </AuthLayout>
  )
}
