import { defineDomain } from '../http/domain'
import { emailPreferencesRoutes } from './email-preferences-routes'
import { profileRoutes } from './profile-routes'
import { accountRoutes } from './routes'
import { securityRoutes } from './security-routes'

/**
 * Business users: sign-up and its code, log-in, password reset, log-out, profile, and their own
 * password, login e-mail, sessions and e-mail preferences.
 */
export const accounts = defineDomain('accounts', (_app, { context, settings }) => [
  ...accountRoutes(context, settings.authRateLimit),
  ...profileRoutes(context),
  ...securityRoutes(context),
  ...emailPreferencesRoutes(context),
])
