import type { Shipment } from '@ally/sdk'
import type { ReactNode } from 'react'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import '../detail-page/sourcing.css'

/** A vendor types the tracking link: only a web address becomes a link, never `javascript:`. */
export const isWebAddress = (url: string | null): url is string =>
  url !== null && /^https?:\/\//i.test(url)

export interface TrackingLinkProps {
  shipment: Pick<Shipment, 'trackingUrl' | 'trackingNumber'>
  /** The link's visible words. @default 'Track' */
  children?: ReactNode
  /** Shown instead when the shipment has no web address to link. @default null */
  fallback?: ReactNode
}

/**
 * A shipment's page on its carrier's site, in a new tab (`rel="noopener noreferrer"`), named for
 * screen readers by its tracking number; `fallback` when the vendor gave no web address.
 *
 * @example
 * <TrackingLink shipment={shipment} fallback="—" />
 */
export function TrackingLink({ shipment, children = 'Track', fallback = null }: TrackingLinkProps) {
  if (!isWebAddress(shipment.trackingUrl)) return fallback
  return (
    <a
      className="ally-TrackingLink ally-SourcingCellLink"
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <VisuallyHidden elementType="span">
        {' '}
        {shipment.trackingNumber} on the carrier's site (opens in a new tab)
      </VisuallyHidden>
    </a>
  )
}
