import { defineDomain } from '../http/domain'
import { SERVER_VERSION } from '../version'
import { healthRoutes } from './routes'

/** Whether the server and its database answer. */
export const health = defineDomain('health', (_app, { settings }) =>
  healthRoutes(settings.database, SERVER_VERSION),
)
