import { defineDomain } from '../http/domain'
import { vendorAnalyticsRoutes } from './analytics-routes'
import { vendorInviteRoutes } from './invite-routes'
import { vendorRoutes } from './routes'
import { vendorSuggestionRoutes } from './suggestion-routes'

/** The buyer's vendor list: invite, list and search, one vendor, suggestions, analytics. */
export const vendors = defineDomain('vendors', (_app, { context, settings }) => [
  ...vendorInviteRoutes(context),
  ...vendorRoutes(context, { exactTotalLimit: settings.exactTotalLimit }),
  ...vendorSuggestionRoutes(context),
  ...vendorAnalyticsRoutes(context),
])
