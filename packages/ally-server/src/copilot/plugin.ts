import { defineDomain } from '../http/domain'
import { copilotRoutes } from './routes'

/** The co-pilot: each user's conversations and the assistant that answers them. */
export const copilot = defineDomain('copilot', (_app, { context, settings }) =>
  copilotRoutes(context, settings.copilotModel),
)
