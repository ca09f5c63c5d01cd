import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { socketOptions, withoutSocket } from './embedded-postgres'
import { preparedByDefault } from './prepared-statements'
import * as schema from './schema'

export type Schema = typeof schema
/** The database: PostgreSQL, the embedded one or any other (docs/deployment.md). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/** `embedded`: the PostgreSQL the server started in its data folder; `postgres`: DATABASE_URL's. */
export type DatabaseKind = 'embedded' | 'postgres'

export interface Database {
  db: Db
  /** Where it is, for what keeps its own connections to it (the workflow engine). */
  url: string
  kind: DatabaseKind
  /** Answers when the database does (health checks). */
  ping(): Promise<void>
  /** Closes this process's connections (an embedded server is stopped by whoever started it). */
  close(): Promise<void>
}

/**
 * PostgreSQL connections per server process (`DATABASE_POOL_SIZE`). Few are enough because
 * postgres.js pipelines the queries waiting for one; more only add PostgreSQL backends competing
 * for the same cores (docs/deployment.md#database-connections has the measurements).
 */
export const DEFAULT_POOL_SIZE = 4

/** The rows of a `db.execute()` result (postgres.js answers the rows array itself). */
export function resultRows<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[]
  return (result as { rows?: Row[] }).rows ?? []
}

// Next to this module in the sources (src/db/migrations) and in the build (dist/migrations).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Connects to the PostgreSQL at `url` (a Unix socket as libpq writes it, `?host=/run/postgresql`,
 * works too) and brings its schema up to date.
 */
export async function openDatabase(options: {
  url: string
  /** Connections to PostgreSQL; DEFAULT_POOL_SIZE unless given. */
  poolSize?: number
  kind?: DatabaseKind
}): Promise<Database> {
  // postgres.js rather than node-postgres: it sends the queries waiting on a connection in one
  // write, where node-postgres makes a system call per query. On loopback that call was a third
  // of the server's time; with the switch (and postgres.js's queue patched) one process serves
  // about twice the authenticated requests a second (docs/deployment.md#database-connections).
  // NOTICEs (e.g. "already exists, skipping" from the migrations) are not worth a log line.
  const pool = postgres(withoutSocket(options.url), {
    ...socketOptions(options.url),
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    onnotice: () => undefined,
  })
  const db = drizzle(preparedByDefault(pool), { schema })
  try {
    await migrate(db, { migrationsFolder })
  } catch (error) {
    await pool.end()
    throw error
  }
  return {
    db: db as unknown as Db,
    url: options.url,
    kind: options.kind ?? 'postgres',
    ping: async () => void (await pool`select 1`),
    close: () => pool.end(),
  }
}
