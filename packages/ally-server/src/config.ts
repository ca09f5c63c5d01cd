import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'

export interface ServerConfig {
  port: number
  /** `HOST`; `localhost` by default, `0.0.0.0` in production. */
  host: string
  /**
   * Whether the dev outbox is readable over HTTP: only without SMTP, outside production, and
   * when the server listens on loopback only, unless `ALLY_DEV_OUTBOX=1` says so explicitly.
   * It holds every code and reset link, so another machine must never reach it by default.
   */
  devOutboxRoute: boolean
  /** `ALLY_DEV_CLOCK=1`: browser tests may move the server's clock; refused in production. */
  devClock: boolean
  production: boolean
  /** Where the embedded database, uploaded files and generated secrets live. */
  dataDir: string
  /** postgres://… when set; the embedded PostgreSQL in `<dataDir>/postgres` otherwise. */
  databaseUrl?: string
  /** Connections to PostgreSQL per process (`DATABASE_POOL_SIZE`); db/client.ts's default if unset. */
  databasePoolSize?: number
  /** smtp://user:pass@host:port when set; the dev outbox otherwise. */
  smtpUrl?: string
  /** Signs session tokens. */
  secret: string
  /** Every access key that is accepted. */
  accessKeys: string[]
  /** The key generated for development, printed at start; undefined when keys are configured. */
  devAccessKey?: string
  /** The address mail is sent from. */
  mailFrom: string
  /** The public URL of the app, for links in e-mails. */
  appUrl: string
  /** A built single-page app to serve (`ALLY_APP_DIR`); server.ts defaults it to the full app. */
  appDir?: string
  /** Requests per minute per address on the account endpoints (`ALLY_AUTH_RATE_LIMIT`). */
  authRateLimit?: number
  /** Requests per minute per address on each website form call (`ALLY_WEBSITE_RATE_LIMIT`). */
  websiteRateLimit?: number
  /** Load the demo business into an empty database at start (`ALLY_DEMO=1`, or `--demo`). */
  demo: boolean
  /** Server processes sharing the port (`ALLY_WORKERS`, `auto` = one per core); PostgreSQL only. */
  workers: number
  /** Keep rate-limit counters in Redis (`REDIS_URL`) rather than in PostgreSQL. */
  redisUrl?: string
  /** `ALLY_TRUST_PROXY`: a hop count, or the proxies' addresses and CIDR ranges; none if unset. */
  trustProxy?: number | string[]
  /**
   * `ALLY_FRAME_ANCESTORS`: who may embed the app in a frame, as CSP `frame-ancestors` sources
   * (partners' origins, or `'self'`); `'none'` (nobody) when unset.
   */
  frameAncestors: string[]
  /**
   * `ALLY_OPERATOR_KEY`: the operator's bearer token for editing the website's deals. Outside
   * production one is generated once and kept in the data folder; in production, unset means
   * the operator endpoints are off.
   */
  operatorKey?: string
  /** The operator key generated for development, printed at start; undefined when configured. */
  devOperatorKey?: string
  /**
   * `ALLY_CONTACT_TO`: where the website's contact messages are e-mailed. `contact@ally.localhost`
   * outside production (the dev outbox shows it); null in production when unset: stored only.
   */
  contactTo: string | null
  /**
   * `ALLY_WEBSITE_ORIGINS`: the sites whose pages may call the public website endpoints from the
   * browser (CORS); none when unset (docs/website.md#cors).
   */
  websiteOrigins: string[]
}

type Env = Record<string, string | undefined>

/** A setting that stops the server from starting; its message says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError'
  /** The environment variable to set or fix. */
  readonly variable: string
  constructor(variable: string, message: string) {
    super(message)
    this.variable = variable
  }
}

export const isConfigError = (error: unknown): error is ConfigError =>
  error instanceof Error && error.name === 'ConfigError'

/** Reads a value kept in the data folder, creating it once. */
function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const value = make()
  writeFileSync(file, `${value}\n`, { mode: 0o600 })
  return value
}

const yes = (value: string | undefined) =>
  ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase())

/** Whether only this machine reaches an address the server listens on. */
export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1)
    throw new ConfigError(name, `${name} must be a whole number above 0, not '${value}'`)
  return number
}

/**
 * Every setting works without configuration, except mail in production: the dev outbox would
 * print codes and reset links to the log while telling users their mail was sent.
 * Throws a ConfigError for a setting that cannot run.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production'
  if (production && !env.SMTP_URL?.trim()) {
    throw new ConfigError(
      'SMTP_URL',
      'Refusing to start: NODE_ENV=production needs SMTP_URL (smtp://user:pass@host:port) to deliver verification codes and reset links.',
    )
  }
  if (production && yes(env.ALLY_DEV_CLOCK)) {
    throw new ConfigError(
      'ALLY_DEV_CLOCK',
      "Refusing to start: ALLY_DEV_CLOCK lets anyone move the server's clock; it is for browser tests, never with NODE_ENV=production.",
    )
  }
  const dataDir = resolve(cwd, env.ALLY_DATA_DIR || '.ally')
  const port = Number(env.PORT || 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError('PORT', `PORT must be a port number, not '${env.PORT}'`)

  const configuredKeys = (env.ALLY_ACCESS_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
  const devAccessKey = configuredKeys.length
    ? undefined
    : keptSecret(dataDir, 'access-key', () => `pk_dev_${randomBytes(18).toString('base64url')}`)

  const operatorKey = env.ALLY_OPERATOR_KEY?.trim()
  if (operatorKey && operatorKey.length < MIN_OPERATOR_KEY_LENGTH) {
    throw new ConfigError(
      'ALLY_OPERATOR_KEY',
      `ALLY_OPERATOR_KEY must be at least ${MIN_OPERATOR_KEY_LENGTH} characters (it edits the public website); try \`openssl rand -base64 32\``,
    )
  }
  const devOperatorKey =
    operatorKey || production
      ? undefined
      : keptSecret(dataDir, 'operator-key', () => `ok_dev_${randomBytes(24).toString('base64url')}`)

  const host = env.HOST || (production ? '0.0.0.0' : 'localhost')
  const smtpUrl = env.SMTP_URL || undefined
  return {
    port,
    host,
    devOutboxRoute: !production && !smtpUrl && (isLoopback(host) || yes(env.ALLY_DEV_OUTBOX)),
    devClock: yes(env.ALLY_DEV_CLOCK),
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 'DATABASE_POOL_SIZE'),
    smtpUrl,
    secret:
      env.ALLY_SECRET || keptSecret(dataDir, 'secret', () => randomBytes(32).toString('base64url')),
    accessKeys: devAccessKey ? [devAccessKey] : configuredKeys,
    devAccessKey,
    mailFrom: env.MAIL_FROM || 'Ally <no-reply@ally.localhost>',
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    appDir: env.ALLY_APP_DIR ? resolve(cwd, env.ALLY_APP_DIR) : undefined,
    demo: yes(env.ALLY_DEMO),
    authRateLimit: positiveInt(env.ALLY_AUTH_RATE_LIMIT, 'ALLY_AUTH_RATE_LIMIT'),
    websiteRateLimit: positiveInt(env.ALLY_WEBSITE_RATE_LIMIT, 'ALLY_WEBSITE_RATE_LIMIT'),
    workers:
      env.ALLY_WORKERS?.trim().toLowerCase() === 'auto'
        ? availableParallelism()
        : (positiveInt(env.ALLY_WORKERS, 'ALLY_WORKERS') ?? 1),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: trustedProxies(env.ALLY_TRUST_PROXY),
    frameAncestors: frameAncestors(env.ALLY_FRAME_ANCESTORS),
    operatorKey: operatorKey || devOperatorKey,
    devOperatorKey,
    contactTo: contactAddress(env.ALLY_CONTACT_TO, production),
    websiteOrigins: websiteOrigins(env.ALLY_WEBSITE_ORIGINS),
  }
}

/** A configured operator key shorter than this is refused: it could be guessed. */
export const MIN_OPERATOR_KEY_LENGTH = 24

/** Where contact messages go outside production when `ALLY_CONTACT_TO` is unset. */
export const DEV_CONTACT_TO = 'contact@ally.localhost'

function contactAddress(value: string | undefined, production: boolean): string | null {
  const address = value?.trim()
  if (!address) return production ? null : DEV_CONTACT_TO
  if (!/^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/.test(address)) {
    throw new ConfigError(
      'ALLY_CONTACT_TO',
      `ALLY_CONTACT_TO must be one e-mail address (contact@example.com), not '${address}'`,
    )
  }
  return address
}

/** An exact origin: http(s), a host and maybe a port; no path and no wildcard. */
const EXACT_ORIGIN =
  /^https?:\/\/[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*(?::\d{1,5})?$/i

/**
 * `https://www.example.com, https://example.com` lets those sites' pages call the public website
 * endpoints from the browser. Exact origins only: a wildcard or a path is refused, since every
 * site allowed here can use the access key its page carries.
 */
function websiteOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => origin.replace(/\/$/, '').toLowerCase())
  const wrong = origins.find((origin) => !EXACT_ORIGIN.test(origin))
  if (wrong) {
    throw new ConfigError(
      'ALLY_WEBSITE_ORIGINS',
      `ALLY_WEBSITE_ORIGINS must be exact origins separated by commas (https://www.example.com, http://localhost:4321), not '${wrong}'`,
    )
  }
  return [...new Set(origins)]
}

/**
 * `2` trusts the two nearest hops; `10.0.0.0/8, 127.0.0.1` trusts those addresses. `true` is
 * refused: trusting any address lets every client choose the address it is counted under.
 */
function trustedProxies(value: string | undefined): number | string[] | undefined {
  const setting = value?.trim()
  if (!setting) return undefined
  if (/^\d+$/.test(setting)) return Number(setting) || undefined
  const addresses = setting
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  if (addresses.some((address) => !/^[\d.:a-fA-F]+(?:\/\d{1,3})?$/.test(address))) {
    throw new ConfigError(
      'ALLY_TRUST_PROXY',
      `ALLY_TRUST_PROXY must be a hop count or proxy addresses (10.0.0.0/8, 127.0.0.1), not '${setting}'`,
    )
  }
  return addresses
}

/** An origin as CSP takes it: http(s), a host (`*.` for its subdomains) and maybe a port. */
const ORIGIN =
  /^https?:\/\/(?:\*\.)?[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*(?::\d{1,5})?$/i
const KEYWORD = /^'?(self|none)'?$/i

/**
 * `https://partner.example, https://*.partner.example` lets those origins frame the app, `self`
 * the app's own origin, unset or `none` nobody. Origins only: a path, a bare scheme (`https:`
 * would be any site) or a `;` (another directive smuggled into the header) is refused.
 */
function frameAncestors(value: string | undefined): string[] {
  const sources = (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((source) =>
      KEYWORD.test(source)
        ? `'${source.replace(/'/g, '').toLowerCase()}'`
        : source.replace(/\/$/, ''),
    )
  if (!sources.length) return ["'none'"]
  const valid = (source: string) => source === "'self'" || ORIGIN.test(source)
  if (!(sources.length === 1 && sources[0] === "'none'") && !sources.every(valid)) {
    throw new ConfigError(
      'ALLY_FRAME_ANCESTORS',
      `ALLY_FRAME_ANCESTORS must be the origins allowed to embed the app (https://partner.example, https://*.partner.example), 'self', or 'none'; not '${value?.trim()}'`,
    )
  }
  return [...new Set(sources)]
}

/**
 * The app's options that come from the configuration alone; the process adds the database,
 * where mail is printed and the app folder.
 */
export function appOptionsFrom(config: ServerConfig, env: Env = process.env) {
  return {
    accessKeys: config.accessKeys,
    secret: config.secret,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
    production: config.production,
    devOutboxRoute: config.devOutboxRoute,
    devClock: config.devClock,
    trustProxy: config.trustProxy,
    frameAncestors: config.frameAncestors,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    authRateLimit: config.authRateLimit,
    websiteRateLimit: config.websiteRateLimit,
    redisUrl: config.redisUrl,
    operatorKey: config.operatorKey,
    contactTo: config.contactTo,
    websiteOrigins: config.websiteOrigins,
    logger: { level: env.LOG_LEVEL || (config.production ? 'info' : 'warn') },
  }
}
