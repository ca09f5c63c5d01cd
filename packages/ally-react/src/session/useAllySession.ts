import type { StoredSession, User } from '@ally/sdk'
import { useAllyClient } from '../provider/AllyProvider'
import { useSession } from './useSession'

/** The business user's stored session, live across tabs; null when logged out. */
export function useAllySession(): StoredSession<User> | null {
  return useSession(useAllyClient().session)
}
