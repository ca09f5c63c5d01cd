// The account pages, one chunk: they are visited together (sign-up → code → onboarding).
import {
  ChangeEmail,
  ForgotPassword,
  GoogleAuth,
  JoinTeam,
  Onboarding,
  Register,
  RegistrationSuccess,
  ResetPassword,
  Verify,
} from '@ally/react'
import { getAccountKind, NEXT_PARAM } from '@ally/sdk'
import { useParams, useSearch } from 'wouter'

export function RegisterPage() {
  return <Register />
}

export function RegistrationSuccessPage() {
  const { token = '' } = useParams<{ token: string }>()
  const resend = new URLSearchParams(useSearch()).get('resend') === 'true'
  return <RegistrationSuccess token={token} resend={resend} />
}

/** `?token=` is the registration token, never the session's. */
export function VerifyPage() {
  return <Verify token={new URLSearchParams(useSearch()).get('token')} />
}

export function ChangeEmailPage() {
  return <ChangeEmail token={new URLSearchParams(useSearch()).get('token')} />
}

/** `?for=vendor`: a vendor account's password. */
export function ForgotPasswordPage() {
  return <ForgotPassword account={getAccountKind(useSearch())} />
}

export function ResetPasswordPage() {
  const search = useSearch()
  const token = new URLSearchParams(search).get('token')
  return <ResetPassword token={token} account={getAccountKind(search)} />
}

/** A team invitation's link: `?token=` is its only credential. */
export function JoinTeamPage() {
  return <JoinTeam token={new URLSearchParams(useSearch()).get('token')} />
}

/** Google's answer to the consent: `?code=…&state=…`, or `?error=access_denied`. */
export function GoogleAuthPage() {
  const search = new URLSearchParams(useSearch())
  return (
    <GoogleAuth code={search.get('code')} state={search.get('state')} error={search.get('error')} />
  )
}

/** `/onboarding?next=…`: the profile first, then the page the owner was opening. */
export function OnboardingPage() {
  return <Onboarding next={new URLSearchParams(useSearch()).get(NEXT_PARAM)} />
}
