import { isTokenLive } from './jwt'
import { createMemoryStorage, getBrowserStorage, type StorageLike } from './storage'

/**
 * docs/product-rules.md#sessions-and-redirects: the buyer session lives under this key, in local or
 * session storage.
 */
export const SESSION_KEY = 'ally-user'
/** The vendor portal's session (`authVendor`), kept apart from the buyer's. */
export const VENDOR_SESSION_KEY = 'ally-vendor'

/** What a successful login or verification leaves behind. */
export interface StoredSession<U = Record<string, unknown>> {
  token: string
  user: U
  /** While the account is unverified: the token sign-up links carry (never the session's). */
  registrationToken?: string
}

export interface SessionStoreOptions {
  /** Storage key; `ally-user` by default. */
  key?: string
  /** Where remembered sessions go; `window.localStorage` in a browser, memory elsewhere. */
  local?: StorageLike
  /** Where session-only logins go; `window.sessionStorage` in a browser, memory elsewhere. */
  session?: StorageLike
  /**
   * Follow logins and logouts of other tabs: the `storage` event for local storage and a
   * BroadcastChannel for session storage (whose events never cross tabs). On by default in a
   * browser when the storages are the browser's own.
   */
  crossTab?: boolean
  /** Clock for expiry checks; tests pass a fixed one. */
  now?: () => number
}

/** How long a new tab waits for other tabs to share their session-only login. */
const SETTLE_MS = 150

export type SessionListener<U> = (session: StoredSession<U> | null) => void

export interface SessionStore<U = Record<string, unknown>> {
  readonly key: string
  /** The stored session, expired or not; the same object until it changes. */
  get(): StoredSession<U> | null
  /** The token while it is live (docs/product-rules.md#sessions-and-redirects), else null. */
  getToken(): string | null
  isLoggedIn(): boolean
  /** Whether the stored session was saved with "remember me". */
  isRemembered(): boolean
  /** Save a login: in local storage when remembered, for this browser session otherwise. */
  save(session: StoredSession<U>, options?: { remember?: boolean }): void
  /** Replace the stored user (e.g. after a profile update) where it already lives. */
  updateUser(user: U): void
  /** Log out: forget the session in both storages, in this tab and the others. */
  clear(): void
  /** Called on every change, from this tab or another. Returns the unsubscribe function. */
  subscribe(listener: SessionListener<U>): () => void
  /**
   * False for a moment after a new tab opens without a session, while other tabs are asked for
   * their session-only login; guards wait for it so they do not send a logged-in user to log in.
   */
  isSettled(): boolean
  /** Stop listening to other tabs. */
  dispose(): void
}

type TabMessage<U> =
  | { type: 'changed'; session: StoredSession<U> | null; remember: boolean }
  | { type: 'request' }

function parseSession<U>(raw: string | null): StoredSession<U> | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object') return null
    const { token, user, registrationToken } = value as Partial<StoredSession<U>>
    if (typeof token !== 'string' || !user || typeof user !== 'object') return null
    return typeof registrationToken === 'string'
      ? { token, user, registrationToken }
      : { token, user }
  } catch {
    return null
  }
}

function safely(action: () => void): void {
  try {
    action()
  } catch {
    // Storage can be full or forbidden (private mode); a session that cannot persist still works
    // in memory for this page, which beats failing the login.
  }
}

/** The channel a realm's tabs tell each other of its session on (none outside a browser). */
function openTabChannel<U>(key: string, crossTab: boolean) {
  const channel =
    crossTab && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(`ally-session:${key}`)
      : null
  // Node keeps a process alive while a channel is open; a session must never do that.
  ;(channel as { unref?: () => void } | null)?.unref?.()
  const broadcast = (message: TabMessage<U>): void => {
    try {
      channel?.postMessage(message)
    } catch {
      // A closed channel only means no other tab hears about it.
    }
  }
  return { channel, broadcast }
}

/**
 * Takes in another tab's message: a new tab's request is answered with this tab's session-only
 * login (sessionStorage does not share it); a change is copied into this tab's sessionStorage.
 * True when the message was a change, which listeners may need to hear of.
 */
function applyTabMessage<U>(
  message: TabMessage<U> | undefined,
  key: string,
  session: StorageLike,
  current: StoredSession<U> | null,
  broadcast: (message: TabMessage<U>) => void,
): boolean {
  if (message?.type === 'request') {
    if (current && session.getItem(key) !== null) {
      broadcast({ type: 'changed', session: current, remember: false })
    }
    return false
  }
  if (message?.type !== 'changed') return false
  if (message.session) {
    if (!message.remember) safely(() => session.setItem(key, JSON.stringify(message.session)))
  } else {
    safely(() => session.removeItem(key))
  }
  return true
}

/**
 * Whether a new tab knows its session yet: not while it waits for an open tab to answer its
 * request, which open tabs do within milliseconds (with none open, nobody answers at all).
 */
function createSettling() {
  let settled = true
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Marks the session as known; returns whether it was not before. */
  const mark = (): boolean => {
    if (settled) return false
    settled = true
    clearTimeout(timer)
    return true
  }
  return {
    mark,
    isSettled: () => settled,
    /** Waits for an answer; `onSettled` runs if none came in time. */
    wait(onSettled: () => void): void {
      settled = false
      timer = setTimeout(() => mark() && onSettled(), SETTLE_MS)
    },
    dispose: () => clearTimeout(timer),
  }
}

/**
 * The session of one realm, persisted under one key.
 *
 * @example
 * const session = createSessionStore()
 * session.save({ token, user }, { remember: true })
 * session.subscribe((s) => console.log(s ? 'logged in' : 'logged out'))
 */
// ~120 lines on purpose: one closure owns the store's state (the last read and its parse, the
// listeners, the tab channel, settling) and every method reads it; the parts that need none of it
// (storage, tab messages, settling) are already their own functions above. Passing that state to
// helpers would add bytes every partner's bundle pays (the SDK's budget: README.md, "Size").
export function createSessionStore<U = Record<string, unknown>>(
  options: SessionStoreOptions = {},
): SessionStore<U> {
  const key = options.key ?? SESSION_KEY
  const now = options.now ?? Date.now
  const browserLocal = options.local ? undefined : getBrowserStorage('localStorage')
  const browserSession = options.session ? undefined : getBrowserStorage('sessionStorage')
  // Outside a browser each store keeps its own memory, so two SSR requests never share a login.
  const local = options.local ?? browserLocal ?? createMemoryStorage()
  const session = options.session ?? browserSession ?? createMemoryStorage()
  const listeners = new Set<SessionListener<U>>()

  let lastRaw: string | null = null
  let lastSession: StoredSession<U> | null = null

  function readRaw(): string | null {
    // A session-only login in this tab wins over a remembered one from before.
    return session.getItem(key) ?? local.getItem(key)
  }

  function get(): StoredSession<U> | null {
    const raw = readRaw()
    if (raw !== lastRaw) {
      lastRaw = raw
      lastSession = parseSession<U>(raw)
    }
    return lastSession
  }

  // Tabs may hear of one change twice (a broadcast and a storage event, or a reply to a new
  // tab's request); listeners hear of each change once.
  let notified = get()
  /** Tells listeners of a new session; true when there was one to tell. */
  function notify(force = false): boolean {
    const current = get()
    if (current === notified && !force) return false
    notified = current
    for (const listener of listeners) listener(current)
    return true
  }

  function write(value: StoredSession<U> | null, remember: boolean): void {
    safely(() => session.removeItem(key))
    safely(() => local.removeItem(key))
    if (value) safely(() => (remember ? local : session).setItem(key, JSON.stringify(value)))
  }

  /** Stores a new session, tells this tab's listeners, then the other tabs. */
  function commit(value: StoredSession<U> | null, remember: boolean): void {
    write(value, remember)
    notify()
    broadcast({ type: 'changed', session: value, remember })
  }

  const crossTab =
    options.crossTab ?? (typeof window !== 'undefined' && !options.local && !options.session)
  const { channel, broadcast } = openTabChannel<U>(key, crossTab)

  const settling = createSettling()

  if (channel) {
    channel.onmessage = (event: MessageEvent<TabMessage<U>>) => {
      if (!applyTabMessage(event.data, key, session, get(), broadcast)) return
      const newlySettled = settling.mark()
      if (!notify() && newlySettled) notify(true)
    }
    if (readRaw() === null) {
      broadcast({ type: 'request' })
      // Settling is a change too: tell listeners, even when the session itself stayed the same.
      settling.wait(() => notify(true))
    }
  }

  function isRemembered(): boolean {
    return session.getItem(key) === null && local.getItem(key) !== null
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify()
  }
  if (crossTab && typeof window !== 'undefined') window.addEventListener('storage', onStorage)

  return {
    key,
    get,
    getToken() {
      const token = get()?.token
      return token && isTokenLive(token, now()) ? token : null
    },
    isLoggedIn() {
      return isTokenLive(get()?.token, now())
    },
    isRemembered,
    save(value, { remember = false } = {}) {
      settling.mark()
      commit(value, remember)
    },
    updateUser(user) {
      const current = get()
      if (current) commit({ ...current, user }, isRemembered())
    },
    clear() {
      settling.mark()
      commit(null, false)
    },
    isSettled: settling.isSettled,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    dispose() {
      settling.dispose()
      channel?.close()
      if (crossTab && typeof window !== 'undefined')
        window.removeEventListener('storage', onStorage)
      listeners.clear()
    },
  }
}
