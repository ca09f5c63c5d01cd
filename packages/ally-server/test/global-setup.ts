import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client'
import { startEmbeddedPostgres } from '../src/db/embedded-postgres'
import { prepareEngine } from '../src/workflows/engine'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded PostgreSQL 18 this run started, every test file's `embedded` engine. */
    embeddedDatabaseUrl: string
  }
}

/**
 * Starts the embedded PostgreSQL (the database `pnpm start` runs on) for the whole run, and
 * migrates it and DATABASE_URL's once (the workflow engine's schema too), before test files run
 * in parallel.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'ally-test-postgres-'))
  // As root, PostgreSQL runs as another user, who must reach its folder (mkdtemp makes it 0700).
  chmodSync(folder, 0o755)
  const embedded = await startEmbeddedPostgres({ dir: join(folder, 'postgres') })
  project.provide('embeddedDatabaseUrl', embedded.url)
  for (const url of [embedded.url, process.env.DATABASE_URL]) {
    if (!url) continue
    await (await openDatabase({ url })).close()
    await prepareEngine(url)
  }
  return async () => {
    await embedded.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}
