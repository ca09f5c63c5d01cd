import { MESSAGES, ROUTES } from '@ally/sdk'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components'
import { AllyLink } from '../../provider/AllyLink'
import { useResendSignupCode } from '../../queries/accounts'
import { useAllySession } from '../../session/useAllySession'
import { toast } from '../../ui/Toaster'
import { AuthLayout } from '../shared/AuthLayout'
import { showError } from '../shared/useErrorToast'

export interface RegistrationSuccessProps {
  /** The signup token from the path (`/registration-success/{token}`). */
  token: string
  /**
   * `?resend=true`: the user came back unverified (e.g. from login), so a fresh code is sent
   * once, straight away — the first one may have expired.
   */
  resend?: boolean
  className?: string
}

/** "Check your inbox": the step between signing up and entering the code. */
export function RegistrationSuccess({
  token,
  resend = false,
  className,
}: RegistrationSuccessProps) {
  const session = useAllySession()
  const resendCode = useResendSignupCode({
    // Opened from another device or tab without the session: the link's token still works.
    token: session?.token === token ? undefined : token,
    onSuccess: () => void toast.success(MESSAGES.codeResent),
    onError: showError,
  })
  const send = () => resendCode.mutate({})
  const sent = useRef(false)

  useEffect(() => {
    if (!resend || sent.current) return
    sent.current = true
    resendCode.mutate({})
  }, [resend, resendCode])

  return (
    <AuthLayout
      className={className}
      title="Check your inbox"
      subtitle="We e-mailed you a 6-digit code. Enter it to activate your account."
      footer={
        <>
          <Button className="ally-LinkButton" onPress={send} isDisabled={resendCode.isPending}>
            Resend code
          </Button>
          <AllyLink to={ROUTES.changeEmail}>Change e-mail</AllyLink>
        </>
      }
    >
      <AllyLink
        className="ally-SubmitButton"
        to={`${ROUTES.verify}?token=${encodeURIComponent(token)}`}
      >
        Enter the code
      </AllyLink>
    </AuthLayout>
  )
}
