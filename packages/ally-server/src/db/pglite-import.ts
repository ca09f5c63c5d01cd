import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import postgres from 'postgres'
import { type Db, migrationsFolder } from './client'
import { socketOptions, withoutSocket } from './embedded-postgres'

// Releases before the embedded PostgreSQL kept their data in PGlite, in `<data folder>/db`. On the
// first start of this one, that folder's rows move into the embedded PostgreSQL and the folder is
// kept beside it, renamed, as a backup (docs/deployment.md#upgrading-from-pglite). PGlite stays a
// dependency for this alone.

/** Rows copied per statement: a few hundred kB of JSON at most for the widest tables. */
const BATCH = 500

export interface PgliteImport {
  /** Rows copied per table. */
  rows: Record<string, number>
  /** Where the PGlite folder was moved to. */
  backup: string
}

/** Whether `dir` holds a PGlite database not yet imported. */
export const hasPgliteData = (dir: string) => existsSync(join(dir, 'PG_VERSION'))

/**
 * Copies every row of the PGlite database in `pgliteDir` into the PostgreSQL database at `url`,
 * then renames the PGlite folder to `<folder>.pglite-backup`. Both schemas are first brought to
 * this release's migrations, so the tables match column for column. The copy is one transaction,
 * and the rename comes after its commit: a start that stops half-way leaves the PGlite folder in
 * place, and the next start copies again into an emptied database.
 *
 * A database that already holds accounts is never emptied for an import: `into` must be the
 * embedded database this release just created, or one a failed import left (marked by a file).
 */
export async function importPgliteData(options: {
  pgliteDir: string
  url: string
  /** Where to mark an import under way (beside the cluster). */
  markerFile: string
  log?: (line: string) => void
}): Promise<PgliteImport | undefined> {
  const { pgliteDir, url, markerFile } = options
  const log = options.log ?? ((line: string) => console.log(line))
  if (!hasPgliteData(pgliteDir)) return undefined

  const target = postgres(withoutSocket(url), {
    ...socketOptions(url),
    max: 1,
    onnotice: () => undefined,
  })
  try {
    if (!existsSync(markerFile) && (await holdsAccounts(target))) {
      log(
        `Not importing ${pgliteDir} (PGlite, from an earlier release): the embedded PostgreSQL already holds accounts. Move the folder away to stop this message.`,
      )
      return undefined
    }
    log(`Moving the data in ${pgliteDir} (PGlite, from an earlier release) into PostgreSQL…`)
    writeFileSync(markerFile, `${new Date().toISOString()}\n`)
    await target.unsafe(
      'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
    )

    const { drizzle } = await import('drizzle-orm/postgres-js')
    const { migrate } = await import('drizzle-orm/postgres-js/migrator')
    const source = await openPglite(pgliteDir)
    let rows: Record<string, number>
    try {
      await migrate(drizzle(target), { migrationsFolder })
      rows = await copyTables(source.query, target)
    } finally {
      await source.close()
    }
    const backup = freeName(`${pgliteDir}.pglite-backup`)
    renameSync(pgliteDir, backup)
    rmSync(markerFile, { force: true })
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0)
    log(`Moved ${total} rows into PostgreSQL; the PGlite folder is kept as ${backup}.`)
    return { rows, backup }
  } finally {
    await target.end()
  }
}

/**
 * A PGlite database as releases before the embedded PostgreSQL opened it (pg_trgm loaded, schema
 * migrated), in `dataDir` or in memory. For the import, and for the tests and the bench that
 * compare with those releases.
 */
export async function openPglite(dataDir?: string): Promise<{
  db: Db
  query: Read
  close(): Promise<void>
}> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const schema = await import('./schema')
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } })
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder })
  return {
    db: db as unknown as Db,
    query: async (statement, params) => (await client.query(statement, params)).rows,
    close: () => client.close(),
  }
}

async function holdsAccounts(target: postgres.Sql): Promise<boolean> {
  const [table] = await target`select to_regclass('public.users') as name`
  if (!table?.name) return false
  const [row] = await target`select exists (select 1 from users) as found`
  return Boolean(row?.found)
}

function freeName(path: string): string {
  if (!existsSync(path)) return path
  for (let n = 2; ; n++) if (!existsSync(`${path}-${n}`)) return `${path}-${n}`
}

type Read = (statement: string, params?: unknown[]) => Promise<unknown[]>

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * Copies every table of the public schema, in one transaction with foreign keys unchecked until
 * the end (`session_replication_role`), as JSON rows: `json_populate_recordset` reads every type
 * back from its JSON form (bytea, arrays, timestamps, jsonb). Generated columns are left out;
 * PostgreSQL computes them again. Each table's count is compared with its source's.
 */
async function copyTables(read: Read, target: postgres.Sql): Promise<Record<string, number>> {
  const columns = await target<{ table: string; column: string }[]>`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    order by c.table_name, c.ordinal_position`
  const tables = new Map<string, string[]>()
  for (const { table, column } of columns) tables.set(table, [...(tables.get(table) ?? []), column])

  const copied: Record<string, number> = {}
  await target.begin(async (tx) => {
    await tx.unsafe('set local session_replication_role = replica')
    for (const [table, names] of tables) {
      const list = names.map(identifier).join(', ')
      let count = 0
      for (let offset = 0; ; offset += BATCH) {
        const batch = (await read(
          `select coalesce(json_agg(t), '[]')::text as rows from (select ${list} from ${identifier(table)} order by ctid limit ${BATCH} offset ${offset}) t`,
        )) as { rows: string }[]
        const json = batch[0]?.rows ?? '[]'
        if (json === '[]') break
        const [inserted] = await tx.unsafe(
          `with added as (insert into ${identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${identifier(table)}, $1::json) returning 1) select count(*)::int as n from added`,
          [json],
        )
        count += (inserted?.n as number) ?? 0
      }
      const [expected] = (await read(`select count(*)::int as n from ${identifier(table)}`)) as {
        n: number
      }[]
      if (expected?.n !== count) {
        throw new Error(`Copied ${count} rows of ${table} from PGlite, which holds ${expected?.n}.`)
      }
      copied[table] = count
    }
  })
  return copied
}
