import type { VendorAuthResult } from '@ally/sdk'
import { AccountVerify } from '../../../blocks/account/AccountVerify'
import { vendorRealm } from '../../../blocks/account/accountRealm'
import { linkBearer, vendorRouteTo } from '../../../blocks/portal-frame/vendorPortal'
import { useVendorSession } from '../../../session/useVendorSession'

export interface VendorVerifyProps {
  /** The vendor registration token from `?token=`. */
  token: string
  /** Called once the vendor account is active; onboarding or the all-set page follows. */
  onSuccess?: (result: VendorAuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Enter the 6-digit code e-mailed at the vendor's sign-up. */
export function VendorVerify({ token, ...rest }: VendorVerifyProps) {
  return (
    <AccountVerify
      {...rest}
      realm={vendorRealm}
      bearer={linkBearer(useVendorSession(), token)}
      changeEmailTo={vendorRouteTo.changeEmail(token)}
      subtitle="Enter the 6-digit code we e-mailed you. It expires in 10 minutes."
    />
  )
}
