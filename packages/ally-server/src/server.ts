#!/usr/bin/env node
// `node dist/server.js`: the Ally API (and, once built, the full app) on one origin, with the
// embedded defaults of docs/architecture.md#server-runtime-defaults unless the environment says
// otherwise.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { prepareEngine } from './workflows/engine'

type App = Awaited<ReturnType<typeof buildApp>>

import { type ProcessRole, processRole, startWorkers } from './cluster'
import { appOptionsFrom, isConfigError, loadConfig, type ServerConfig } from './config'
import { openDatabase } from './db/client'
import { type StartedDatabase, startDatabase } from './db/start'
import { type DemoSeedResult, demoLoginLines, demoSeedMessage, seedDemo } from './demo/seed'
import type { MailMessage } from './services/mail'

// The full app's build, found from this module: packages/ally-server/dist/server.js (or
// src/server.ts) is three folders below the repository root.
const BUILT_FULL_APP = fileURLToPath(new URL('../../../examples/full-app/dist', import.meta.url))

/** How a primary tells its workers where the embedded PostgreSQL it started listens. */
const EMBEDDED_URL_VARIABLE = 'ALLY_EMBEDDED_DATABASE_URL'

function printMail(message: MailMessage): void {
  const rule = '─'.repeat(60)
  console.log(
    `\n${rule}\nMail to ${message.to}\nSubject: ${message.subject}\n\n${message.text.trim()}\n${rule}\n`,
  )
}

async function main(): Promise<void> {
  const config = loadConfig()
  const role = processRole(config)
  const { database, embedded } = await openProcessDatabase(config, role)
  const appDir = config.appDir ?? BUILT_FULL_APP
  const { app, mailer, context } = await buildApp({
    database,
    ...appOptionsFrom(config),
    printMail,
    appDir,
  })

  let demo: DemoSeedResult | undefined
  // Several processes: the primary migrates and seeds once, before any worker starts.
  if (role !== 'worker' && (config.demo || process.argv.slice(2).includes('--demo'))) {
    demo = await seedDemo(context, { production: config.production })
    console.log(demoSeedMessage(demo))
  }

  if (role === 'primary') {
    // Each worker opens its own app and pool; the primary only prepared the database, the
    // workflow engine's schema included (workers creating it at once would collide).
    await app.close()
    await prepareEngine(database.url)
    await database.close()
    await startWorkers(config.workers, {
      env: embedded ? { [EMBEDDED_URL_VARIABLE]: embedded.url } : {},
      onStop: async () => embedded?.stop(),
    })
  } else {
    await serveUntilStopped(app, config, { database, embedded })
  }
  if (role === 'worker') return
  if (config.production && !config.contactTo) {
    console.warn(
      'ALLY_CONTACT_TO is not set: messages from the website’s contact form are stored but not e-mailed to anyone.',
    )
  }

  console.log(startupBanner(config, { role, embedded, mailer, appDir, demo }))
}

/** This process's database: a worker connects to the one its primary started (or DATABASE_URL's). */
async function openProcessDatabase(
  config: ServerConfig,
  role: ProcessRole,
): Promise<StartedDatabase> {
  const embeddedUrl = role === 'worker' ? process.env[EMBEDDED_URL_VARIABLE] : undefined
  if (!embeddedUrl) {
    return startDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    })
  }
  const database = await openDatabase({
    url: embeddedUrl,
    poolSize: config.databasePoolSize,
    kind: 'embedded',
  })
  return { database, url: embeddedUrl }
}

/** Listens; a signal stops taking requests, lets those in flight finish, then closes the database. */
async function serveUntilStopped(
  app: App['app'],
  config: ServerConfig,
  { database, embedded }: Pick<StartedDatabase, 'database' | 'embedded'>,
): Promise<void> {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.warn(`${signal}: closing`)
    await app.close()
    await database.close()
    await embedded?.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  // The terminal closed: stop as for Ctrl+C, so the embedded PostgreSQL stops too.
  process.on('SIGHUP', () => void shutdown('SIGHUP'))

  await app.listen({ port: config.port, host: config.host })
}

/** What the terminal shows once Ally runs: where, with which database, keys, mail and logins. */
function startupBanner(
  config: ServerConfig,
  run: {
    role: ProcessRole
    embedded: StartedDatabase['embedded']
    mailer: App['mailer']
    appDir: string
    demo: DemoSeedResult | undefined
  },
): string {
  const { role, embedded, mailer, appDir, demo } = run
  const url = `http://localhost:${config.port}`
  return [
    '',
    `  Ally is running at ${url}`,
    `  API documentation: ${url}/api/docs`,
    `  Database:          ${embedded ? `PostgreSQL, embedded in ${embedded.dir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Access key:        ${config.devAccessKey ?? '(from ALLY_ACCESS_KEYS)'}`,
    `  Operator key:      ${
      config.devOperatorKey ??
      (config.operatorKey
        ? '(from ALLY_OPERATOR_KEY)'
        : 'none: the deal editing endpoints are off (set ALLY_OPERATOR_KEY)')
    }`,
    `  Processes:         ${role === 'primary' ? `${config.workers} (ALLY_WORKERS)` : '1'}`,
    `  Mail goes to:      ${
      config.smtpUrl || config.devOutboxRoute
        ? mailer.description
        : `the dev outbox, printed here only: HOST=${config.host} is reachable from other machines (ALLY_DEV_OUTBOX=1 serves it over HTTP)`
    }`,
    `  Contact messages:  ${
      config.contactTo
        ? `e-mailed to ${config.contactTo} (ALLY_CONTACT_TO)`
        : 'stored only, e-mailed to nobody (set ALLY_CONTACT_TO)'
    }`,
    `  Website origins:   ${config.websiteOrigins.join(', ') || 'none (ALLY_WEBSITE_ORIGINS)'}`,
    existsSync(join(appDir, 'index.html'))
      ? `  App:               ${url} (from ${appDir})`
      : `  App:               not built yet: run \`pnpm build\` (looked in ${appDir})`,
    ...(demo ? demoLoginLines(demo) : []),
    '',
  ].join('\n')
}

main().catch((error: unknown) => {
  // A setting to fix is one line for the operator, not a stack trace.
  console.error(isConfigError(error) ? error.message : error)
  process.exit(1)
})
