import { useCallback, useSyncExternalStore } from 'react'
import { useAllyNavigation } from './AllyProvider'
import type { AllyNavigation } from './navigation'

/** The URL's values of the asked keys; a key missing from the URL is `undefined`. */
export type UrlStateValues<K extends string> = { [Key in K]: string | undefined }

/** New values for some keys; `''`, `null` and `undefined` take the key out of the URL. */
export type UrlStatePatch<K extends string> = Partial<Record<K, string | null | undefined>>

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}
const browserSearch = () => (typeof window === 'undefined' ? '' : window.location.search)
const serverSearch = () => ''

/** The window's query string, followed on back and forward: for routers that give no hook. */
function useBrowserSearch(): string {
  return useSyncExternalStore(subscribeToHistory, browserSearch, serverSearch)
}

function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname
}

/**
 * The new query string: `patch` over `search`, other keys kept, empty values left out
 * (docs/product-rules.md#api-conventions: "Empty filter values are left out").
 */
export function mergeSearch<K extends string>(search: string, patch: UrlStatePatch<K>): string {
  const params = new URLSearchParams(search)
  for (const [key, value] of Object.entries(patch) as [K, string | null | undefined][]) {
    const trimmed = value?.trim()
    if (trimmed) params.set(key, trimmed)
    else params.delete(key)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * Screen state that lives in the URL — a search, filters, a sort, a period — so that it survives
 * reload, back and forward and can be shared. Reads through the provider's navigation
 * (`useSearch` when the adapter has one) and writes with `navigate(…, { replace: true })`, so
 * typing does not fill the history. Empty values are left out of the query string.
 *
 * @example
 * const [{ search = '' }, setUrlState] = useUrlState(['search'])
 * <VendorList search={search} onSearchChange={(term) => setUrlState({ search: term })} />
 */
export function useUrlState<K extends string>(
  keys: readonly K[],
): [values: UrlStateValues<K>, update: (patch: UrlStatePatch<K>) => void] {
  const navigation = useAllyNavigation()
  const search = useSearchOf(navigation)
  const params = new URLSearchParams(search)
  const values = Object.fromEntries(
    keys.map((key) => [key, params.get(key) ?? undefined]),
  ) as UrlStateValues<K>
  const update = useCallback(
    (patch: UrlStatePatch<K>) => {
      // Read afresh: two updates in one event must not undo each other.
      const latest = typeof window === 'undefined' ? search : window.location.search
      const next = mergeSearch(latest, patch)
      if (next === mergeSearch(latest, {})) return
      navigation.navigate(`${currentPath()}${next}`, { replace: true })
    },
    [navigation, search],
  )
  return [values, update]
}

// The adapter's hook is called unconditionally and is the same function for its whole life.
function useSearchOf(navigation: AllyNavigation): string {
  const useSearch = navigation.useSearch ?? useBrowserSearch
  return useSearch()
}
