import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { DEFAULT_POOL_SIZE, openDatabase } from '../src/db/client'
import { createScratchDatabase } from './scratch-database'

// How many connections a server process keeps to PostgreSQL (docs/deployment.md#database-connections).

describe('DATABASE_POOL_SIZE', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-pool-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const config = (env: Record<string, string>) =>
    loadConfig({ ALLY_DATA_DIR: dataDir, ...env }, dataDir)

  it('is left to the default unless set, and refuses anything but a whole number', () => {
    expect(config({}).databasePoolSize).toBeUndefined()
    expect(config({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12)
    expect(() => config({ DATABASE_POOL_SIZE: 'many' })).toThrow(
      "DATABASE_POOL_SIZE must be a whole number above 0, not 'many'",
    )
    expect(() => config({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/)
  })

  const baseUrl = process.env.DATABASE_URL
  it.runIf(baseUrl)(
    'never opens more connections than that, however many queries wait',
    async () => {
      const scratch = await createScratchDatabase(baseUrl as string)
      const admin = postgres(baseUrl as string, { max: 1, onnotice: () => undefined })
      const connections = async () => {
        const [row] = await admin<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity where datname = ${new URL(scratch.url).pathname.slice(1)}`
        return row?.n ?? 0
      }
      try {
        for (const poolSize of [2, DEFAULT_POOL_SIZE]) {
          const database = await openDatabase({ url: scratch.url, poolSize })
          try {
            let most = 0
            const queries = Array.from({ length: 30 }, () =>
              database.db.execute(sql`select pg_sleep(0.02)`),
            )
            const watching = (async () => {
              for (let i = 0; i < 10; i++) {
                most = Math.max(most, await connections())
                await new Promise((resolve) => setTimeout(resolve, 20))
              }
            })()
            await Promise.all([...queries, watching])
            expect(most).toBeGreaterThan(0)
            expect(most).toBeLessThanOrEqual(poolSize)
          } finally {
            await database.close()
          }
        }
      } finally {
        await admin.end()
        await scratch.drop()
      }
    },
  )
})
