import { defineDomain } from '../http/domain'
import { teamInvitationRoutes } from './invitation-routes'
import { teamJoinRoutes } from './join-routes'
import { teamLeaveRoutes } from './leave-routes'
import { teamRoutes } from './routes'

/**
 * The business's people: the team list, invitations and roles, joining from an invitation, and
 * leaving (a user deleting themselves, an owner deleting the business).
 */
export const team = defineDomain('team', (_app, { context, settings }) => [
  ...teamRoutes(context),
  ...teamInvitationRoutes(context),
  ...teamJoinRoutes(context, settings.authRateLimit),
  ...teamLeaveRoutes(context),
])
