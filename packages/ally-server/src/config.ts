import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export interface ServerConfig {
  port: number
  host: string
  production: boolean
  /** Where the embedded database, uploaded files and generated secrets live. */
  dataDir: string
  /** postgres://… when set; PGlite in `<dataDir>/db` otherwise. */
  databaseUrl?: string
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
  /** Load the demo business into an empty database at start (`ALLY_DEMO=1`, or `--demo`). */
  demo: boolean
}

type Env = Record<string, string | undefined>

/** Reads a value kept in the data folder, creating it once. */
function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const value = make()
  writeFileSync(file, `${value}\n`, { mode: 0o600 })
  return value
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (!value) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0, not '${value}'`)
  return number
}

/** DESIGN.md's runtime defaults: every setting works without configuration. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const dataDir = resolve(cwd, env.ALLY_DATA_DIR || '.ally')
  const port = Number(env.PORT || 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not '${env.PORT}'`)

  const configuredKeys = (env.ALLY_ACCESS_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
  const devAccessKey = configuredKeys.length
    ? undefined
    : keptSecret(dataDir, 'access-key', () => `pk_dev_${randomBytes(18).toString('base64url')}`)

  return {
    port,
    host: env.HOST || '0.0.0.0',
    production,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    secret:
      env.ALLY_SECRET || keptSecret(dataDir, 'secret', () => randomBytes(32).toString('base64url')),
    accessKeys: devAccessKey ? [devAccessKey] : configuredKeys,
    devAccessKey,
    mailFrom: env.MAIL_FROM || 'Ally <no-reply@ally.localhost>',
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    appDir: env.ALLY_APP_DIR ? resolve(cwd, env.ALLY_APP_DIR) : undefined,
    demo: ['1', 'true', 'yes'].includes((env.ALLY_DEMO ?? '').toLowerCase()),
    authRateLimit: positiveInt(env.ALLY_AUTH_RATE_LIMIT, 'ALLY_AUTH_RATE_LIMIT'),
  }
}
