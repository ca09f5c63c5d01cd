import { useState } from 'react'
import { useDebouncedValue } from '../../../blocks/lists/useDebouncedValue'

/** How long typing must pause before a search is sent. */
export const VENDOR_HOME_SEARCH_DEBOUNCE_MS = 300
/** Rows asked for per page, in both lists. */
export const VENDOR_HOME_PAGE_SIZE = 20

/** The status filter's "no filter" choice. */
export const ALL = 'all'

export interface ListFilters<S extends string> {
  /** What is in the search box. */
  term: string
  setTerm: (term: string) => void
  /** The search sent, once typing has paused. */
  search: string
  status: S | typeof ALL
  setStatus: (status: S | typeof ALL) => void
  clear: () => void
}

/** A list's search and status filter; kept by the screen so that they survive switching tabs. */
export function useListFilters<S extends string>(): ListFilters<S> {
  const [term, setTerm] = useState('')
  const search = useDebouncedValue(term, VENDOR_HOME_SEARCH_DEBOUNCE_MS).trim()
  const [status, setStatus] = useState<S | typeof ALL>(ALL)
  return {
    term,
    setTerm,
    search,
    status,
    setStatus,
    clear: () => {
      setTerm('')
      setStatus(ALL)
    },
  }
}

/** The query of a page of the list: empty filters are left out by the list hook. */
export const toQuery = <S extends string>({ search, status }: ListFilters<S>) => ({
  limit: VENDOR_HOME_PAGE_SIZE,
  search,
  status: status === ALL ? undefined : status,
})
