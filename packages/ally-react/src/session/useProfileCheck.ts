import { getProfile, isAllyApiError, isTokenLive } from '@ally/sdk'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAllyClient } from '../provider/AllyProvider'
import { allyQueryKey } from '../queries/endpoint'
import { useAllySession } from './useAllySession'

/**
 * How the stored user compares with the server's: `fresh` once the profile was read and stored,
 * `offline` when it could not be read (the stored user stands), `expired` when the server refused
 * the token (the session is cleared), `checking` while the read is under way, `none` when nobody
 * is logged in.
 */
export type ProfileCheck = 'none' | 'checking' | 'fresh' | 'offline' | 'expired'

/** A profile re-read on a page's first load or on coming back to the tab after this long. */
const RECHECK_AFTER_MS = 30_000

/**
 * Reads the logged-in user's profile from the server once per session and writes it into the
 * stored session, so a profile completed on another device or through the API counts at once
 * (and other tabs follow through the session store). Routing decisions wait for `checking` to end.
 *
 * @example
 * const check = useProfileCheck()
 * if (check === 'checking') return <Spinner aria-label="Checking your session" />
 */
export function useProfileCheck({ enabled = true }: { enabled?: boolean } = {}): ProfileCheck {
  const client = useAllyClient()
  const token = useAllySession()?.token ?? null
  const live = !!token && isTokenLive(token)
  const options = queryOptions({
    // Keyed by the token: a new login or verification is a new user to read, never a cached one.
    queryKey: [...allyQueryKey(getProfile), 'session', token],
    queryFn: async ({ signal }): Promise<Exclude<ProfileCheck, 'none' | 'checking'>> => {
      const stillCurrent = () => client.session.get()?.token === token
      try {
        const { data } = await client.request(getProfile, {}, { signal, token })
        const current = client.session.get()
        // Merged, so fields the profile does not carry stay in the stored user.
        if (current && stillCurrent()) client.session.updateUser({ ...current.user, ...data.user })
        return 'fresh'
      } catch (error) {
        if (isAllyApiError(error) && error.status === 401) {
          if (stillCurrent()) client.session.clear()
          return 'expired'
        }
        return 'offline'
      }
    },
    enabled: enabled && live,
    retry: false,
    staleTime: RECHECK_AFTER_MS,
  })
  // Asked for as the guard renders rather than once the whole page under it has (a query's own
  // fetch waits for that): the page renders meanwhile (RouteGuard), and on a slow phone that is
  // most of the wait. Skipped when the profile is cached or already on its way.
  // (What TanStack's usePrefetchQuery does, which has no way to be turned off.)
  const queries = useQueryClient()
  if (enabled && live && !queries.getQueryState(options.queryKey)) {
    void queries.prefetchQuery(options)
  }
  const query = useQuery(options)
  if (!enabled || !live) return 'none'
  return query.data ?? 'checking'
}
