import { ROUTES, routeTo } from '@ally/sdk'
import type { ReactNode } from 'react'
import { AllyLink } from '../../provider/AllyLink'

/** The way back from a portal page to the vendor's home ("Back to your requests"). */
export function BackToPortal({ children }: { children: ReactNode }) {
  return (
    <AllyLink
      className="ally-VendorButton"
      data-variant="secondary"
      to={ROUTES.vendorRegistrationSuccess}
    >
      {children}
    </AllyLink>
  )
}

/**
 * What a portal page shows in place of its record without a vendor session: why, and the way to
 * the portal's log-in; undefined with a session. For the pages' `blocked` slot.
 */
export function portalLoginRequired(
  session: unknown,
  { title, text }: { title: string; text: string },
): ((titleId: string) => ReactNode) | undefined {
  if (session) return undefined
  return (titleId) => (
    <>
      <h1 id={titleId}>{title}</h1>
      <p>{text}</p>
      <AllyLink className="ally-VendorButton" to={routeTo.vendorLogin()}>
        Log in
      </AllyLink>
    </>
  )
}
