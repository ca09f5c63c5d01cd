import { sql } from 'drizzle-orm'
import { type Db, resultRows } from '../src/db/client'
import { isUuid } from '../src/db/ids'

// Cheap ways to tell whether a request stored anything, over every table of the public schema
// (found at run time, so a table added by a migration is covered without a change here).

interface Table {
  name: string
  /** Its uuid and uuid[] columns: ids of the row itself and of the records it refers to. */
  idColumns: { name: string; array: boolean }[]
}

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

export async function publicTables(db: Db): Promise<Table[]> {
  const columns = resultRows<{ table: string; column: string; type: string }>(
    await db.execute(sql`
      select c.table_name as "table", c.column_name as "column", c.udt_name as "type"
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  )
  const tables = new Map<string, Table>()
  for (const { table, column, type } of columns) {
    const entry = tables.get(table) ?? { name: table, idColumns: [] }
    if (type === 'uuid' || type === '_uuid')
      entry.idColumns.push({ name: column, array: type === '_uuid' })
    tables.set(table, entry)
  }
  return [...tables.values()]
}

export interface ChangeWatch {
  /** Remembers the database as it is now. */
  mark(): Promise<void>
  /** The tables written to since the last mark (none when nothing was); marks again. */
  changedSinceMark(): Promise<string[]>
}

/**
 * Notices any committed insert, update or delete in any table (but `except`), on a database no
 * one else writes to. Per table it compares the row count and the newest row version's
 * transaction id (`xmin`, new on every insert and update); rolled-back work changes neither.
 * That scans every table, so it first asks PostgreSQL for the next transaction id to be handed
 * out: a request that wrote nothing, or nothing that needed one, leaves it where it was.
 */
export async function watchChanges(
  db: Db,
  { except = [] }: { except?: string[] } = {},
): Promise<ChangeWatch> {
  const tables = (await publicTables(db)).filter(({ name }) => !except.includes(name))
  const versions = sql.raw(
    tables
      .map(
        ({ name }) =>
          `select ${literal(name)} as "table", count(*)::text as "rows", coalesce(max(xmin::text::bigint), 0)::text as "version" from ${identifier(name)}`,
      )
      .join(' union all '),
  )
  const nextTransaction = async () =>
    resultRows<{ next: string }>(
      await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as "next"`),
    )[0]?.next
  const tableVersions = async () =>
    new Map(
      resultRows<{ table: string; rows: string; version: string }>(await db.execute(versions)).map(
        (row) => [row.table, `${row.rows}:${row.version}`],
      ),
    )
  let marked: { next: string | undefined; tables: Map<string, string> } | undefined
  const watch: ChangeWatch = {
    async mark() {
      const next = await nextTransaction()
      marked = { next, tables: await tableVersions() }
    },
    async changedSinceMark() {
      const was = marked
      if (!was) throw new Error('changedSinceMark() before mark()')
      const next = await nextTransaction()
      if (next === was.next) return []
      const tables = await tableVersions()
      marked = { next, tables }
      return [...tables]
        .filter(([table, version]) => was.tables.get(table) !== version)
        .map(([table]) => table)
    },
  }
  return watch
}

/**
 * Every row, in any table, with one of `ids` in a uuid column (its own id, its business, its
 * vendor account, a record it refers to), as text and sorted: a snapshot of those records and of
 * everything that points at them. Two equal snapshots mean nobody wrote to them in between.
 */
export async function rowsTouching(db: Db, ids: Iterable<string>): Promise<string[]> {
  const wanted = [...new Set([...ids].filter(isUuid).map((id) => id.toLowerCase()))]
  if (!wanted.length) return []
  const array = `${literal(`{${wanted.join(',')}}`)}::uuid[]`
  const rows: string[] = []
  for (const table of await publicTables(db)) {
    if (!table.idColumns.length) continue
    const where = table.idColumns
      .map(({ name, array: isArray }) =>
        isArray ? `${identifier(name)} && ${array}` : `${identifier(name)} = any(${array})`,
      )
      .join(' or ')
    const found = resultRows<{ row: string }>(
      await db.execute(
        sql.raw(
          `select snapshot_row::text as "row" from ${identifier(table.name)} snapshot_row where ${where}`,
        ),
      ),
    )
    rows.push(...found.map(({ row }) => `${table.name} ${row}`))
  }
  return rows.sort()
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/** The ids in rows (their own, and those of records they refer to, JSON columns included). */
export function idsIn(rows: Iterable<string>): Set<string> {
  const ids = new Set<string>()
  for (const row of rows) for (const [id] of row.matchAll(UUID)) ids.add(id.toLowerCase())
  return ids
}
