import { useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from './useDebouncedValue'

/** How long typing must pause before a list's search is sent. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A list's search box over a filter that may live elsewhere (the URL): the box shows every
 * keystroke, `onSearch` hears the term once typing pauses, and a search changed from outside
 * (back, forward, a link) shows in the box.
 */
export function useSearchFilter(
  search: string | undefined,
  onSearch: (term: string | undefined) => void,
): [term: string, setTerm: (term: string) => void] {
  const [term, setTerm] = useState(search ?? '')
  useEffect(() => setTerm(search ?? ''), [search])
  const settled = useDebouncedValue(term, SEARCH_DEBOUNCE_MS)
  // Read when the term settles, not when they change.
  const latest = useRef({ search, onSearch })
  latest.current = { search, onSearch }
  useEffect(() => {
    const { search, onSearch } = latest.current
    if (settled !== (search ?? '')) onSearch(settled || undefined)
  }, [settled])
  return [term, setTerm]
}
