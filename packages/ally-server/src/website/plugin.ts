import { defineDomain } from '../http/domain'
import { dealOperatorRoutes, websiteRoutes } from './routes'

/**
 * The public website's calls (newsletter double opt-in, contact messages, hot deals) and the
 * operator's deal editing (docs/website.md).
 */
export const website = defineDomain('website', (_app, { context, settings }) => [
  ...websiteRoutes(context, {
    rateLimit: settings.websiteRateLimit,
    contactTo: settings.contactTo,
  }),
  ...dealOperatorRoutes(context),
])
