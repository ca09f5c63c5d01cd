import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
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

// Next to this module in the sources (src/db/migrations) and in the build (dist/migrations).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens the database and brings its schema up to date. `DATABASE_URL` (postgres://…) selects
 * PostgreSQL; otherwise PGlite, persisted in `dataDir` (or in memory when none is given).
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
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
