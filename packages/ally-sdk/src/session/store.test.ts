import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestToken } from '../testing'
import { getTokenExpiry, isTokenLive } from './jwt'
import { createMemoryStorage } from './storage'
import { createSessionStore, SESSION_KEY, type SessionStore } from './store'

const user = { id: 'u1', role: 'owner', active: true }
const stores: SessionStore[] = []
function store(options: Parameters<typeof createSessionStore>[0] = {}) {
  const s = createSessionStore(options)
  stores.push(s)
  return s
}
afterEach(() => {
  for (const s of stores.splice(0)) s.dispose()
})

/** Waits for BroadcastChannel messages to be delivered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('tokens', () => {
  it('count as logged in only while exp is in the future', () => {
    const now = Date.UTC(2026, 10, 22)
    expect(isTokenLive(createTestToken({ now, expiresInSeconds: 60 }), now)).toBe(true)
    expect(isTokenLive(createTestToken({ now, expiresInSeconds: 0 }), now)).toBe(false)
    expect(isTokenLive(createTestToken({ now, expiresInSeconds: -60 }), now)).toBe(false)
  })

  it('never count without exp, when malformed, or when missing', () => {
    const noExp = `${btoa('{"alg":"none"}')}.${btoa('{"sub":"x"}')}.sig`
    expect(isTokenLive(noExp)).toBe(false)
    expect(isTokenLive('not-a-jwt')).toBe(false)
    expect(isTokenLive('a.%%%.c')).toBe(false)
    expect(isTokenLive('')).toBe(false)
    expect(isTokenLive(null)).toBe(false)
    expect(getTokenExpiry(`x.${btoa('{"exp":"soon"}')}.y`)).toBeNull()
  })

  it('decode base64url payloads with non-ASCII text', () => {
    const token = createTestToken({ payload: { name: 'Zoë — 李' }, expiresInSeconds: 30 })
    expect(isTokenLive(token)).toBe(true)
  })
})

describe('the session store', () => {
  it("keeps a remembered login in local storage and a session-only one in session storage, under 'ally-user'", () => {
    const local = createMemoryStorage()
    const session = createMemoryStorage()
    const s = store({ local, session })
    const value = { token: createTestToken(), user }

    s.save(value, { remember: true })
    expect(JSON.parse(local.getItem(SESSION_KEY) ?? 'null')).toEqual(value)
    expect(session.getItem(SESSION_KEY)).toBeNull()
    expect(s.isRemembered()).toBe(true)

    s.save(value)
    expect(session.getItem(SESSION_KEY)).not.toBeNull()
    expect(local.getItem(SESSION_KEY)).toBeNull()
    expect(s.isRemembered()).toBe(false)
  })

  it('reports logged in only with a live token, and hands out the token only then', () => {
    let now = Date.UTC(2026, 0, 1)
    const s = store({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      now: () => now,
    })
    const token = createTestToken({ now, expiresInSeconds: 10 })
    s.save({ token, user })
    expect([s.isLoggedIn(), s.getToken()]).toEqual([true, token])
    now += 11_000
    expect([s.isLoggedIn(), s.getToken()]).toEqual([false, null])
    expect(s.get()?.user).toEqual(user)
  })

  it('logs out by clearing both storages, and tells subscribers', () => {
    const local = createMemoryStorage()
    const session = createMemoryStorage()
    const s = store({ local, session })
    const listener = vi.fn()
    s.subscribe(listener)
    s.save({ token: createTestToken(), user }, { remember: true })
    session.setItem(SESSION_KEY, local.getItem(SESSION_KEY) ?? '')
    s.clear()
    expect([local.getItem(SESSION_KEY), session.getItem(SESSION_KEY), s.get()]).toEqual([
      null,
      null,
      null,
    ])
    expect(listener).toHaveBeenLastCalledWith(null)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('returns the same object until the session changes (safe for useSyncExternalStore)', () => {
    const s = store({ local: createMemoryStorage(), session: createMemoryStorage() })
    s.save({ token: createTestToken(), user })
    expect(s.get()).toBe(s.get())
    const before = s.get()
    s.updateUser({ ...user, active: false })
    expect(s.get()).not.toBe(before)
    expect(s.get()?.user).toEqual({ ...user, active: false })
  })

  it('keeps an updated user where the session lives', () => {
    const local = createMemoryStorage()
    const s = store({ local, session: createMemoryStorage() })
    s.save({ token: createTestToken(), user }, { remember: true })
    s.updateUser({ ...user, role: 'admin' })
    expect(JSON.parse(local.getItem(SESSION_KEY) ?? '{}').user.role).toBe('admin')
  })

  it("keeps an unverified account's registration token through a reload and a user update", () => {
    const local = createMemoryStorage()
    const first = store({ local, session: createMemoryStorage() })
    const registrationToken = createTestToken()
    first.save({ token: createTestToken(), user, registrationToken }, { remember: true })
    first.updateUser({ ...user, role: 'admin' })
    const reloaded = store({ local, session: createMemoryStorage() })
    expect(reloaded.get()?.registrationToken).toBe(registrationToken)
  })

  it('treats corrupt storage as logged out instead of crashing', () => {
    const local = createMemoryStorage()
    local.setItem(SESSION_KEY, '{not json')
    expect(store({ local, session: createMemoryStorage() }).get()).toBeNull()
    local.setItem(SESSION_KEY, JSON.stringify({ token: 5, user }))
    expect(store({ local, session: createMemoryStorage() }).get()).toBeNull()
  })

  it('still works for this page when storage refuses writes (private mode, quota)', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const s = store({ local: broken, session: broken })
    expect(() => s.save({ token: createTestToken(), user })).not.toThrow()
  })

  it('unsubscribes', () => {
    const s = store({ local: createMemoryStorage(), session: createMemoryStorage() })
    const listener = vi.fn()
    const off = s.subscribe(listener)
    off()
    s.save({ token: createTestToken(), user })
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('across tabs (BroadcastChannel, for session storage that no storage event reaches)', () => {
  // Tabs share local storage and each has its own session storage, as in a browser.
  function tab(local: ReturnType<typeof createMemoryStorage>, key = 'ally-test-tabs') {
    return store({ key, local, session: createMemoryStorage(), crossTab: true })
  }

  it('a session-only login and a logout in one tab reach the other', async () => {
    const local = createMemoryStorage()
    const a = tab(local)
    const b = tab(local)
    const seenByB = vi.fn()
    b.subscribe(seenByB)
    const value = { token: createTestToken(), user }

    a.save(value)
    await settle()
    expect(b.get()).toEqual(value)
    expect(b.isRemembered()).toBe(false)

    a.clear()
    await settle()
    expect(b.get()).toBeNull()
    expect(seenByB.mock.calls.map(([s]) => s)).toEqual([value, null])
  })

  it('a tab opened later receives the session-only login of an open tab, and is unsettled until then', async () => {
    const local = createMemoryStorage()
    const a = tab(local, 'ally-test-late')
    const value = { token: createTestToken(), user }
    a.save(value)
    expect(a.isSettled()).toBe(true)
    const late = tab(local, 'ally-test-late')
    expect([late.get(), late.isSettled()]).toEqual([null, false])
    await settle()
    expect([late.get(), late.isSettled()]).toEqual([value, true])
  })

  it('a lonely new tab settles logged out after a short wait, and tells its subscribers', async () => {
    const alone = tab(createMemoryStorage(), 'ally-test-alone')
    const listener = vi.fn()
    alone.subscribe(listener)
    expect(alone.isSettled()).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(alone.isSettled()).toBe(true)
    expect(listener).toHaveBeenCalledWith(null)
  })

  it('is off by default outside a browser, so server-side stores never talk to each other', async () => {
    const a = store({ key: 'ally-test-ssr' })
    const b = store({ key: 'ally-test-ssr' })
    a.save({ token: createTestToken(), user })
    await settle()
    expect(b.get()).toBeNull()
  })
})
