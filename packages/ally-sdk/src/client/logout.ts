import { endSession } from '../contract/auth'
import { vendorEndSession } from '../contract/vendor-account'
import type { AllyRequest } from './request'

/**
 * Logs out: forgets the session in this browser (every tab) at once, then asks the server to end
 * it so the token stops working everywhere it may have been copied. The stored session is gone
 * even when the server cannot be reached; the promise never rejects.
 *
 * @example
 * await logout(ally.request) // the buyer's session
 * await logout(ally.request, { realm: 'vendor' }) // the vendor portal's
 */
export async function logout(
  request: AllyRequest,
  { realm = 'buyer' }: { realm?: 'buyer' | 'vendor' } = {},
): Promise<void> {
  const store = realm === 'vendor' ? request.vendorSession : request.session
  const token = store.getToken()
  store.clear()
  if (!token) return
  try {
    await request(realm === 'vendor' ? vendorEndSession : endSession, {}, { token })
  } catch {
    // Offline, or the session had already ended: it is forgotten here either way, and a token
    // the server never heard about expires on its own.
  }
}
