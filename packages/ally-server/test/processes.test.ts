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

  it('runs one process by default, and several on the embedded PostgreSQL as on any other', () => {
    expect(processRole(config({}))).toBe('single')
    const embedded = config({ ALLY_WORKERS: '2' })
    expect([embedded.workers, processRole(embedded)]).toEqual([2, 'primary'])
    const postgres = config({ ALLY_WORKERS: '3', DATABASE_URL: 'postgres://db.test/ally' })
    expect([postgres.workers, processRole(postgres)]).toEqual([3, 'primary'])
  })

  it('takes auto as one process per core and refuses anything but a whole number', () => {
    expect(config({ ALLY_WORKERS: 'auto' }).workers).toBe(availableParallelism())
    expect(() => config({ ALLY_WORKERS: 'two' })).toThrow(
      "ALLY_WORKERS must be a whole number above 0, not 'two'",
    )
  })
})
