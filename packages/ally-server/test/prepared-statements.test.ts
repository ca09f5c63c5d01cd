import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type Database, openDatabase, resultRows } from '../src/db/client'
import { businesses } from '../src/db/schema'
import { databaseUrlFor, ENGINES } from './harness'

// Every query the server builds goes to PostgreSQL as a named prepared statement, so PostgreSQL
// parses it once per connection and can keep its plan (docs/performance.md); a pooler that
// cannot keep them is served with `?prepare=false` in DATABASE_URL.

/** How often this connection ran a statement whose text contains `marker`, by statement. */
async function runsOf(database: Database, marker: string): Promise<number[]> {
  const rows = resultRows<{ runs: number }>(
    await database.db.execute(
      sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
    ),
  )
  return rows.map((row) => row.runs)
}

describe.each(ENGINES)('statements on %s', (engine) => {
  // One connection, so the statements counted are the ones the queries ran on.
  const open = (url: string) => openDatabase({ url, poolSize: 1 })
  const withPrepare = (url: string, prepare: boolean) => {
    const parsed = new URL(url)
    parsed.searchParams.set('prepare', String(prepare))
    return parsed.href
  }
  const twice = async (database: Database, marker: string) => {
    for (let i = 0; i < 2; i++) {
      await database.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.name, marker))
    }
    // And inside a transaction, which runs on a client of its own.
    await database.db.transaction((tx) =>
      tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, marker)),
    )
  }

  it('prepares each query once per connection and runs it again from there', async () => {
    const database = await open(databaseUrlFor(engine))
    try {
      await twice(database, 'prepared-marker')
      expect(await runsOf(database, '"businesses"."name" = $1')).toEqual([3])
    } finally {
      await database.close()
    }
  })

  it('sends unnamed statements when the URL says prepare=false', async () => {
    const database = await open(withPrepare(databaseUrlFor(engine), false))
    try {
      await twice(database, 'unprepared-marker')
      expect(await runsOf(database, '"businesses"."name" = $1')).toEqual([])
    } finally {
      await database.close()
    }
  })
})
