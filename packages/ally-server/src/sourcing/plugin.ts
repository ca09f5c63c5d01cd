import { defineDomain } from '../http/domain'
import { awardRoutes } from './award-routes'
import { startRfqExpiry } from './expire-rfqs'
import { rfqLinkRoutes } from './link-routes'
import { orderRoutes } from './order-routes'
import { rfqRoutes } from './rfq-routes'
import { roundRoutes } from './round-routes'
import { sourcingRoutes } from './routes'
import { vendorRfqRoutes } from './vendor-routes'

/**
 * Orders, RFQs and their rounds, answers, comparison and award: the buyer's side, the vendor's
 * (in the portal and from its e-mailed link), and the job that expires RFQs past their deadline.
 */
export const sourcing = defineDomain('sourcing', (app, { context, settings }) => {
  // Overdue RFQs become expired, on a timer from here on (expire-rfqs.ts).
  const stopRfqExpiry = startRfqExpiry(context.db, context.now, (error) =>
    app.log.error(error, 'RFQ expiry failed'),
  )
  app.addHook('onClose', () => stopRfqExpiry())
  return [
    ...sourcingRoutes(context, { exactTotalLimit: settings.exactTotalLimit }),
    ...orderRoutes(context),
    ...rfqRoutes(context),
    ...roundRoutes(context),
    ...awardRoutes(context),
    ...vendorRfqRoutes(context),
    ...rfqLinkRoutes(context),
  ]
})
