import { defineDomain } from '../http/domain'
import { notificationRoutes } from './routes'

/** The buyer's notifications and what it has read. */
export const notifications = defineDomain('notifications', (_app, { context }) =>
  notificationRoutes(context),
)
