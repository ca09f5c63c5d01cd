import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, isConfigError, loadConfig } from '../src/config'
import { HSTS } from '../src/http/security-headers'
import { ACCESS_KEY, type Harness, startHarness } from './harness'

// Shaped like the full app's build: a module entry, a preload, an inlined stylesheet and the
// list of each route's page files, which the server turns into preload links.
const ROUTE_LIST = JSON.stringify([
  ['^\\/login\\/?$', 'i', ['assets/LoginPage-abc.js', 'assets/LoginPage-abc.css']],
])
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Ally</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Spinner-abc.js">
    <style>body{margin:0}</style>
    <script type="application/json" id="ally-route-preloads">${ROUTE_LIST}</script>
  </head>
  <body><div id="root"></div></body>
</html>
`

const APP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/** What every answer carries, whatever it is. */
const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
}

function makeAppDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ally-headers-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), INDEX_HTML)
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("ally")\n')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

/** Every `<script>` start tag of a page. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? []

describe('security headers', () => {
  let appDir: string
  let h: Harness
  beforeAll(async () => {
    appDir = makeAppDir()
    h = await startHarness('embedded', { appDir })
  })
  afterAll(async () => {
    await h?.close()
    rmSync(appDir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}, on = h) =>
    on.app.inject({ method: 'GET', url, headers })

  const expectAppHeaders = (response: LightMyRequestResponse) => {
    expect(response.headers).toMatchObject({
      ...EVERYWHERE,
      'content-security-policy': APP_CSP,
      'x-frame-options': 'DENY',
    })
    expect(response.headers['strict-transport-security']).toBeUndefined()
  }

  it("go on the app's pages, deep links and not-found pages included", async () => {
    for (const [url, status] of [
      ['/login', 200],
      ['/dashboard/vendors', 200],
      ['/nowhere', 404],
    ] as const) {
      const page = await get(url)
      expect(page.statusCode).toBe(status)
      expectAppHeaders(page)
    }
  })

  it('leave the page no inline script to run, and still hand it its configuration', async () => {
    const html = (await get('/login')).body
    const inline = scriptTags(html).filter((tag) => !/\ssrc=/i.test(tag))
    expect(inline).toEqual(['<script type="application/json" id="ally-config">'])
    const json = /<script type="application\/json" id="ally-config">(.*?)<\/script>/.exec(html)
    expect(JSON.parse(json?.[1] ?? 'null')).toEqual({ accessKey: ACCESS_KEY, apiBaseUrl: '' })
  })

  it("preload the opened page's files from the page itself, with no script", async () => {
    const login = (await get('/login')).body
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-abc.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/LoginPage-abc.css"></head>',
    )
    expect(login).not.toContain('ally-route-preloads')
    const other = (await get('/register')).body
    expect(other).not.toContain('LoginPage')
    expect(other).not.toContain('ally-route-preloads')
    // Each copy has its own ETag, so a cached /login never answers for /register.
    expect((await get('/login')).headers.etag).not.toBe((await get('/register')).headers.etag)
  })

  it("go on the app's files", async () => {
    for (const url of ['/assets/index-abc.js', '/favicon.svg']) {
      const file = await get(url)
      expect(file.statusCode).toBe(200)
      expectAppHeaders(file)
    }
    expectAppHeaders(await get('/assets/index-old.js'))
  })

  it('go on API answers, refusals and errors included, with a policy for JSON', async () => {
    const api = { ...EVERYWHERE, 'content-security-policy': API_CSP, 'x-frame-options': 'DENY' }
    const health = await get('/api/health')
    expect([health.statusCode, health.headers]).toEqual([200, expect.objectContaining(api)])
    const noKey = await get('/api/v1/ldb/profile')
    expect([noKey.statusCode, noKey.headers]).toEqual([403, expect.objectContaining(api)])
    const loggedOut = await get('/api/v1/ldb/profile', { 'access-key': ACCESS_KEY })
    expect([loggedOut.statusCode, loggedOut.headers]).toEqual([401, expect.objectContaining(api)])
    const unknown = await get('/api/v1/nothing', { 'access-key': ACCESS_KEY })
    expect([unknown.statusCode, unknown.headers]).toEqual([404, expect.objectContaining(api)])
  })

  it('go on the API documentation, whose page loads only its own files', async () => {
    const docs = await get('/api/docs/')
    expect(docs.statusCode).toBe(200)
    expectAppHeaders(docs)
    const inline = scriptTags(docs.body).filter((tag) => !/\ssrc=/i.test(tag))
    expect(inline).toEqual([])
  })

  it('send HSTS for a request a trusted proxy says came over https, never over http', async () => {
    const https = { 'x-forwarded-proto': 'https' }
    // Without ALLY_TRUST_PROXY, anyone could say so.
    expect((await get('/login', https)).headers['strict-transport-security']).toBeUndefined()
    const proxied = await startHarness('embedded', { appDir, trustProxy: 1 })
    try {
      for (const url of ['/login', '/api/health', '/assets/index-abc.js']) {
        const response = await get(url, https, proxied)
        expect(response.headers['strict-transport-security']).toBe(HSTS)
        const plain = await get(url, { 'x-forwarded-proto': 'http' }, proxied)
        expect(plain.headers['strict-transport-security']).toBeUndefined()
      }
    } finally {
      await proxied.close()
    }
  })

  it('send HSTS on every answer when APP_URL is https', async () => {
    const behindTls = await startHarness('embedded', { appDir, appUrl: 'https://ally.example' })
    try {
      for (const url of ['/login', '/api/health']) {
        expect((await get(url, {}, behindTls)).headers['strict-transport-security']).toBe(HSTS)
      }
    } finally {
      await behindTls.close()
    }
  })

  it('let the partners ALLY_FRAME_ANCESTORS names frame the app, and only the app', async () => {
    const frameAncestors = ['https://partner.example', 'https://*.partner.example']
    const embedded = await startHarness('embedded', { appDir, frameAncestors })
    try {
      const page = await get('/dashboard', {}, embedded)
      expect(page.headers['content-security-policy']).toBe(
        APP_CSP.replace(
          "frame-ancestors 'none'",
          'frame-ancestors https://partner.example https://*.partner.example',
        ),
      )
      expect(page.headers['x-frame-options']).toBeUndefined()
      const api = await get('/api/health', {}, embedded)
      expect(api.headers).toMatchObject({
        'content-security-policy': API_CSP,
        'x-frame-options': 'DENY',
      })
    } finally {
      await embedded.close()
    }
  })
})

describe('ALLY_FRAME_ANCESTORS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-frame-config-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const frameAncestors = (value?: string) =>
    loadConfig({
      ALLY_DATA_DIR: dataDir,
      ...(value === undefined ? {} : { ALLY_FRAME_ANCESTORS: value }),
    }).frameAncestors

  it("is 'none' unless set", () => {
    expect(frameAncestors()).toEqual(["'none'"])
    expect(frameAncestors(' ')).toEqual(["'none'"])
    expect(frameAncestors('none')).toEqual(["'none'"])
  })

  it('takes origins separated by commas or spaces, and self', () => {
    expect(
      frameAncestors(
        'https://partner.example, https://*.shop.example:8443  http://localhost:5173/',
      ),
    ).toEqual(['https://partner.example', 'https://*.shop.example:8443', 'http://localhost:5173'])
    expect(frameAncestors("'self' https://partner.example")).toEqual([
      "'self'",
      'https://partner.example',
    ])
    expect(frameAncestors('self')).toEqual(["'self'"])
  })

  it('refuses anything but origins, naming the setting', () => {
    for (const junk of [
      '*',
      'https:',
      'partner.example',
      'https://partner.example/embed',
      "https://partner.example; script-src 'unsafe-inline'",
      "'none' https://partner.example",
      "'unsafe-inline'",
      'javascript:alert(1)',
    ]) {
      expect(() => frameAncestors(junk), junk).toThrow(ConfigError)
    }
    try {
      frameAncestors('https://partner.example/embed')
    } catch (error) {
      expect(isConfigError(error) && error.variable).toBe('ALLY_FRAME_ANCESTORS')
      expect((error as Error).message).toMatch(/ALLY_FRAME_ANCESTORS must be the origins/)
    }
  })
})
