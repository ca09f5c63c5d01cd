import { SignJWT } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTokens, type TokenClaims } from './tokens'

const SECRET = 'a-test-secret-that-is-long-enough-to-sign'
const claims: TokenClaims = { sub: 'user-1', realm: 'buyer', bid: 'business-1', tv: 0 }

describe('createTokens', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('verifies its own tokens, the second time from memory with the same answer', async () => {
    const tokens = createTokens(SECRET)
    const token = await tokens.sign(claims, '1h')
    expect(await tokens.verify(token)).toEqual(claims)
    expect(await tokens.verify(token)).toEqual(claims)
  })

  it('never remembers a token into validity: a forged or altered one fails after a real one', async () => {
    const tokens = createTokens(SECRET)
    const token = await tokens.sign(claims, '1h')
    await tokens.verify(token)
    const [header, payload, signature = ''] = token.split('.')
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    expect(await tokens.verify(altered)).toBeNull()
    const foreign = await createTokens('another-secret-that-is-long-enough').sign(claims, '1h')
    expect(await tokens.verify(foreign)).toBeNull()
  })

  it('stops accepting a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const tokens = createTokens(SECRET)
    const token = await tokens.sign(claims, '10s')
    expect(await tokens.verify(token)).toEqual(claims)
    vi.setSystemTime(Date.now() + 9_000)
    expect(await tokens.verify(token)).toEqual(claims)
    vi.setSystemTime(Date.now() + 2_000)
    expect(await tokens.verify(token)).toBeNull()
    // And stays refused once forgotten, through the full check.
    expect(await tokens.verify(token)).toBeNull()
  })

  it('hands out claims that a caller cannot change for the next request', async () => {
    const tokens = createTokens(SECRET)
    const token = await tokens.sign(claims, '1h')
    const first = await tokens.verify(token)
    expect(() => {
      ;(first as { tv: number }).tv = 99
    }).toThrow(TypeError)
    expect((await tokens.verify(token))?.tv).toBe(0)
  })
})

describe('registration tokens', () => {
  it('keep their purpose, and a token with a purpose this server does not know is refused', async () => {
    const tokens = createTokens(SECRET)
    const link = await tokens.sign({ ...claims, purpose: 'registration' }, '1h')
    expect(await tokens.verify(link)).toEqual({ ...claims, purpose: 'registration' })
    expect((await tokens.verify(await tokens.sign(claims, '1h')))?.purpose).toBeUndefined()
    const unknown = await new SignJWT({ realm: 'buyer', tv: 0, pur: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET))
    expect(await tokens.verify(unknown)).toBeNull()
  })
})
