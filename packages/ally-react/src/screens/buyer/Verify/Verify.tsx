import { type AuthResult, ROUTES, routeTo } from '@ally/sdk'
import { AccountVerify } from '../../../blocks/account/AccountVerify'
import { buyerRealm } from '../../../blocks/account/accountRealm'
import { useSignupBearer } from '../../../queries/accounts'
import { useAllySession } from '../../../session/useAllySession'

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
export function Verify({ token, ...rest }: VerifyProps) {
  const session = useAllySession()
  const bearer = useSignupBearer(token)
  return (
    <AccountVerify
      {...rest}
      realm={buyerRealm}
      bearer={bearer}
      changeEmailTo={bearer ? routeTo.changeEmail(bearer) : ROUTES.changeEmail}
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
    />
  )
}
