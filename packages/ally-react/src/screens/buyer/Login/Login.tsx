import { type AuthResult, ROUTES } from '@ally/sdk'
import { AccountLoginForm } from '../../../blocks/account/AccountLoginForm'
import { buyerRealm } from '../../../blocks/account/accountRealm'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { AllyLink } from '../../../provider/AllyLink'

export interface LoginProps {
  /**
   * Where the user was going (the login page's `?next=`): opened after login, through onboarding
   * if the owner's profile is incomplete. Only paths on this site are followed; others mean home.
   */
  next?: string | null
  /** Called after the session is saved; navigation to the user's home follows. */
  onSuccess?: (result: AuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  onError?: (error: Error) => void
  className?: string
}

/**
 * Log in with e-mail and password. "Remember me" keeps the session across browser restarts;
 * then the user goes to verification, onboarding, the dashboard or the page they were going to
 * (docs/product-rules.md, "Sessions and redirects").
 */
export function Login({ className, ...props }: LoginProps) {
  const failure = useErrorToast()
  return (
    <AuthLayout
      className={className}
      title="Log in"
      subtitle="Welcome back. Log in to manage your vendors and orders."
      footer={
        <span>
          New to Ally? <AllyLink to={ROUTES.register}>Create an account</AllyLink>
        </span>
      }
    >
      <AccountLoginForm {...props} realm={buyerRealm} failure={failure} />
    </AuthLayout>
  )
}
