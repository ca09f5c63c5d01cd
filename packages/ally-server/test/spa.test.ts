import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_CACHE_CONTROL } from '../src/spa/serve-spa'
import { ACCESS_KEY, type Harness, startHarness } from './harness'

// What a Vite build leaves in dist/: a page whose module script loads a hashed asset.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Ally</title>
    <script type="module" crossorigin src="/assets/app-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`
const APP_JS = 'console.log("ally")\n'
const CONFIG_SCRIPT = `<script>window.__ALLY_CONFIG__={"accessKey":"${ACCESS_KEY}","apiBaseUrl":""}</script>`

function makeAppDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ally-spa-'))
  for (const [name, contents] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), contents)
  }
  return dir
}

/** The configuration the page would see, read back out of the served HTML. */
function injectedConfig(html: string): unknown {
  const match = /<script>window\.__ALLY_CONFIG__=(.*?)<\/script>/.exec(html)
  return match ? JSON.parse(match[1] as string) : undefined
}

const expectPage = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers['cache-control']).toBe('no-cache')
  expect(response.body).toContain(`<title>Ally</title>\n    ${CONFIG_SCRIPT}<script type="module"`)
  expect(injectedConfig(response.body)).toEqual({ accessKey: ACCESS_KEY, apiBaseUrl: '' })
}

describe('serving the built app', () => {
  let h: Harness
  let appDir: string
  beforeAll(async () => {
    appDir = makeAppDir({
      'index.html': INDEX_HTML,
      'assets/app-abc.js': APP_JS,
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.env': 'SECRET=1',
    })
    h = await startHarness('pglite', { appDir })
  })
  afterAll(async () => {
    await h?.close()
    rmSync(appDir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers })

  it('serves index.html with the access key injected before its first script', async () => {
    expectPage(await get('/'))
  })

  it('answers deep links with the page, so the client router can take over', async () => {
    const deepLinks = [
      '/dashboard/vendors',
      '/dashboard/quotes/42/responses?tab=all',
      '/dashboard/',
      '/assets',
      '/index.html',
    ]
    for (const url of deepLinks) {
      expectPage(await get(url))
    }
    const head = await h.app.inject({ method: 'HEAD', url: '/login' })
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([
      200,
      'text/html; charset=utf-8',
      '',
    ])
  })

  it('lets the browser revalidate the page with its ETag', async () => {
    const first = await get('/')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await get('/dashboard', { 'if-none-match': etag })
    expect([again.statusCode, again.body]).toEqual([304, ''])
  })

  it('serves hashed assets as immutable, and other files with revalidation', async () => {
    const asset = await get('/assets/app-abc.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(asset.headers['cache-control']).toBe(ASSET_CACHE_CONTROL)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.body).toBe(APP_JS)

    const icon = await get('/favicon.svg')
    expect([icon.statusCode, icon.headers['cache-control']]).toEqual([200, 'no-cache'])
  })

  it('answers a missing asset with a 404, never with the page', async () => {
    const stale = await get('/assets/app-old.js')
    expect(stale.statusCode).toBe(404)
    expect(stale.headers['content-type']).not.toMatch(/html/)
  })

  it('never serves dotfiles', async () => {
    const response = await get('/.env')
    expect(response.body).not.toContain('SECRET')
  })

  it('keeps the JSON 404 for unknown API paths, and the access-key check', async () => {
    const unknown = await get('/api/nope', { 'access-key': ACCESS_KEY })
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'No such endpoint: GET /api/nope' },
    ])
    const nested = await get('/api/v1/ldb/nothing?x=1', { 'access-key': ACCESS_KEY })
    expect(nested.json()).toEqual({ message: 'No such endpoint: GET /api/v1/ldb/nothing' })
    expect((await get('/api/nope')).statusCode).toBe(403)
    const health = await get('/api/health')
    expect([health.statusCode, health.json().data.status]).toEqual([200, 'ok'])
  })

  it('answers other methods off the API with the JSON 404, not the page', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/dashboard', payload: {} })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('No such endpoint: POST /dashboard')
  })

  it('leaves /files to the file store', async () => {
    const { browser } = await h.signedUpOwner('spa')
    const { data: file } = await browser.files.uploadFile({
      query: { name: 'note.txt' },
      body: new Blob(['hello'], { type: 'text/plain' }),
    })
    const download = await get(new URL(file.url).pathname)
    expect([download.statusCode, download.body]).toEqual([200, 'hello'])

    const missing = await get('/files/00000000-0000-0000-0000-000000000000/x.pdf')
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'File not found.' }])
    const odd = await get('/files/nope')
    expect([odd.statusCode, odd.json()]).toEqual([
      404,
      { message: 'No such endpoint: GET /files/nope' },
    ])
  })
})

describe('serving an app that is not built', () => {
  let h: Harness
  let appDir: string
  beforeAll(async () => {
    appDir = mkdtempSync(join(tmpdir(), 'ally-spa-empty-'))
    h = await startHarness('pglite', { appDir: join(appDir, 'dist') })
  })
  afterAll(async () => {
    await h?.close()
    rmSync(appDir, { recursive: true, force: true })
  })

  it('still starts and serves the API', async () => {
    const health = await h.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    const unknown = await h.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'access-key': ACCESS_KEY },
    })
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'No such endpoint: GET /api/nope' },
    ])
  })

  it('says plainly that the app is not built', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/dashboard' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toContain('The Ally app is not built yet')
    expect(response.body).toContain('pnpm build')
  })

  it('serves the app once it is built, without a restart', async () => {
    mkdirSync(join(appDir, 'dist', 'assets'), { recursive: true })
    writeFileSync(join(appDir, 'dist', 'index.html'), INDEX_HTML)
    writeFileSync(join(appDir, 'dist', 'assets', 'app-abc.js'), APP_JS)
    expectPage(await h.app.inject({ method: 'GET', url: '/dashboard/vendors' }))
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app-abc.js' })
    expect([asset.statusCode, asset.body]).toEqual([200, APP_JS])
  })
})
