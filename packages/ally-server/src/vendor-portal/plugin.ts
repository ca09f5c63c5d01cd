import { defineDomain } from '../http/domain'
import { vendorKeepsakeRoutes } from './keepsake-routes'
import { vendorProfileRoutes } from './profile-routes'
import { vendorAccountRoutes } from './routes'

/**
 * Vendor accounts on the portal: the buyer's invitation, registration and its code, log-in,
 * password reset, log-out, the vendor's profile, and its copies of answers to buyers who left. What a vendor does with RFQs, purchase
 * orders, shipments and files is in those domains.
 */
export const vendorPortal = defineDomain('vendor-portal', (_app, { context, settings }) => [
  ...vendorAccountRoutes(context, settings.authRateLimit),
  ...vendorProfileRoutes(context),
  ...vendorKeepsakeRoutes(context),
])
