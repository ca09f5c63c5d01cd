import type { Contract, EndpointGroup } from '@ally/sdk'
import compress, { type FastifyCompressOptions } from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { GOOGLE_ENDPOINTS, type GoogleEndpoints } from './channels/mailboxes/google'
import { secretBox } from './channels/secret-box'
import { DEV_CONTACT_TO } from './config'
import type { AppContext } from './context'
import { refuseUndeclaredApiRoutes, SERVER_CONTRACT } from './contract-routes'
import type { CopilotModelSettings } from './copilot/model'
import type { Database } from './db/client'
import { createDevClock, type DevClock } from './dev/dev-clock'
import { DOMAINS } from './domains'
import { createFileLinks } from './files/file-links'
import { createFileStore } from './files/file-store'
import { callers, type DomainSettings } from './http/domain'
import { handleError } from './http/error-handler'
import { HttpError } from './http/errors'
import { requestPath } from './http/request-path'
import { registerSecurityHeaders } from './http/security-headers'
import { buildOpenApiDocument } from './openapi'
import { createAccountLimits } from './rate-limit/account-limits'
import { chooseRateLimitStore } from './rate-limit/choose-store'
import { createBackgroundWork } from './services/background'
import {
  createDevOutbox,
  createSmtpMailer,
  type DevOutbox,
  type Mailer,
  type MailMessage,
} from './services/mail'
import { createMailOutbox } from './services/mail-outbox'
import { createSessions } from './services/sessions'
import { createSignals } from './services/signals'
import { createTokens } from './services/tokens'
import { type SpaFallback, serveSpa } from './spa/serve-spa'
import { registerWebsiteCors } from './website/cors'
import type { WorkflowEngineSettings } from './workflows/engine'

/** Prefixes rate-limit counters, so several apps can share one database or Redis. */
const RATE_LIMIT_NAMESPACE = 'ally-rate-limit:'

export interface BuildAppOptions {
  database: Database
  /** Accepted `access-key` values. */
  accessKeys: string[]
  secret: string
  dataDir: string
  appUrl?: string
  /** Production never mounts the dev outbox. */
  production?: boolean
  /**
   * Which proxies may name the client's address in X-Forwarded-For: a hop count, or their
   * addresses and CIDR ranges (`ALLY_TRUST_PROXY`). None by default.
   */
  trustProxy?: number | string[]
  /**
   * CSP `frame-ancestors` of the app's pages: the partners' origins allowed to embed the app
   * (`ALLY_FRAME_ANCESTORS`). `'none'` by default.
   */
  frameAncestors?: string[]
  /**
   * Serve the dev outbox over HTTP (without SMTP, outside production). On by default; the server
   * turns it off when it listens on an address other machines reach (see config.ts).
   */
  devOutboxRoute?: boolean
  /** Deliver mail over SMTP; without it mail goes to the dev outbox. */
  smtpUrl?: string
  mailFrom?: string
  /** Rate limits on the account endpoints; on by default. */
  rateLimits?: boolean
  /** Keep rate-limit counters in Redis; otherwise in PostgreSQL (shared by every process). */
  redisUrl?: string
  /** Prefixes rate-limit keys, so apps sharing a database or Redis can keep separate counts. */
  rateLimitNamespace?: string
  /** Requests per minute per address on login, codes and password reset (10 by default). */
  authRateLimit?: number
  /** Requests per minute per address on each website form call (website/routes.ts's defaults). */
  websiteRateLimit?: number
  /** Matches the vendor and RFQ lists count exactly before a total becomes a flagged lower bound. */
  exactTotalLimit?: number
  /** The co-pilot's configured model; without it the built-in assistant answers. */
  copilotModel?: CopilotModelSettings
  /**
   * How this app runs workflows: the engine's name, executor id and pool (workflows/engine.ts);
   * false starts no engine, and the calls that need one answer 503.
   */
  workflowEngine?: WorkflowEngineSettings | false
  /** How the dev outbox shows a message; the log by default. */
  printMail?: (message: MailMessage) => void
  logger?: FastifyServerOptions['logger']
  now?: () => Date
  /**
   * Let `PUT /api/v1/dev/clock` move the server's "now" (`ALLY_DEV_CLOCK=1`), for browser tests
   * that need a later day. Never in production.
   */
  devClock?: boolean
  /**
   * A built single-page app (index.html + assets/) to serve on the API's origin, with the first
   * access key injected into the page. Without it the server answers the API only.
   */
  appDir?: string
  /**
   * The operator key (`ALLY_OPERATOR_KEY`), the bearer token of the website's deal editing;
   * without it those endpoints answer 403 (docs/website.md#the-operator-key).
   */
  operatorKey?: string
  /**
   * Where the website's contact messages are e-mailed (`ALLY_CONTACT_TO`); null keeps them
   * without mailing them. `contact@ally.localhost` by default outside production, none in it.
   */
  contactTo?: string | null
  /** Sites whose pages may call the public website endpoints (`ALLY_WEBSITE_ORIGINS`); none by default. */
  websiteOrigins?: string[]
  /**
   * The 32-byte key sealing connected mailboxes' secrets (`ALLY_CHANNEL_KEY`); without it no
   * mailbox can be connected (channels/secret-box.ts).
   */
  channelKey?: Buffer | null
  /** How often connected mailboxes are read for new mail; 0 only on connecting (5 min by default). */
  channelSyncEveryMs?: number
  /**
   * Google's OAuth client (`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`) for connecting Gmail and
   * Google Workspace; its endpoints are Google's unless given (tests run a local one).
   */
  google?: { clientId: string; clientSecret: string; endpoints?: GoogleEndpoints }
}

export interface AllyApp {
  app: FastifyInstance
  mailer: Mailer
  context: AppContext
}

/** The part of the contract that this server implements (its domains registered), for /api/docs. */
function implementedContract(app: FastifyInstance): Contract {
  const contract: Record<string, EndpointGroup> = {}
  for (const [resource, group] of Object.entries(SERVER_CONTRACT)) {
    const kept = Object.fromEntries(
      Object.entries(group).filter(([, { method, path }]) => app.hasRoute({ method, url: path })),
    )
    if (Object.keys(kept).length) contract[resource] = kept
  }
  return contract
}

const openPaths = ['/api/docs', '/api/health']

/** Fastify's form of the setting: a hop count trusts that many proxies nearest the server. */
function trustedProxies(setting: number | string[] | undefined) {
  if (setting === undefined) return false
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting
  return setting
}

/**
 * Text answers (API JSON, the docs' scripts) over 1 kB go out compressed when the client accepts
 * it. Uploaded files keep their own type and stay as stored, as do event streams; request bodies
 * are taken as sent (no decoding of compressed uploads).
 */
const COMPRESSION: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  customTypes: /^text\/(?!event-stream)|[/+]json(?:;|$)|^application\/javascript|^image\/svg\+xml/,
  globalDecompression: false,
}

/** The services every domain shares (the app's context), and the dev outbox and clock if any. */
function createServices(app: FastifyInstance, options: BuildAppOptions) {
  const { database } = options
  const printMail =
    options.printMail ??
    ((m: MailMessage) =>
      app.log.info({ to: m.to, subject: m.subject }, 'Mail kept in the dev outbox'))
  const outbox = options.smtpUrl ? undefined : createDevOutbox(database.db, printMail)
  const mailer =
    outbox ??
    createSmtpMailer(
      options.smtpUrl as string,
      options.mailFrom ?? 'Ally <no-reply@ally.localhost>',
    )
  const clock = options.devClock && !options.production ? createDevClock(options.now) : undefined
  const now = clock?.now ?? options.now ?? (() => new Date())
  const tokens = createTokens(options.secret)
  const files = createFileStore(database.db, options.dataDir)
  const mail = createMailOutbox({
    db: database.db,
    transport: mailer,
    readAttachment: (file) => files.read(file.id),
    now,
    onError: (error, message) =>
      app.log.error(
        { err: error, to: message.to, attempts: message.attempts },
        'Mail not sent yet; it will be retried',
      ),
  })
  app.addHook('onReady', async () => mail.start())
  const background = createBackgroundWork((error, task) =>
    app.log.error({ err: error, task }, 'Background work failed'),
  )
  // Work still running finishes (and queues its mail) before the mail stops.
  app.addHook('onClose', async () => {
    await background.idle()
    await mail.stop()
  })
  const context: AppContext = {
    db: database.db,
    mail,
    tokens,
    sessions: createSessions(database.db, tokens, now),
    accountLimits: createAccountLimits(
      database.db,
      options.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE,
    ),
    files,
    fileLinks: createFileLinks(options.secret, now),
    secret: options.secret,
    appUrl: (options.appUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    now,
    background,
    signals: createSignals((error, signal) =>
      app.log.error({ err: error, signal }, 'A listener to a committed write failed'),
    ),
  }

  return { context, mailer, outbox, clock }
}

/** What the domains read of `buildApp`'s options (http/domain.ts). */
function domainSettings(
  options: BuildAppOptions,
  { outbox, clock }: { outbox?: DevOutbox; clock?: DevClock },
): DomainSettings {
  return {
    database: options.database,
    authRateLimit: options.authRateLimit,
    websiteRateLimit: options.websiteRateLimit,
    exactTotalLimit: options.exactTotalLimit,
    copilotModel: options.copilotModel,
    workflowEngine: options.workflowEngine,
    contactTo:
      options.contactTo !== undefined
        ? options.contactTo
        : options.production
          ? null
          : DEV_CONTACT_TO,
    devOutbox:
      outbox && !options.production && options.devOutboxRoute !== false ? outbox : undefined,
    devClock: clock,
    channels: {
      box: options.channelKey ? secretBox(options.channelKey) : null,
      allowPrivateHosts: !options.production,
      syncEveryMs: options.channelSyncEveryMs,
      google: options.google && {
        clientId: options.google.clientId,
        clientSecret: options.google.clientSecret,
        // Google sends the user back to the app's page that finishes connecting (/google-auth).
        redirectUri: `${(options.appUrl ?? 'http://localhost:3000').replace(/\/+$/, '')}/google-auth`,
        endpoints: options.google.endpoints ?? GOOGLE_ENDPOINTS,
      },
    },
  }
}

/**
 * The Ally API as a Fastify app, without listening: tests call `app.inject()`, `server.ts`
 * listens. Its routes are the domains' plugins (src/domains.ts), each route from the SDK's
 * contract declarations.
 */
export async function buildApp(options: BuildAppOptions): Promise<AllyApp> {
  const { database } = options
  const app = Fastify({
    logger: options.logger ?? false,
    // Off unless configured: trusting every X-Forwarded-For let a client pick a new address for
    // each login and walk around the rate limit.
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: 1024 * 1024,
  })

  // Before any route: API routes come from the contract's declarations only.
  refuseUndeclaredApiRoutes(app, SERVER_CONTRACT)

  const { context, mailer, outbox, clock } = createServices(app, options)

  // Uploads arrive as raw bytes of any type; JSON keeps Fastify's own parser. Fastify's text/plain
  // parser would hand a .txt upload over as a string, so text goes to the byte parser too.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  // First, so that every answer has them, a refused access key and a 404 included.
  await registerSecurityHeaders(app, {
    frameAncestors: options.frameAncestors,
    appUrl: context.appUrl,
  })
  // Before the access-key check, which a browser's preflight could never pass.
  await registerWebsiteCors(app, options.websiteOrigins ?? [])

  const keys = new Set(options.accessKeys)
  app.addHook('onRequest', async (request) => {
    // The path the router matched, not the raw URL (see requestPath).
    const path = requestPath(request)
    if (!path.startsWith('/api/') || openPaths.some((open) => path.startsWith(open))) return
    const key = request.headers['access-key']
    if (typeof key !== 'string' || !key) throw new HttpError(403, 'Missing access-key header.')
    if (!keys.has(key)) throw new HttpError(403, 'Unknown access key.')
  })

  app.setErrorHandler(handleError)

  // Before any route, since it attaches itself to each route as it is added.
  await app.register(compress, COMPRESSION)

  const spa: SpaFallback | undefined = options.appDir
    ? await serveSpa(app, {
        appDir: options.appDir,
        clientConfig: { accessKey: options.accessKeys[0] ?? '', apiBaseUrl: '' },
      })
    : undefined

  app.setNotFoundHandler((request, reply) => {
    if (spa?.handles(request)) return spa.send(request, reply)
    return reply
      .code(404)
      .send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` })
  })

  if (options.rateLimits !== false) {
    const store = await chooseRateLimitStore({
      database,
      redisUrl: options.redisUrl,
      namespace: options.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE,
    })
    app.addHook('onClose', store.close)
    await app.register(rateLimit, { global: false, ...store.options })
  }

  // Each domain in a context of its own (http/domain.ts), all sharing `authenticate`.
  await app.register(callers, { context, operatorKey: options.operatorKey })
  const settings = domainSettings(options, { outbox, clock })
  for (const domain of DOMAINS) await app.register(domain, { context, settings })

  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(implementedContract(app)) as never },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  return { app, mailer, context }
}
