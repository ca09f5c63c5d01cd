import type { StoredSession, VendorAccount } from '@ally/sdk'
import { useAllyClient } from '../provider/AllyProvider'
import { useSession } from './useSession'

/** The vendor portal's stored session (`ally-vendor`), live across tabs; null when logged out. */
export function useVendorSession(): StoredSession<VendorAccount> | null {
  return useSession(useAllyClient().vendorSession)
}
