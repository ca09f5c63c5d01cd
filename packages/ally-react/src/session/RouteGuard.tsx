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
 * @example
 * <RouteGuard access="protected" from={location.pathname + location.search}>
 *   <VendorList />
 * </RouteGuard>
 */
export function RouteGuard({ access, from, next, children, className }: RouteGuardProps) {
  const state = useRouteAccess(access, { from, next })
  if (state.status === 'allowed') return <>{children}</>
  return (
    <div className={['ally-RouteGuard', className].filter(Boolean).join(' ')}>
      <Spinner aria-label={state.status === 'checking' ? 'Checking your session' : 'Redirecting'} />
    </div>
  )
}
