import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js'
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

export type Schema = typeof schema
/** The database, whichever engine is behind it: PGlite embedded, or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Answers when the database does (health checks). */
  ping(): Promise<void>
  close(): Promise<void>
}

/**
 * PostgreSQL connections per server process (`DATABASE_POOL_SIZE`). Few are enough because
 * postgres.js pipelines the queries waiting for one; more only add PostgreSQL backends competing
 * for the same cores (docs/deployment.md#database-connections has the measurements).
 */
export const DEFAULT_POOL_SIZE = 4

/**
 * The rows of a `db.execute()` result: PGlite answers `{ rows }`, postgres.js the rows array
 * itself.
 */
export function resultRows<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  return (result as { rows?: Row[] }).rows ?? []
}

// Next to this module in the sources (src/db/migrations) and in the build (dist/migrations).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens the database and brings its schema up to date. `DATABASE_URL` (postgres://…) selects
 * PostgreSQL; otherwise PGlite, persisted in `dataDir` (or in memory when none is given).
 */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  /** Connections to PostgreSQL; DEFAULT_POOL_SIZE unless given. */
  poolSize?: number
}): Promise<Database> {
  if (options.url) {
    // postgres.js rather than node-postgres: it sends the queries waiting on a connection in one
    // write, where node-postgres makes a system call per query. On loopback that call was a third
    // of the server's time; with the switch (and postgres.js's queue patched) one process serves
    // about twice the authenticated requests a second (docs/deployment.md#database-connections).
    // NOTICEs (e.g. "already exists, skipping" from the migrations) are not worth a log line.
    const pool = postgres(options.url, {
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      onnotice: () => undefined,
    })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool`select 1`),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
}
