import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { processRole } from '../src/cluster'
import { loadConfig } from '../src/config'

describe('ALLY_WORKERS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-workers-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const config = (env: Record<string, string>) =>
    loadConfig({ ALLY_DATA_DIR: dataDir, ...env }, dataDir)

  it('runs one process by default, and several only on PostgreSQL', () => {
    expect(processRole(config({}))).toEqual({ role: 'single' })
    const postgres = config({ ALLY_WORKERS: '3', DATABASE_URL: 'postgres://db.test/ally' })
    expect([postgres.workers, processRole(postgres)]).toEqual([3, { role: 'primary' }])
  })

  it('keeps PGlite to one process and says why', () => {
    expect(processRole(config({ ALLY_WORKERS: '2' }))).toEqual({
      role: 'single',
      refused:
        'ALLY_WORKERS=2 ignored: PGlite runs in one process. Set DATABASE_URL (PostgreSQL) to run several.',
    })
  })

  it('takes auto as one process per core and refuses anything but a whole number', () => {
    expect(config({ ALLY_WORKERS: 'auto' }).workers).toBe(availableParallelism())
    expect(() => config({ ALLY_WORKERS: 'two' })).toThrow(
      "ALLY_WORKERS must be a whole number above 0, not 'two'",
    )
  })
})
