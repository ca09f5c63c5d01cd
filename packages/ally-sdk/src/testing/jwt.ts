function base64url(value: string): string {
  const bytes = new TextEncoder().encode(value)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * An unsigned JWT for tests and stories: the SDK only reads `exp`, the server verifies.
 *
 * @example
 * const token = createTestToken({ expiresInSeconds: 3600 })
 */
export function createTestToken(
  options: { expiresInSeconds?: number; now?: number; payload?: Record<string, unknown> } = {},
): string {
  const now = options.now ?? Date.now()
  const exp = options.expiresInSeconds === undefined ? 3600 : options.expiresInSeconds
  const payload = { sub: 'test-user', ...options.payload, exp: Math.floor(now / 1000) + exp }
  return `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.test`
}
