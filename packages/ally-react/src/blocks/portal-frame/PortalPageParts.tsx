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

export interface PortalRecordMainProps {
  className: string
  /** The id of the record's title (or of the state's heading once it shows). */
  titleId: string
  /** While the record loads there is no heading yet: the page is named by `label` and busy. */
  loading: boolean
  label: string
  /** The record's status, for themes (`data-status`). */
  status?: string
  children: ReactNode
}

/**
 * The `<main>` of a portal record page (an RFQ, a purchase order): named by its title, or while
 * loading by `label` and marked busy, so a screen reader always hears what the page is.
 *
 * @example
 * <PortalRecordMain className="ally-VendorRfq" titleId={titleId} loading={loading} label="Request for quotation">…</PortalRecordMain>
 */
export function PortalRecordMain({
  className,
  titleId,
  loading,
  label,
  status,
  children,
}: PortalRecordMainProps) {
  return (
    <main
      className={className}
      aria-labelledby={loading ? undefined : titleId}
      aria-label={loading ? label : undefined}
      aria-busy={loading || undefined}
      data-status={status}
    >
      {children}
    </main>
  )
}
