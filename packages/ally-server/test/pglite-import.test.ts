import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client'
import { openPglite } from '../src/db/pglite-import'
import { databaseFolders, type StartedDatabase, startDatabase } from '../src/db/start'
import { DEMO_LOGIN, seedDemo } from '../src/demo/seed'
import { type Harness, startHarness } from './harness'

// A data folder of a release before the embedded PostgreSQL: its PGlite database, opened and
// migrated as those releases did, holding the demo business and an account signed up through the
// API, with a file uploaded. Its first start on this release must lose none of it.

const PRICES = 'item,price\nM8 bolts,0.12\n'

const countRows = async (query: (statement: string) => Promise<unknown[]>) => {
  const tables = (await query(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { name: string }[]
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = (await query(`select count(*)::int as n from "${name}"`)) as { n: number }[]
    counts[name] = row?.n ?? 0
  }
  return counts
}

describe('the first start on a data folder of a PGlite release', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-pglite-upgrade-'))
  // As root, PostgreSQL runs as another user, who must reach the folder.
  chmodSync(dataDir, 0o755)
  const folders = databaseFolders(dataDir)
  let before: Record<string, number>
  let owner: { email: string; password: string }
  let fileUrl: string
  let started: StartedDatabase | undefined
  let h: Harness | undefined
  const log: string[] = []

  beforeAll(async () => {
    const pglite = await openPglite(folders.pglite)
    const database: Database = {
      db: pglite.db,
      url: folders.pglite,
      kind: 'embedded',
      ping: async () => undefined,
      close: () => pglite.close(),
    }
    const old = await startHarness('embedded', { dataDir, workflowEngine: false }, { database })
    try {
      await seedDemo(old.context)
      const signedUp = await old.signedUpOwner('before-upgrade')
      owner = { email: signedUp.email, password: signedUp.password }
      const uploaded = await signedUp.browser.files.uploadFile({
        query: { name: 'prices.csv' },
        body: new Blob([PRICES], { type: 'text/csv' }),
      })
      fileUrl = uploaded.data.url
      before = await countRows(pglite.query)
    } finally {
      await old.close()
    }
  }, 120_000)

  afterAll(async () => {
    await h?.close()
    await started?.embedded?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('moves every row into the embedded PostgreSQL and keeps the PGlite folder as a backup', async () => {
    started = await startDatabase({ dataDir, log: (line) => log.push(line) })
    expect(started.database.kind).toBe('embedded')
    const { default: postgres } = await import('postgres')
    const { socketOptions, withoutSocket } = await import('../src/db/embedded-postgres')
    const client = postgres(withoutSocket(started.url), { ...socketOptions(started.url), max: 1 })
    try {
      const after = await countRows((statement) => client.unsafe(statement))
      expect(after).toEqual(before)
      expect(before.users).toBeGreaterThanOrEqual(3)
      expect(before.purchase_orders).toBeGreaterThan(0)
    } finally {
      await client.end()
    }
    expect(existsSync(join(folders.pglite, 'PG_VERSION'))).toBe(false)
    expect(existsSync(join(`${folders.pglite}.pglite-backup`, 'PG_VERSION'))).toBe(true)
    expect(log.join('\n')).toMatch(/Moved \d+ rows into PostgreSQL; the PGlite folder is kept as/)
  }, 120_000)

  it('lets everyone log in and finds their records, the vendor search included', async () => {
    if (!started) throw new Error('the import did not run')
    h = await startHarness('embedded', { dataDir }, { database: started.database })
    const demo = h.client()
    const login = await demo.auth.login({ body: { ...DEMO_LOGIN, rememberMe: false } })
    demo.session.save(login.data)
    const vendors = await demo.vendors.listVendors({ query: { page: 1, limit: 50 } })
    expect(vendors.data.pagination.total).toBeGreaterThan(0)
    const first = vendors.data.items[0]
    // search_text is a generated column: computed again by PostgreSQL, not copied.
    const found = await demo.vendors.listVendors({
      query: { page: 1, limit: 50, search: first?.name.slice(0, 5).toUpperCase() },
    })
    expect(found.data.items.map((vendor) => vendor.id)).toContain(first?.id)

    const ownerLogin = await h.client().auth.login({
      body: { email: owner.email, password: owner.password, rememberMe: false },
    })
    expect(ownerLogin.data.user.email).toBe(owner.email)
    const { pathname, search } = new URL(fileUrl)
    const download = await h.app.inject({ method: 'GET', url: `${pathname}${search}` })
    expect([download.statusCode, download.body]).toEqual([200, PRICES])
  })

  it('does not import again, and never empties a database in use for a folder that reappears', async () => {
    await h?.close()
    h = undefined
    await started?.embedded?.stop()
    started = undefined
    // A release before this one started on the folder again (a downgrade): a new, empty PGlite.
    await (await openPglite(folders.pglite)).close()
    log.length = 0
    started = await startDatabase({ dataDir, log: (line) => log.push(line) })
    expect(log.join('\n')).toMatch(/Not importing .* already holds accounts/)
    h = await startHarness('embedded', { dataDir }, { database: started.database })
    const login = await h.client().auth.login({ body: { ...DEMO_LOGIN, rememberMe: false } })
    expect(login.data.user.email).toBe(DEMO_LOGIN.email)
    expect(existsSync(join(folders.pglite, 'PG_VERSION'))).toBe(true)
  }, 120_000)
})
