import { type AuthResult, ROUTES, routeTo } from '@ally/sdk'
import { AccountChangeEmail } from '../../../blocks/account/AccountChangeEmail'
import { buyerRealm } from '../../../blocks/account/accountRealm'
import { useSignupBearer } from '../../../queries/accounts'

export interface ChangeEmailProps {
  /** The registration token from the link (`/change-email?token=…`); the stored session's otherwise. */
  token?: string | null
  onSuccess?: (result: AuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Correct a mistyped signup e-mail before verifying; a new code goes to the new address. */
export function ChangeEmail({ token, ...rest }: ChangeEmailProps) {
  const bearer = useSignupBearer(token)
  return (
    <AccountChangeEmail
      {...rest}
      realm={buyerRealm}
      bearer={bearer}
      verifyTo={bearer ? routeTo.verify(bearer) : ROUTES.verify}
    />
  )
}
