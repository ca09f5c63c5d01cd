import { defineDomain } from '../http/domain'
import { channelRoutes } from './routes'

/** The channels (mailboxes) a business connected. */
export const channels = defineDomain('channels', (_app, { context }) => channelRoutes(context))
