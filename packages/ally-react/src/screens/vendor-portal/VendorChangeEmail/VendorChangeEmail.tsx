import type { VendorAuthResult } from '@ally/sdk'
import { AccountChangeEmail } from '../../../blocks/account/AccountChangeEmail'
import { vendorRealm } from '../../../blocks/account/accountRealm'
import { linkBearer, vendorRouteTo } from '../../../blocks/portal-frame/vendorPortal'
import { useVendorSession } from '../../../session/useVendorSession'

export interface VendorChangeEmailProps {
  /** The vendor registration token from `?token=`. */
  token: string
  onSuccess?: (result: VendorAuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Correct a mistyped vendor sign-up e-mail before verifying; a new code goes to the new one. */
export function VendorChangeEmail({ token, ...rest }: VendorChangeEmailProps) {
  return (
    <AccountChangeEmail
      {...rest}
      realm={vendorRealm}
      bearer={linkBearer(useVendorSession(), token)}
      verifyTo={vendorRouteTo.verify(token)}
    />
  )
}
