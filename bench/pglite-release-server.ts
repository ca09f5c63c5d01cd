import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../packages/ally-server/src/app'
import { appOptionsFrom, loadConfig } from '../packages/ally-server/src/config'
import type { Database } from '../packages/ally-server/src/db/client'
import { openPglite } from '../packages/ally-server/src/db/pglite-import'

// The server as the release before the embedded PostgreSQL ran it: PGlite (in-process WASM
// PostgreSQL) in `<ALLY_DATA_DIR>/db`, one process, the same settings from the environment as
// dist/server.js. bench/server-throughput.ts compares the embedded default with it (issue #27),
// bundled as dist/server.js is; by hand, run it with
// `pnpm exec tsx --conditions=@ally/source bench/pglite-release-server.ts`.
//
// Not quite the release: this is today's app on PGlite, and the release's rate-limit counters
// (auth routes only) stayed in memory on PGlite, where this one keeps them in the database as
// every server now does; the list and detail endpoints the bench loads have no rate limit.

/** As dist/server.js finds the full app's build (from the source; the bench sets ALLY_APP_DIR). */
const BUILT_FULL_APP = fileURLToPath(new URL('../examples/full-app/dist', import.meta.url))

const config = loadConfig()
const pglite = await openPglite(join(config.dataDir, 'db'))
const database: Database = {
  db: pglite.db,
  url: join(config.dataDir, 'db'),
  // What /api/health reports: its answer now knows 'embedded' and 'postgres' only.
  kind: 'embedded',
  ping: async () => void (await pglite.query('select 1')),
  close: () => pglite.close(),
}
const { app } = await buildApp({
  database,
  ...appOptionsFrom(config),
  // The release had no workflows, and the engine cannot run on PGlite.
  workflowEngine: false,
  printMail: (message) => console.log(`Mail to ${message.to}: ${message.subject}`),
  appDir: config.appDir ?? BUILT_FULL_APP,
})

let closing = false
const shutdown = async () => {
  if (closing) return
  closing = true
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())

await app.listen({ port: config.port, host: config.host })
console.log(`PGlite (as released) server at http://${config.host}:${config.port}`)
