import type { SessionStore, StoredSession } from '@ally/sdk'
import { useSyncExternalStore } from 'react'

const serverSnapshot = () => null

/**
 * The stored session of a store, re-rendering on every login, logout or user update — in this
 * tab or another. Renders logged out on the server, where no browser storage exists.
 *
 * @example
 * const session = useSession(ally.session)
 * return session ? <Avatar user={session.user} /> : <LoginLink />
 */
export function useSession<U>(store: SessionStore<U>): StoredSession<U> | null {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot)
}
