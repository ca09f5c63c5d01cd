import { RouteGuard } from '@ally/react'
import { NEXT_PARAM, type RouteAccess } from '@ally/sdk'
import type { ReactNode } from 'react'
import { useSearch } from 'wouter'
import { usePathname } from 'wouter/use-browser-location'

/**
 * Who may see a page and where everyone else goes, decided by @ally/react from the profile the
 * server holds. The full path (not the nested router's) is kept as `?next=` for after login.
 */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const path = usePathname()
  const search = useSearch()
  return (
    <RouteGuard
      access={access}
      from={search ? `${path}?${search}` : path}
      next={new URLSearchParams(search).get(NEXT_PARAM)}
      className="app-centered"
    >
      {children}
    </RouteGuard>
  )
}
