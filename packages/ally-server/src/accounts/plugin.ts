import { defineDomain } from '../http/domain'
import { profileRoutes } from './profile-routes'
import { accountRoutes } from './routes'

/** Business users: sign-up and its code, log-in, password reset, log-out, profile. */
export const accounts = defineDomain('accounts', (_app, { context, settings }) => [
  ...accountRoutes(context, settings.authRateLimit),
  ...profileRoutes(context),
])
