/**
 * How Ally's screens move between pages. Give your router's navigate function; screens never
 * import a router, so they work with React Router, Next.js, TanStack Router or none.
 *
 * @example
 * const navigation: AllyNavigation = { navigate: (to, { replace } = {}) => router[replace ? 'replace' : 'push'](to) }
 */
export interface AllyNavigation {
  navigate(to: string, options?: { replace?: boolean }): void
  /**
   * A hook that returns the current query string (`'?search=acme'` or `'search=acme'`) and
   * re-renders when it changes — your router's (wouter's `useSearch`, Next.js's
   * `useSearchParams().toString()`). `useUrlState` reads it; without it, `window.location.search`
   * is read on each render and on back and forward.
   */
  useSearch?: () => string
}

/** Full page loads: works anywhere, used when no router is plugged in. */
export const browserNavigation: AllyNavigation = {
  navigate(to, { replace = false } = {}) {
    if (typeof window === 'undefined') return
    if (replace) window.location.replace(to)
    else window.location.assign(to)
  },
}
