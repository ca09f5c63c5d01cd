// The account pages, one chunk: they are visited together (sign-up → code → onboarding).
import {
  ChangeEmail,
  ForgotPassword,
  GoogleAuth,
  Onboarding,
  Register,
  RegistrationSuccess,
  ResetPassword,
  Verify,
} from '@ally/react'
import { useParams, useSearch } from 'wouter'

export function RegisterPage() {
  return <Register />
}

export function RegistrationSuccessPage() {
  const { token = '' } = useParams<{ token: string }>()
  const resend = new URLSearchParams(useSearch()).get('resend') === 'true'
  return <RegistrationSuccess token={token} resend={resend} />
}

export function VerifyPage() {
  return <Verify />
}

export function ChangeEmailPage() {
  return <ChangeEmail />
}

export function ForgotPasswordPage() {
  return <ForgotPassword />
}

export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token')
  return <ResetPassword token={token} />
}

export function GoogleAuthPage() {
  return <GoogleAuth />
}

export function OnboardingPage() {
  return <Onboarding />
}
