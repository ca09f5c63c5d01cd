import { lazyPage } from '../lazyPage'

const load = () => import('./AccountPages')

export const RegisterPage = lazyPage(() => load().then((m) => ({ default: m.RegisterPage })))
export const RegistrationSuccessPage = lazyPage(() =>
  load().then((m) => ({ default: m.RegistrationSuccessPage })),
)
export const VerifyPage = lazyPage(() => load().then((m) => ({ default: m.VerifyPage })))
export const ChangeEmailPage = lazyPage(() => load().then((m) => ({ default: m.ChangeEmailPage })))
export const ForgotPasswordPage = lazyPage(() =>
  load().then((m) => ({ default: m.ForgotPasswordPage })),
)
export const ResetPasswordPage = lazyPage(() =>
  load().then((m) => ({ default: m.ResetPasswordPage })),
)
export const JoinTeamPage = lazyPage(() => load().then((m) => ({ default: m.JoinTeamPage })))
export const GoogleAuthPage = lazyPage(() => load().then((m) => ({ default: m.GoogleAuthPage })))
export const OnboardingPage = lazyPage(() => load().then((m) => ({ default: m.OnboardingPage })))
