import { type AuthResult, getHomePath, MESSAGES, ROUTES, routeTo } from '@ally/sdk'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { CodeForm, ResendFooter } from '../../../blocks/auth-layout/codeForms'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import {
  useResendSignupCode,
  useSignupBearer,
  useVerifySignupCode,
} from '../../../queries/accounts'
import { useAllySession } from '../../../session/useAllySession'
import { toast } from '../../../ui/Toaster'

export interface VerifyProps {
  /** The registration token from the link (`/verify?token=…`); the stored session's otherwise. */
  token?: string | null
  /** Called once the account is active; the user's home follows. */
  onSuccess?: (result: AuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Enter the 6-digit code e-mailed at sign-up. */
export function Verify({ token, onSuccess, redirectOnSuccess = true, className }: VerifyProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const session = useAllySession()
  const bearer = useSignupBearer(token)
  // One toast for both calls: a wrong code's goes once the code is right or a new one is sent.
  const failure = useErrorToast()
  const verify = useVerifySignupCode({
    token: bearer,
    onSuccess: ({ data }) => {
      failure.dismiss()
      client.session.save(data, { remember: client.session.isRemembered() })
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(getHomePath(data), { replace: true })
    },
    onError: failure.show,
  })
  const resend = useResendSignupCode({
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
      subtitle={
        session ? (
          <>
            We sent a 6-digit code to <strong>{session.user.email}</strong>. It expires in 10
            minutes.
          </>
        ) : (
          'Enter the 6-digit code we e-mailed you.'
        )
      }
      footer={
        <ResendFooter
          onResend={() => resend.mutate({})}
          resending={resend.isPending}
          changeEmailTo={bearer ? routeTo.changeEmail(bearer) : ROUTES.changeEmail}
          changeEmailLabel="Wrong e-mail?"
        />
      }
    >
      <CodeForm pending={verify.isPending} onCode={(code) => verify.mutate({ body: { code } })} />
    </AuthLayout>
  )
}
