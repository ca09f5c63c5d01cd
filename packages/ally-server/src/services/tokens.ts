import type { SessionRealm } from '@ally/sdk'
import { jwtVerify, SignJWT } from 'jose'

export interface TokenClaims {
  /** The user (or vendor account) id. */
  sub: string
  /** Operator calls carry the operator key, never a token: only the realms with sessions. */
  realm: SessionRealm
  /** The business of a buyer; absent for vendors. */
  bid?: string
  /** The user's token version: raised on password reset, which voids older tokens. */
  tv: number
  /**
   * The session (a `sessions` row) a session token belongs to; logging out ends it. Registration
   * tokens have none.
   */
  sid?: string
  /**
   * `registration`: a token that may travel in a link (`/registration-success/{token}`,
   * `/verify?token=`) and only resends, checks or re-addresses the sign-up code. Absent on
   * session tokens, which never go in a URL.
   */
  purpose?: 'registration'
}

export const TOKEN_LIFETIME = {
  /** Until the e-mailed code is entered. */
  unverified: '1d',
  session: '1d',
  remembered: '30d',
  /** A link lands in history, logs and Referer headers: it outlives the 10-minute code, not more. */
  registration: '1h',
} as const

/** How many verified tokens are remembered (a few MB at the most); the oldest goes first. */
export const VERIFIED_TOKEN_CACHE_SIZE = 5000

/** HS256 JWTs with an `exp`, signed with the server secret. */
export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret)
  // A session sends the same token with every request, and checking its signature again gives the
  // same answer, so a verified token is remembered (until its `exp`). Revocation is unaffected:
  // the caller's token version is still read from the database on every request.
  const verified = new Map<string, { claims: TokenClaims; exp: number }>()
  const remember = (token: string, claims: TokenClaims, exp: number) => {
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      const oldest = verified.keys().next()
      if (!oldest.done) verified.delete(oldest.value)
    }
    verified.set(token, { claims, exp })
  }
  const nowInSeconds = () => Math.floor(Date.now() / 1000)

  return {
    sign(claims: TokenClaims, lifetime: string): Promise<string> {
      return new SignJWT({
        realm: claims.realm,
        bid: claims.bid,
        tv: claims.tv,
        ...(claims.sid ? { sid: claims.sid } : {}),
        ...(claims.purpose ? { pur: claims.purpose } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key)
    },
    /** The claims of a valid, unexpired token; null otherwise. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token)
      if (known) {
        // The same test as jose's: expired once `exp` is reached.
        if (known.exp > nowInSeconds()) return known.claims
        verified.delete(token)
        return null
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const { sub, realm, bid, tv } = payload as Partial<TokenClaims>
        const { pur, sid } = payload
        if (
          typeof sub !== 'string' ||
          (realm !== 'buyer' && realm !== 'vendor') ||
          typeof tv !== 'number' ||
          typeof payload.exp !== 'number' ||
          // A purpose this server does not know could widen what the token is taken for.
          (pur !== undefined && pur !== 'registration')
        ) {
          return null
        }
        // Frozen: the same object is handed to every later request with this token.
        const claims = Object.freeze({
          sub,
          realm,
          bid: typeof bid === 'string' ? bid : undefined,
          tv,
          ...(typeof sid === 'string' ? { sid } : {}),
          ...(pur === 'registration' ? { purpose: pur } : {}),
        })
        remember(token, claims, payload.exp)
        return claims
      } catch {
        return null
      }
    },
  }
}

export type Tokens = ReturnType<typeof createTokens>
