/** The payload of a JWT, or null when the token is not a well-formed JWT. Does not verify it. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
    const json = decodeURIComponent(
      Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    )
    const payload: unknown = JSON.parse(json)
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** When the token expires, in milliseconds since the epoch; null without a numeric `exp`. */
export function getTokenExpiry(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null
}

/**
 * docs/product-rules.md#sessions-and-redirects: a token counts as logged in only if it exists and
 * its expiry has not passed. A token without `exp` never counts.
 */
export function isTokenLive(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false
  const expiry = getTokenExpiry(token)
  return expiry !== null && expiry > now
}
