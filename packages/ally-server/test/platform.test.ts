import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, isConfigError, loadConfig } from '../src/config'
import { users } from '../src/db/schema'
import {
  ACCESS_KEY,
  ENGINES,
  type Harness,
  startHarness,
  statusesOfRepeatedPost,
  uniqueEmail,
} from './harness'

describe.each(ENGINES)('the API platform on %s', (engine) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(engine)
  })
  afterAll(() => h?.close())

  const inject = (options: InjectOptions) => h.app.inject(options)

  it('answers 403 without an access key, and with an unknown one', async () => {
    const missing = await inject({ method: 'GET', url: '/api/v1/ldb/profile' })
    expect([missing.statusCode, missing.json()]).toEqual([
      403,
      { message: 'Missing access-key header.' },
    ])
    const unknown = await inject({
      method: 'GET',
      url: '/api/v1/ldb/profile',
      headers: { 'access-key': 'nope' },
    })
    expect([unknown.statusCode, unknown.json()]).toEqual([403, { message: 'Unknown access key.' }])
  })

  it('answers 401 on a protected endpoint without a valid token', async () => {
    const headers = { 'access-key': ACCESS_KEY }
    const none = await inject({ method: 'GET', url: '/api/v1/ldb/profile', headers })
    expect([none.statusCode, none.json().message]).toEqual([401, 'Please log in.'])
    const forged = await inject({
      method: 'GET',
      url: '/api/v1/ldb/profile',
      headers: { ...headers, authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.x' },
    })
    expect(forged.statusCode).toBe(401)
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/v1/ldb/nothing?x=1',
      headers: { 'access-key': ACCESS_KEY },
    })
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { message: 'No such endpoint: GET /api/v1/ldb/nothing' },
    ])
  })

  it('turns malformed JSON into a 400 with a message, never a 500', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/ldb/auth/login',
      headers: { 'access-key': ACCESS_KEY, 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(typeof response.json().message).toBe('string')
  })

  it('reports health without an access key', async () => {
    const { data } = await h.api.system.health()
    expect(data).toMatchObject({ status: 'ok', database: engine })
    expect((await inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('serves the OpenAPI document of what it implements, with a browsable UI', async () => {
    const json = await inject({ method: 'GET', url: '/api/docs/json' })
    expect(json.statusCode).toBe(200)
    const doc = json.json()
    expect(doc.paths['/api/v1/ldb/auth/signup'].post.operationId).toBe('auth.signup')
    expect(doc.paths['/api/v1/ldb/rfq/order'].post.operationId).toBe('orders.createOrder')
    // A write says who may make it (docs/product-rules.md, "Team and roles").
    expect(doc.paths['/api/v1/ldb/rfq/order'].post.description).toBe(
      'Needs the `sourcing` permission: owner, admin, member.',
    )
    // Every endpoint is served now; one the contract planned would be left out
    // (test/contract-routes.test.ts).
    expect(doc.paths['/api/v1/ldb/social/google/connect'].post.description).toBe(
      'Needs the `settings` permission: owner, admin.',
    )
    expect(doc.paths['/api/v1/ldb/chat/send-ai'].post.operationId).toBe('chat.sendAiMessage')
    expect(doc.paths['/api/v1/ldb/analytics/business'].get.operationId).toBe(
      'analytics.businessAnalytics',
    )
    const ui = await inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(ui.statusCode)
  })

  it('keeps the dev outbox to itself in production', async () => {
    const production = await startHarness(engine, { production: true })
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: `/api/v1/dev/mail?to=${encodeURIComponent(uniqueEmail())}`,
        headers: { 'access-key': ACCESS_KEY },
      })
      expect(response.statusCode).toBe(404)
    } finally {
      await production.close()
    }
  })

  it('checks the access key on the path the router matched, however it is encoded', async () => {
    // Each of these reaches an /api/ route (or would): none may skip the key.
    for (const url of [
      '/%61pi/v1/ldb/profile',
      '/api/v1/%6Cdb/profile',
      `/%61pi/v1/dev/mail?to=${encodeURIComponent(uniqueEmail())}`,
      '/%61pi/v1/no-such-endpoint',
    ]) {
      const response = await inject({ method: 'GET', url })
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        403,
        { message: 'Missing access-key header.' },
      ])
    }
    const keyed = await inject({
      method: 'GET',
      url: '/%61pi/v1/ldb/profile',
      headers: { 'access-key': ACCESS_KEY },
    })
    expect(keyed.statusCode).toBe(401)
  })

  it('answers 400 naming the field for a NUL character anywhere, and stores nothing', async () => {
    const email = uniqueEmail('nul')
    const signup = await inject({
      method: 'POST',
      url: '/api/v1/ldb/auth/signup',
      headers: { 'access-key': ACCESS_KEY },
      payload: {
        firstName: 'Ada\u0000',
        lastName: 'Obi',
        businessName: 'Obi Supplies',
        email,
        password: 'correct-horse-1',
      },
    })
    expect([signup.statusCode, signup.json()]).toEqual([
      400,
      {
        message: 'body.firstName: must not contain a NUL character',
        errors: [{ path: 'body.firstName', message: 'must not contain a NUL character' }],
      },
    ])
    const stored = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
    expect(stored).toEqual([])

    const { browser } = await h.signedUpOwner('nul-search')
    const headers = {
      'access-key': ACCESS_KEY,
      authorization: `Bearer ${browser.session.getToken()}`,
    }
    const search = await inject({ method: 'GET', url: '/api/v1/ldb/vendor?search=a%00b', headers })
    expect([search.statusCode, search.json().errors]).toEqual([
      400,
      [{ path: 'query.search', message: 'must not contain a NUL character' }],
    ])
    const param = await inject({
      method: 'PUT',
      url: '/api/v1/ldb/vendor/update/a%00b',
      headers,
      payload: { name: 'Acme' },
    })
    expect([param.statusCode, param.json().errors]).toEqual([
      400,
      [{ path: 'params.id', message: 'must not contain a NUL character' }],
    ])
  })

  it('answers 400 naming the field to input that once made a 500', async () => {
    const { browser } = await h.signedUpOwner('fuzzed')
    const headers = {
      'access-key': ACCESS_KEY,
      authorization: `Bearer ${browser.session.getToken()}`,
    }
    const nothing = await inject({
      method: 'PUT',
      url: '/api/v1/ldb/vendor/update/00000000-0000-0000-0000-000000000000',
      headers,
      payload: {},
    })
    expect([nothing.statusCode, nothing.json().errors]).toEqual([
      400,
      [{ path: 'body', message: 'send at least one field to change' }],
    ])
    const yearZero = await inject({
      method: 'GET',
      url: '/api/v1/ldb/vendor/analytics?from=0000-01-01',
      headers,
    })
    expect([yearZero.statusCode, yearZero.json().errors]).toEqual([
      400,
      [{ path: 'query.from', message: 'Must be in the year 1900 or later' }],
    ])
  })

  it('asks an upload for its session before taking in the body', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/ldb/files?name=big.pdf',
      headers: { 'access-key': ACCESS_KEY, 'content-type': 'application/pdf' },
      payload: Buffer.alloc(10 * 1024 * 1024 + 1),
    })
    // Not 413: the size of a body nobody may send is never looked at.
    expect([response.statusCode, response.json().message]).toEqual([401, 'Please log in.'])
  })

  it('counts a client under its own address, whatever X-Forwarded-For it sends', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` })
    const url = '/api/v1/ldb/auth/password/forget'
    const payload = { email: 'someone@example.test' }
    const direct = await startHarness(engine, { rateLimits: true })
    try {
      const statuses = await statusesOfRepeatedPost([direct], url, payload, 11, forged)
      expect(statuses[10]).toBe(429)
    } finally {
      await direct.close()
    }
    // Behind one configured proxy, the address it reports is the client's.
    const proxied = await startHarness(engine, { rateLimits: true, trustProxy: 1 })
    try {
      const statuses = await statusesOfRepeatedPost([proxied], url, payload, 11, forged)
      expect(statuses.every((status) => status === 200)).toBe(true)
    } finally {
      await proxied.close()
    }
  })

  it('moves its clock for a browser test only when started with the dev clock', async () => {
    const setClock = (on: Harness, at: string | null) =>
      on.app.inject({
        method: 'PUT',
        url: '/api/v1/dev/clock',
        headers: { 'access-key': ACCESS_KEY },
        payload: { at },
      })
    // Not asked for: no such endpoint, and the clock is the real one.
    expect((await setClock(h, '2030-01-01T00:00:00Z')).statusCode).toBe(404)
    expect(Math.abs(h.context.now().getTime() - Date.now())).toBeLessThan(60_000)

    const clocked = await startHarness(engine, { devClock: true })
    const production = await startHarness(engine, { devClock: true, production: true })
    try {
      const later = await setClock(clocked, '2030-01-01T09:00:00Z')
      expect(later.statusCode).toBe(200)
      // Time runs on from the moment set (the late flag of shipments reads it: e2e/purchase-orders).
      const now = clocked.context.now().getTime()
      expect(now - Date.parse('2030-01-01T09:00:00Z')).toBeGreaterThanOrEqual(0)
      expect(now - Date.parse('2030-01-01T09:00:00Z')).toBeLessThan(60_000)

      const bad = await setClock(clocked, 'tomorrow')
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toMatch(/at/)

      expect((await setClock(clocked, null)).statusCode).toBe(200)
      expect(Math.abs(clocked.context.now().getTime() - Date.now())).toBeLessThan(60_000)
      // Production never moves its clock, whatever it is told.
      expect((await setClock(production, '2030-01-01T00:00:00Z')).statusCode).toBe(404)
    } finally {
      await clocked.close()
      await production.close()
    }
  })

  it('serves the dev outbox over HTTP only when the server is told to', async () => {
    const reachable = await startHarness(engine, { devOutboxRoute: false })
    try {
      const response = await reachable.app.inject({
        method: 'GET',
        url: `/api/v1/dev/mail?to=${encodeURIComponent(uniqueEmail())}`,
        headers: { 'access-key': ACCESS_KEY },
      })
      expect(response.statusCode).toBe(404)
    } finally {
      await reachable.close()
    }
  })

  it('rate-limits the account endpoints', async () => {
    const limited = await startHarness(engine, { rateLimits: true })
    try {
      const statuses = await statusesOfRepeatedPost([limited], '/api/v1/ldb/auth/password/forget', {
        email: 'someone@example.test',
      })
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
      expect(statuses[10]).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('the server configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-config-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('refuses a production start without SMTP_URL, naming the setting', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', ALLY_DATA_DIR: dataDir })
    expect(start).toThrow(ConfigError)
    expect(start).toThrow(/NODE_ENV=production needs SMTP_URL/)
    try {
      start()
    } catch (error) {
      expect(isConfigError(error) && error.variable).toBe('SMTP_URL')
    }
    // Blank counts as missing: it would fall back to the dev outbox all the same.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: ' ', ALLY_DATA_DIR: dataDir }),
    ).toThrow(ConfigError)
  })

  it('starts in production with SMTP_URL, and in development without it', () => {
    const smtpUrl = 'smtp://user:pass@mail.example.test:587'
    const production = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: smtpUrl,
      ALLY_DATA_DIR: dataDir,
    })
    expect([production.production, production.smtpUrl]).toEqual([true, smtpUrl])
    const development = loadConfig({ ALLY_DATA_DIR: dataDir })
    expect([development.production, development.smtpUrl]).toEqual([false, undefined])
  })

  it('seals mailbox secrets under ALLY_CHANNEL_KEY, generated once outside production', () => {
    const key = 'q3Vb2s1yM5jN0d8R7fPpWcK4tLhE9xZaUoGiYkTbS6A='
    expect(loadConfig({ ALLY_DATA_DIR: dataDir, ALLY_CHANNEL_KEY: key }).channelKey).toEqual(
      Buffer.from(key, 'base64'),
    )
    const generated = loadConfig({ ALLY_DATA_DIR: dataDir }).channelKey
    expect(generated).toHaveLength(32)
    expect(loadConfig({ ALLY_DATA_DIR: dataDir }).channelKey).toEqual(generated)
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test' }
    expect(loadConfig({ ...production, ALLY_DATA_DIR: dataDir }).channelKey).toBeNull()
    expect(() => loadConfig({ ALLY_DATA_DIR: dataDir, ALLY_CHANNEL_KEY: 'too-short' })).toThrow(
      /ALLY_CHANNEL_KEY must be 32 random bytes in base64/,
    )
  })

  it('refuses a production start with the dev clock, naming the setting', () => {
    const start = () =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.test',
        ALLY_DEV_CLOCK: '1',
        ALLY_DATA_DIR: dataDir,
      })
    expect(start).toThrow(/ALLY_DEV_CLOCK/)
    expect(loadConfig({ ALLY_DATA_DIR: dataDir, ALLY_DEV_CLOCK: '1' }).devClock).toBe(true)
    expect(loadConfig({ ALLY_DATA_DIR: dataDir }).devClock).toBe(false)
  })

  it('listens on localhost, and never serves the outbox where other machines reach it', () => {
    const config = (env: Record<string, string>) => {
      const { host, devOutboxRoute } = loadConfig({ ALLY_DATA_DIR: dataDir, ...env })
      return { host, devOutboxRoute }
    }
    expect(config({})).toEqual({ host: 'localhost', devOutboxRoute: true })
    expect(config({ HOST: '127.0.0.1' })).toEqual({ host: '127.0.0.1', devOutboxRoute: true })
    expect(config({ HOST: '::1' }).devOutboxRoute).toBe(true)
    expect(config({ HOST: '0.0.0.0' })).toEqual({ host: '0.0.0.0', devOutboxRoute: false })
    expect(config({ HOST: '192.168.1.20' }).devOutboxRoute).toBe(false)
    // Only when asked for in so many words.
    expect(config({ HOST: '0.0.0.0', ALLY_DEV_OUTBOX: '1' }).devOutboxRoute).toBe(true)
    expect(config({ SMTP_URL: 'smtp://mail.example.test' }).devOutboxRoute).toBe(false)
    const smtpUrl = 'smtp://mail.example.test'
    expect(config({ NODE_ENV: 'production', SMTP_URL: smtpUrl, ALLY_DEV_OUTBOX: '1' })).toEqual({
      host: '0.0.0.0',
      devOutboxRoute: false,
    })
  })

  it('trusts X-Forwarded-For only from the proxies ALLY_TRUST_PROXY names', () => {
    const trust = (value?: string) =>
      loadConfig({
        ALLY_DATA_DIR: dataDir,
        ...(value === undefined ? {} : { ALLY_TRUST_PROXY: value }),
      }).trustProxy
    expect(trust()).toBeUndefined()
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1'])
    expect(() => trust('true')).toThrow(/ALLY_TRUST_PROXY must be a hop count/)
  })

  it('exits 1 with that one line when started for real', () => {
    const server = fileURLToPath(new URL('../src/server.ts', import.meta.url))
    const run = spawnSync(
      process.execPath,
      ['--conditions=@ally/source', '--import', 'tsx', server],
      {
        env: { ...process.env, NODE_ENV: 'production', SMTP_URL: '', ALLY_DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Refusing to start: NODE_ENV=production needs SMTP_URL/),
    ])
    expect(run.stdout).not.toMatch(/Ally is running/)
  })
})
