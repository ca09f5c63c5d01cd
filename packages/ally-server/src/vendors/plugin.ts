import { defineDomain } from '../http/domain'
import { vendorAnalyticsRoutes } from './analytics-routes'
import { vendorRoutes } from './routes'
import { vendorSuggestionRoutes } from './suggestion-routes'

/** The buyer's vendor list: invite, list and search, one vendor, suggestions, analytics. */
export const vendors = defineDomain('vendors', (_app, { context, settings }) => [
  ...vendorRoutes(context, { exactTotalLimit: settings.exactTotalLimit }),
  ...vendorSuggestionRoutes(context),
  ...vendorAnalyticsRoutes(context),
])
