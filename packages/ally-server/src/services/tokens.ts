import type { EndpointRealm } from '@ally/sdk'
import { jwtVerify, SignJWT } from 'jose'

export interface TokenClaims {
  /** The user (or vendor account) id. */
  sub: string
  realm: EndpointRealm
  /** The business of a buyer; absent for vendors. */
  bid?: string
  /** The user's token version: raised on password reset, which voids older tokens. */
  tv: number
}

export const TOKEN_LIFETIME = {
  /** Until the e-mailed code is entered. */
  unverified: '1d',
  session: '1d',
  remembered: '30d',
} as const

/** HS256 JWTs with an `exp`, signed with the server secret (DESIGN.md). */
export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret)
  return {
    sign(claims: TokenClaims, lifetime: string): Promise<string> {
      return new SignJWT({ realm: claims.realm, bid: claims.bid, tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key)
    },
    /** The claims of a valid, unexpired token; null otherwise. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
        const { sub, realm, bid, tv } = payload as Partial<TokenClaims>
        if (
          typeof sub !== 'string' ||
          (realm !== 'buyer' && realm !== 'vendor') ||
          typeof tv !== 'number'
        ) {
          return null
        }
        return { sub, realm, bid: typeof bid === 'string' ? bid : undefined, tv }
      } catch {
        return null
      }
    },
  }
}

export type Tokens = ReturnType<typeof createTokens>
