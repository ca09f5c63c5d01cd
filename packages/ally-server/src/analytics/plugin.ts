import { defineDomain } from '../http/domain'
import { analyticsRoutes } from './routes'

/** Business analytics: spend, savings, cycle times, delivery and open commitments. */
export const analytics = defineDomain('analytics', (_app, { context }) => analyticsRoutes(context))
