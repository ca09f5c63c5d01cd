// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestToken } from '../testing'
import { createSessionStore, SESSION_KEY } from './store'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('in a browser', () => {
  it('uses the browser storages by default', () => {
    const s = createSessionStore()
    const value = { token: createTestToken(), user: { active: true } }
    s.save(value, { remember: true })
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(value)
    s.save(value)
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(value)
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    s.dispose()
  })

  it('picks up a login or logout made in another tab through the storage event', () => {
    const s = createSessionStore()
    const listener = vi.fn()
    s.subscribe(listener)
    const value = { token: createTestToken(), user: { active: true } }

    // Another tab wrote local storage; the browser tells this tab with a storage event.
    localStorage.setItem(SESSION_KEY, JSON.stringify(value))
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }))
    expect(listener).toHaveBeenLastCalledWith(value)
    expect(s.isLoggedIn()).toBe(true)

    localStorage.removeItem(SESSION_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }))
    expect(listener).toHaveBeenLastCalledWith(null)

    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }))
    expect(listener).toHaveBeenCalledTimes(2)
    s.dispose()
  })
})
