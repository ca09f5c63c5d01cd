import type { RouteAccess } from '@ally/sdk'
import type { ReactNode } from 'react'
import { Spinner } from '../ui/Spinner'
import { type RouteAccessOptions, useRouteAccess } from './useRouteAccess'
import './RouteGuard.css'

export interface RouteGuardProps extends RouteAccessOptions {
  /** Who may open the page: `public`, `guest` (logged out), `protected` or `onboarding`. */
  access: RouteAccess
  children: ReactNode
  /** Added to the spinner's centring wrapper (`ally-RouteGuard`). */
  className?: string
}

/**
 * Shows its page only to those who may see it, after the profile has been read from the server;
 * a spinner until then (never a flash of the wrong page), and while sending anyone else away.
 *
 * While the profile is read, a page the stored session would open is already rendered, hidden: its
 * code and its data load alongside the check instead of one round trip after it, and it shows the
 * moment the check allows it (docs/performance.md#the-first-paint). If the check sends the
 * visitor elsewhere, it is dropped unseen.
 *
 * @example
 * <RouteGuard access="protected" from={location.pathname + location.search}>
 *   <VendorList />
 * </RouteGuard>
 */
export function RouteGuard({ access, from, next, children, className }: RouteGuardProps) {
  const state = useRouteAccess(access, { from, next })
  const allowed = state.status === 'allowed'
  const rendered = allowed || (state.status === 'checking' && state.storedAllows)
  return (
    <>
      {!allowed && (
        <div className={['ally-RouteGuard', className].filter(Boolean).join(' ')}>
          <Spinner
            aria-label={state.status === 'checking' ? 'Checking your session' : 'Redirecting'}
          />
        </div>
      )}
      {/* One wrapper in both states, so the page is not mounted again when it is shown. */}
      {rendered && (
        <div className="ally-RouteGuard-page" hidden={!allowed}>
          {children}
        </div>
      )}
    </>
  )
}
