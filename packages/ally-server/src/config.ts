import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import * as z from 'zod'
import type { CopilotModelSettings } from './copilot/model'

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
  /**
   * `ALLY_CHANNEL_KEY` (32 bytes, base64): the key mailbox secrets are sealed under
   * (channels/secret-box.ts). Outside production one is generated once into the data folder; in
   * production, unset means no mailbox can be connected.
   */
  channelKey: Buffer | null
  /**
   * Google's OAuth client for connecting Gmail and Google Workspace (`GOOGLE_CLIENT_ID` and
   * `GOOGLE_CLIENT_SECRET`, both or neither); without it only IMAP mailboxes connect.
   */
  google?: { clientId: string; clientSecret: string }
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
  /**
   * The co-pilot's configured model (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`,
   * `AI_MAX_OUTPUT_TOKENS`, `AI_TIMEOUT_SECONDS`); unset, the built-in assistant answers.
   */
  copilotModel?: CopilotModelSettings
}

/** How many tokens a configured model's reply may take unless `AI_MAX_OUTPUT_TOKENS` says. */
export const DEFAULT_AI_MAX_OUTPUT_TOKENS = 1024
/** How long a configured model may take unless `AI_TIMEOUT_SECONDS` says. */
export const DEFAULT_AI_TIMEOUT_SECONDS = 30

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

/** Whether only this machine reaches an address the server listens on. */
export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)

/** A configured operator key shorter than this is refused: it could be guessed. */
export const MIN_OPERATOR_KEY_LENGTH = 24

/** Where contact messages go outside production when `ALLY_CONTACT_TO` is unset. */
export const DEV_CONTACT_TO = 'contact@ally.localhost'

/** The variable an issue is about: its key in the environment. */
const variable = (issue: { path?: PropertyKey[] }) => String(issue.path?.[0] ?? '')

/** `<VARIABLE> must be <what>, not '<its value>'`. */
const mustBe = (what: string) => ({
  error: (issue: { path?: PropertyKey[]; input?: unknown }) =>
    `${variable(issue)} must be ${what}, not '${issue.input}'`,
})

const variableText = z.string().optional()
/** Unset: absent, or empty (`X= command` sets it to ''). */
const text = variableText.transform((value) => value || undefined)
/** Trimmed, and unset when blank. */
const trimmed = variableText.transform((value) => value?.trim() || undefined)
/** `1`, `true` or `yes`, in any case: on; anything else, or unset: off. */
const flag = variableText.transform((value) =>
  ['1', 'true', 'yes'].includes((value ?? '').trim().toLowerCase()),
)

/** A whole number above 0 as `Number()` reads it (` 5 `, `1e3`), or undefined when unset. */
const positiveInt = text.pipe(
  z
    .string()
    .refine(
      (value) => Number.isInteger(Number(value)) && Number(value) >= 1,
      mustBe('a whole number above 0'),
    )
    .transform(Number)
    .optional(),
)

/** `a, b,, c` as `['a', 'b', 'c']`. */
const commaList = (value = '') =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** A list separated by commas or spaces, each item without its trailing slash. */
const spacedList = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean)

/** An exact origin: http(s), a host and maybe a port; no path and no wildcard. */
const EXACT_ORIGIN =
  /^https?:\/\/[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*(?::\d{1,5})?$/i

/**
 * `https://www.example.com, https://example.com` lets those sites' pages call the public website
 * endpoints from the browser. Exact origins only: a wildcard or a path is refused, since every
 * site allowed here can use the access key its page carries.
 */
const websiteOrigins = variableText
  .transform((value) => spacedList(value).map((origin) => origin.replace(/\/$/, '').toLowerCase()))
  .refine((origins) => origins.every((origin) => EXACT_ORIGIN.test(origin)), {
    error: (issue) =>
      `${variable(issue)} must be exact origins separated by commas (https://www.example.com, http://localhost:4321), not '${(issue.input as string[]).find((origin) => !EXACT_ORIGIN.test(origin))}'`,
  })
  .transform((origins) => [...new Set(origins)])

/**
 * `2` trusts the two nearest hops; `10.0.0.0/8, 127.0.0.1` trusts those addresses. `true` is
 * refused: trusting any address lets every client choose the address it is counted under.
 */
const trustedProxies = trimmed.pipe(
  z
    .string()
    .refine(
      (setting) =>
        /^\d+$/.test(setting) ||
        commaList(setting).every((address) => /^[\d.:a-fA-F]+(?:\/\d{1,3})?$/.test(address)),
      mustBe('a hop count or proxy addresses (10.0.0.0/8, 127.0.0.1)'),
    )
    .transform((setting) =>
      /^\d+$/.test(setting) ? Number(setting) || undefined : commaList(setting),
    )
    .optional(),
)

/** An origin as CSP takes it: http(s), a host (`*.` for its subdomains) and maybe a port. */
const ORIGIN =
  /^https?:\/\/(?:\*\.)?[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*(?::\d{1,5})?$/i
const KEYWORD = /^'?(self|none)'?$/i

/** `self` and `'self'` alike as `'self'`, origins without a trailing slash. */
const frameSources = (value: string | undefined) =>
  spacedList(value).map((source) =>
    KEYWORD.test(source)
      ? `'${source.replace(/'/g, '').toLowerCase()}'`
      : source.replace(/\/$/, ''),
  )

/** `'none'` alone, or `'self'` and origins. */
const validFrameSources = (sources: string[]) =>
  (sources.length === 1 && sources[0] === "'none'") ||
  sources.every((source) => source === "'self'" || ORIGIN.test(source))

/**
 * `https://partner.example, https://*.partner.example` lets those origins frame the app, `self`
 * the app's own origin, unset or `none` nobody. Origins only: a path, a bare scheme (`https:`
 * would be any site) or a `;` (another directive smuggled into the header) is refused.
 */
const frameAncestors = variableText
  .refine((value) => validFrameSources(frameSources(value)), {
    error: (issue) =>
      `${variable(issue)} must be the origins allowed to embed the app (https://partner.example, https://*.partner.example), 'self', or 'none'; not '${String(issue.input).trim()}'`,
  })
  .transform((value) => {
    const sources = frameSources(value)
    return sources.length ? [...new Set(sources)] : ["'none'"]
  })

/**
 * The environment, variable by variable, in the order they are checked: the first wrong one
 * stops the start. Outside production every variable may be unset.
 */
function environmentSchema(production: boolean, cwd: string) {
  return z.object({
    SMTP_URL: production
      ? z
          .string({ error: REFUSE_PRODUCTION_WITHOUT_SMTP })
          .refine((value) => value.trim() !== '', { error: REFUSE_PRODUCTION_WITHOUT_SMTP })
      : text,
    ALLY_DEV_CLOCK: production
      ? flag.refine((on) => !on, { error: REFUSE_PRODUCTION_DEV_CLOCK })
      : flag,
    ALLY_DATA_DIR: text.transform((value) => resolve(cwd, value ?? '.ally')),
    PORT: text.pipe(
      z
        .string()
        .default('3000')
        .refine(
          (value) =>
            Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= 65535,
          mustBe('a port number'),
        )
        .transform(Number),
    ),
    ALLY_ACCESS_KEYS: variableText.transform(commaList),
    ALLY_OPERATOR_KEY: trimmed.refine(
      (key) => key === undefined || key.length >= MIN_OPERATOR_KEY_LENGTH,
      {
        error: (issue) =>
          `${variable(issue)} must be at least ${MIN_OPERATOR_KEY_LENGTH} characters (it edits the public website); try \`openssl rand -base64 32\``,
      },
    ),
    HOST: text.transform((value) => value ?? (production ? '0.0.0.0' : 'localhost')),
    ALLY_DEV_OUTBOX: flag,
    DATABASE_URL: text,
    DATABASE_POOL_SIZE: positiveInt,
    ALLY_SECRET: text,
    ALLY_CHANNEL_KEY: trimmed.refine(
      (value) => value === undefined || Buffer.from(value, 'base64').length === 32,
      {
        error: (issue) =>
          `${variable(issue)} must be 32 random bytes in base64 (try \`openssl rand -base64 32\`); it seals the mailboxes' secrets`,
      },
    ),
    GOOGLE_CLIENT_ID: text,
    GOOGLE_CLIENT_SECRET: text,
    MAIL_FROM: text.transform((value) => value ?? 'Ally <no-reply@ally.localhost>'),
    APP_URL: text,
    ALLY_APP_DIR: text.transform((value) => (value ? resolve(cwd, value) : undefined)),
    ALLY_DEMO: flag,
    ALLY_AUTH_RATE_LIMIT: positiveInt,
    ALLY_WEBSITE_RATE_LIMIT: positiveInt,
    // `auto`: one process per core.
    ALLY_WORKERS: text
      .transform((value) =>
        value?.trim().toLowerCase() === 'auto' ? String(availableParallelism()) : value,
      )
      .pipe(positiveInt)
      .transform((workers) => workers ?? 1),
    REDIS_URL: text,
    ALLY_TRUST_PROXY: trustedProxies,
    ALLY_FRAME_ANCESTORS: frameAncestors,
    ALLY_CONTACT_TO: trimmed
      .refine(
        (address) =>
          address === undefined || /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/.test(address),
        mustBe('one e-mail address (contact@example.com)'),
      )
      .transform((address) => address ?? (production ? null : DEV_CONTACT_TO)),
    ALLY_WEBSITE_ORIGINS: websiteOrigins,
    AI_BASE_URL: trimmed.refine(
      (value) => value === undefined || /^https?:\/\/[^\s/]+/i.test(value),
      mustBe('an http(s) URL of an OpenAI-compatible API (https://api.example.com/v1)'),
    ),
    AI_API_KEY: trimmed,
    AI_MODEL: trimmed,
    AI_MAX_OUTPUT_TOKENS: positiveInt,
    AI_TIMEOUT_SECONDS: positiveInt,
  })
}

/** The co-pilot's model settings, when `AI_BASE_URL` names one; `AI_MODEL` must come with it. */
function copilotModelOf(settings: {
  AI_BASE_URL?: string
  AI_API_KEY?: string
  AI_MODEL?: string
  AI_MAX_OUTPUT_TOKENS?: number
  AI_TIMEOUT_SECONDS?: number
}): CopilotModelSettings | undefined {
  if (!settings.AI_BASE_URL) return undefined
  if (!settings.AI_MODEL) {
    throw new ConfigError(
      'AI_MODEL',
      'AI_MODEL must name the model AI_BASE_URL serves (gpt-4o-mini, llama3.1…)',
    )
  }
  return {
    baseUrl: settings.AI_BASE_URL.replace(/\/+$/, ''),
    apiKey: settings.AI_API_KEY,
    model: settings.AI_MODEL,
    maxOutputTokens: settings.AI_MAX_OUTPUT_TOKENS ?? DEFAULT_AI_MAX_OUTPUT_TOKENS,
    timeoutMs: (settings.AI_TIMEOUT_SECONDS ?? DEFAULT_AI_TIMEOUT_SECONDS) * 1000,
  }
}

const REFUSE_PRODUCTION_WITHOUT_SMTP =
  'Refusing to start: NODE_ENV=production needs SMTP_URL (smtp://user:pass@host:port) to deliver verification codes and reset links.'
const REFUSE_PRODUCTION_DEV_CLOCK =
  "Refusing to start: ALLY_DEV_CLOCK lets anyone move the server's clock; it is for browser tests, never with NODE_ENV=production."

/**
 * Every setting works without configuration, except mail in production: the dev outbox would
 * print codes and reset links to the log while telling users their mail was sent.
 * Throws a ConfigError, naming the variable, for the first setting that cannot run.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const parsed = environmentSchema(production, cwd).safeParse(env)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    throw new ConfigError(variable(issue ?? {}), issue?.message ?? 'Invalid configuration')
  }
  const settings = parsed.data
  const dataDir = settings.ALLY_DATA_DIR
  // Generated once and kept in the data folder, only when the settings are valid.
  const devAccessKey = settings.ALLY_ACCESS_KEYS.length
    ? undefined
    : keptSecret(dataDir, 'access-key', () => `pk_dev_${randomBytes(18).toString('base64url')}`)
  const devOperatorKey =
    settings.ALLY_OPERATOR_KEY || production
      ? undefined
      : keptSecret(dataDir, 'operator-key', () => `ok_dev_${randomBytes(24).toString('base64url')}`)
  const { HOST: host, SMTP_URL: smtpUrl, PORT: port } = settings
  return {
    port,
    host,
    devOutboxRoute: !production && !smtpUrl && (isLoopback(host) || settings.ALLY_DEV_OUTBOX),
    devClock: settings.ALLY_DEV_CLOCK,
    production,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    smtpUrl: smtpUrl || undefined,
    secret:
      settings.ALLY_SECRET ||
      keptSecret(dataDir, 'secret', () => randomBytes(32).toString('base64url')),
    channelKey: settings.ALLY_CHANNEL_KEY
      ? Buffer.from(settings.ALLY_CHANNEL_KEY, 'base64')
      : production
        ? null
        : Buffer.from(
            keptSecret(dataDir, 'channel-key', () => randomBytes(32).toString('base64')),
            'base64',
          ),
    google:
      settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET
        ? { clientId: settings.GOOGLE_CLIENT_ID, clientSecret: settings.GOOGLE_CLIENT_SECRET }
        : undefined,
    accessKeys: devAccessKey ? [devAccessKey] : settings.ALLY_ACCESS_KEYS,
    devAccessKey,
    mailFrom: settings.MAIL_FROM,
    appUrl: (settings.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    appDir: settings.ALLY_APP_DIR,
    demo: settings.ALLY_DEMO,
    authRateLimit: settings.ALLY_AUTH_RATE_LIMIT,
    websiteRateLimit: settings.ALLY_WEBSITE_RATE_LIMIT,
    workers: settings.ALLY_WORKERS,
    redisUrl: settings.REDIS_URL,
    trustProxy: settings.ALLY_TRUST_PROXY,
    frameAncestors: settings.ALLY_FRAME_ANCESTORS,
    operatorKey: settings.ALLY_OPERATOR_KEY || devOperatorKey,
    devOperatorKey,
    contactTo: settings.ALLY_CONTACT_TO,
    websiteOrigins: settings.ALLY_WEBSITE_ORIGINS,
    copilotModel: copilotModelOf(settings),
  }
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
    copilotModel: config.copilotModel,
    channelKey: config.channelKey,
    google: config.google,
    logger: { level: env.LOG_LEVEL || (config.production ? 'info' : 'warn') },
  }
}
