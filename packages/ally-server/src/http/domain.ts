import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { ChannelSettings } from '../channels/settings'
import type { AppContext } from '../context'
import type { CopilotModelSettings } from '../copilot/model'
import type { Database } from '../db/client'
import type { DevClock } from '../dev/dev-clock'
import type { DevOutbox } from '../services/mail'
import type { WorkflowEngineSettings } from '../workflows/engine'
import { type AuthenticateOptions, createAuthenticate } from './authenticate'
import { type Authenticate, type Implementation, registerImplementations } from './implement'

// Each domain folder exports one Fastify plugin, and `src/domains.ts` lists them. A domain is
// registered in an encapsulated context of its own (Fastify's "Plugins" and "Encapsulation"
// guides): the hooks and decorators it adds stay inside it. What every domain shares is made once
// at the root: the app's services come as the plugin's options, and `authenticate` is decorated
// by `callers`, which `fastify-plugin` lets out of its context on purpose.

declare module 'fastify' {
  interface FastifyInstance {
    /** Finds a request's caller for an endpoint's realm (http/authenticate.ts). */
    authenticate: Authenticate
  }
}

/** Settings of `buildApp` that one domain or another reads. */
export interface DomainSettings {
  /** For the health check: which database, and whether it answers. */
  database: Pick<Database, 'kind' | 'ping' | 'url'>
  /** How this app runs workflows (workflows/engine.ts). */
  workflowEngine?: WorkflowEngineSettings | false
  /** Requests per minute per address on log-in, codes and password reset. */
  authRateLimit?: number
  /** Requests per minute per address on each website form call. */
  websiteRateLimit?: number
  /** Matches the vendor and RFQ lists count exactly before a total becomes a lower bound. */
  exactTotalLimit?: number
  /** The co-pilot's configured model; without it the built-in assistant answers. */
  copilotModel?: CopilotModelSettings
  /** Where the website's contact messages are e-mailed; null keeps them without mailing. */
  contactTo: string | null
  /** The dev outbox, when its reader is mounted (never in production or with SMTP). */
  devOutbox?: DevOutbox
  /** The settable clock, when `ALLY_DEV_CLOCK=1` mounts it (never in production). */
  devClock?: DevClock
  /** Connected mailboxes: the key sealing their secrets, which hosts they may be on, how often read. */
  channels?: ChannelSettings
}

export interface DomainOptions {
  context: AppContext
  settings: DomainSettings
}

export type Domain = FastifyPluginAsync<DomainOptions>

/** The shared piece every domain's routes use: `app.authenticate`, decorated at the root. */
export const callers = fp<{ context: AppContext } & AuthenticateOptions>(
  async (app, { context, operatorKey }) => {
    app.decorate('authenticate', createAuthenticate(context, { operatorKey }))
  },
  { name: 'ally-callers', fastify: '5.x' },
)

/**
 * A domain's plugin: `setup` returns the domain's contract routes (each `implement(endpoint, …)`)
 * and may add what else the domain owns to its own context (a job's hooks, a route outside the
 * API), which stays encapsulated.
 *
 * @example
 * export const dashboard = defineDomain('dashboard', (_app, { context }) => dashboardRoutes(context))
 */
export function defineDomain(
  name: string,
  setup: (app: FastifyInstance, options: DomainOptions) => Implementation[],
): Domain {
  const plugin: Domain = async (app, options) => {
    registerImplementations(app, setup(app, options), app.authenticate)
  }
  return fp(plugin, {
    name,
    fastify: '5.x',
    decorators: { fastify: ['authenticate'] },
    encapsulate: true,
  })
}
