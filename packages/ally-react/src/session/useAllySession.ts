import type { StoredSession, User } from '@ally/sdk'
import { useSyncExternalStore } from 'react'
import { useAllyClient } from '../provider/AllyProvider'
import { useSession } from './useSession'

/** The business user's stored session, live across tabs; null when logged out. */
export function useAllySession(): StoredSession<User> | null {
  return useSession(useAllyClient().session)
}

const settledOnServer = () => true

/**
 * False for a moment when a tab opens while other tabs may hold a session-only login; route
 * guards wait for it instead of sending a logged-in user to the login page.
 */
export function useAllySessionSettled(): boolean {
  const { session } = useAllyClient()
  return useSyncExternalStore(session.subscribe, session.isSettled, settledOnServer)
}
