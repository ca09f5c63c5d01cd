import { defineDomain } from '../http/domain'
import { devClockRoutes, devMailRoutes } from './routes'

/** Development tools, each mounted only when `buildApp` made it: the dev outbox's reader, the dev clock. */
export const dev = defineDomain('dev', (_app, { context, settings }) => [
  ...(settings.devOutbox ? devMailRoutes(settings.devOutbox, context.mail) : []),
  ...(settings.devClock ? devClockRoutes(settings.devClock) : []),
])
