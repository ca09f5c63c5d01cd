import { isAllyApiError, isTokenLive, MESSAGES, ROUTES, routeTo } from '@ally/sdk'
import { useEffect, useRef } from 'react'
import { Button } from 'react-aria-components'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useResendSignupCode } from '../../../queries/accounts'
import { toast } from '../../../ui/Toaster'

export interface RegistrationSuccessProps {
  /**
   * The registration token from the path (`/registration-success/{token}`): good only for the
   * sign-up code calls, for an hour. It works without the session, from another tab or device.
   */
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
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const failure = useErrorToast()
  const resendCode = useResendSignupCode({
    token,
    onSuccess: () => {
      failure.dismiss()
      toast.success(MESSAGES.codeResent)
    },
    onError: (error) => {
      // The expired page below says it better than a toast.
      if (!(isAllyApiError(error) && error.status === 401)) failure.show(error)
    },
  })
  const expired =
    !isTokenLive(token) || (isAllyApiError(resendCode.error) && resendCode.error.status === 401)
  const send = () => resendCode.mutate({})
  const sent = useRef(false)

  useEffect(() => {
    if (!resend || expired || sent.current) return
    sent.current = true
    resendCode.mutate({})
  }, [resend, expired, resendCode])

  if (expired) {
    return (
      <AuthLayout
        className={className}
        title="This sign-up link has expired"
        subtitle="Sign-up links work for an hour. Log in again and we will send you a new code."
      >
        <Button
          className="ally-SubmitButton"
          onPress={() => {
            // The stored session would send a logged-in visitor straight back here.
            client.session.clear()
            navigation.navigate(ROUTES.login, { replace: true })
          }}
        >
          Log in again
        </Button>
      </AuthLayout>
    )
  }

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
          <AllyLink to={routeTo.changeEmail(token)}>Change e-mail</AllyLink>
        </>
      }
    >
      <AllyLink className="ally-SubmitButton" to={routeTo.verify(token)}>
        Enter the code
      </AllyLink>
    </AuthLayout>
  )
}
