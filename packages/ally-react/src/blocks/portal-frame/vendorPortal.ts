import { ROUTES, type StoredSession, type VendorAuthResult } from '@ally/sdk'

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`

/**
 * The vendor portal's paths that carry the registration token
 * (docs/product-rules.md#routes-and-layout).
 */
export const vendorRouteTo = {
  verifyEmail: (token: string) => withToken(ROUTES.vendorVerifyEmail, token),
  verify: (token: string) => withToken(ROUTES.vendorVerify, token),
  changeEmail: (token: string) => withToken(ROUTES.vendorChangeEmail, token),
}

/** Where a vendor goes after logging in: the inbox step, onboarding, or the all-set page. */
export function getVendorHomePath({ user, registrationToken }: VendorAuthResult): string {
  // The link carries the registration token, never the session's (it would land in history).
  if (!user.active) {
    return registrationToken ? vendorRouteTo.verifyEmail(registrationToken) : ROUTES.vendorRegister
  }
  return user.onboarded ? ROUTES.vendorRegistrationSuccess : ROUTES.vendorOnboarding
}

/**
 * The bearer for a call made from a link's token: none (the stored session's is sent) when the
 * stored session is that token's, else the token itself — the link may be opened on another
 * device or tab without the session.
 */
export const linkBearer = (session: StoredSession<unknown> | null, token: string) =>
  session?.token === token ? undefined : token
