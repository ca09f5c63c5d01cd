import { defineDomain } from '../http/domain'
import { teamInvitationRoutes } from './invitation-routes'
import { teamJoinRoutes } from './join-routes'
import { teamRoutes } from './routes'

/** The business's people: the team list, invitations and roles, and joining from an invitation. */
export const team = defineDomain('team', (_app, { context, settings }) => [
  ...teamRoutes(context),
  ...teamInvitationRoutes(context),
  ...teamJoinRoutes(context, settings.authRateLimit),
])
