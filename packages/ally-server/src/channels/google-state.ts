import type { SecretBox } from './secret-box'

// The `state` of a Google consent binds Google's answer to the session that asked (issue #33):
// sealed with the channel key, it carries the user, the session, the PKCE verifier and when it
// stops being good, so nothing is stored while the user is at Google, and a code brought back in
// another session, by another user or late is refused.

/** How long a consent may take, from the consent URL to the code coming back. */
export const CONSENT_LIFETIME_MS = 15 * 60_000

interface ConsentState {
  userId: string
  sessionId: string
  codeVerifier: string
  expiresAt: number
}

export const sealConsentState = (box: SecretBox, state: ConsentState) =>
  box.seal(JSON.stringify([state.userId, state.sessionId, state.codeVerifier, state.expiresAt]))

/** The verifier, when `sealed` was made for this user and session and is still good; else null. */
export function openConsentState(
  box: SecretBox,
  sealed: string,
  caller: { userId: string; sessionId: string | null },
  now: Date,
): string | null {
  const opened = box.open(sealed)
  if (!opened) return null
  try {
    const [userId, sessionId, codeVerifier, expiresAt] = JSON.parse(opened) as unknown[]
    const good =
      userId === caller.userId &&
      sessionId === caller.sessionId &&
      typeof codeVerifier === 'string' &&
      typeof expiresAt === 'number' &&
      expiresAt > now.getTime()
    return good ? (codeVerifier as string) : null
  } catch {
    return null
  }
}
