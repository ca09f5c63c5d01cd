import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_CACHE_CONTROL } from '../src/spa/serve-spa'
import { pathOf } from './file-fixtures'
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
// A plain page of examples/ as a partner writes it, with the server's values left to fill in.
const EXAMPLE_HTML =
  '<ally-newsletter base-url="%ALLY_BASE_URL%" access-key="%ALLY_ACCESS_KEY%"></ally-newsletter>'
const STYLE_CSS = 'body { margin: 0 }\n'
const CONFIG_SCRIPT = `<script type="application/json" id="ally-config">{"accessKey":"${ACCESS_KEY}","apiBaseUrl":""}</script>`

function makeAppDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ally-spa-'))
  for (const [name, contents] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(
      join(dir, name),
      Buffer.from(contents, name.endsWith('z') || name.endsWith('.br') ? 'latin1' : 'utf8'),
    )
  }
  return dir
}

/** The configuration the page would see, read back out of the served HTML. */
function injectedConfig(html: string): unknown {
  const match = /<script type="application\/json" id="ally-config">(.*?)<\/script>/.exec(html)
  return match ? JSON.parse(match[1] as string) : undefined
}

/** The body as the browser sees it, after undoing the content encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8')
  expect(encoding).toBeUndefined()
  return raw.toString('utf8')
}

const expectPage = (response: LightMyRequestResponse, status = 200) => {
  expect(response.statusCode).toBe(status)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers['cache-control']).toBe('no-cache')
  const html = decoded(response)
  expect(html).toContain(`<title>Ally</title>\n    ${CONFIG_SCRIPT}<script type="module"`)
  expect(injectedConfig(html)).toEqual({ accessKey: ACCESS_KEY, apiBaseUrl: '' })
}

describe('serving the built app', () => {
  let h: Harness
  let appDir: string
  beforeAll(async () => {
    appDir = makeAppDir({
      'index.html': INDEX_HTML,
      'assets/app-abc.js': APP_JS,
      // What the build's compression step leaves beside each file.
      'assets/app-abc.js.br': brotliCompressSync(APP_JS).toString('latin1'),
      'assets/app-abc.js.gz': gzipSync(APP_JS).toString('latin1'),
      'assets/style-abc.css': STYLE_CSS,
      'assets/style-abc.css.gz': gzipSync(STYLE_CSS).toString('latin1'),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.env': 'SECRET=1',
      'examples/widgets-demo.html': EXAMPLE_HTML,
      'examples/widgets-demo.html.br': brotliCompressSync(EXAMPLE_HTML).toString('latin1'),
      'examples/host.css': 'body { color: green }',
    })
    h = await startHarness('embedded', { appDir })
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
      '/dashboard/vendor/v_1',
      '/dashboard/',
      '/registration-success/abc?resend=true',
      '/vendor/register?token=x',
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

  it('answers paths that are no page with the page and status 404', async () => {
    for (const url of [
      '/nope',
      '/dashboard/nope',
      '/dashboard/vendor',
      '/login/extra?x=1',
      '/assets',
      '/index.html',
      '/index.html.br',
    ]) {
      expectPage(await get(url), 404)
    }
    const head = await h.app.inject({ method: 'HEAD', url: '/nowhere' })
    expect([head.statusCode, head.body]).toEqual([404, ''])
    // A 404 is never turned into a 304 by a cached copy of a page.
    const etag = (await get('/')).headers.etag as string
    expect((await get('/nope', { 'if-none-match': etag })).statusCode).toBe(404)
  })

  it('sends the page compressed in the encoding the browser prefers', async () => {
    const br = await get('/dashboard', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('accept-encoding')
    expectPage(br)
    const gzip = await get('/login', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expectPage(gzip)
    const missing = await get('/unknown', { 'accept-encoding': 'br' })
    expect(missing.headers['content-encoding']).toBe('br')
    expectPage(missing, 404)
    expect(br.headers.etag).not.toBe(gzip.headers.etag)
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

  it('serves the build-time compressed copy of an asset the browser accepts', async () => {
    const br = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(decoded(br)).toBe(APP_JS)

    const gzip = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' })
    expect([gzip.headers['content-encoding'], decoded(gzip)]).toEqual(['gzip', APP_JS])

    // No .br beside this one: the gzip copy, still cached for good.
    const css = await get('/assets/style-abc.css', { 'accept-encoding': 'br, gzip' })
    expect(css.headers['content-encoding']).toBe('gzip')
    expect(css.headers['content-type']).toMatch(/^text\/css/)
    expect(css.headers['cache-control']).toBe(ASSET_CACHE_CONTROL)
    expect(decoded(css)).toBe(STYLE_CSS)
  })

  it('compresses API JSON that is large enough, and leaves small answers alone', async () => {
    const { browser } = await h.signedUpOwner('zip')
    await browser.vendors.inviteVendors({
      body: {
        vendors: Array.from({ length: 8 }, (_, i) => ({
          name: `Zip Supplier ${i}`,
          email: `zip${i}.${Date.now()}@example.test`,
        })),
      },
    })
    const auth = {
      'access-key': ACCESS_KEY,
      authorization: `Bearer ${browser.session.get()?.token}`,
    }
    const url = '/api/v1/ldb/vendor?limit=50'
    const plain = await get(url, auth)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024)
    const zipped = await get(url, { ...auth, 'accept-encoding': 'gzip, br' })
    expect(zipped.headers['content-encoding']).toBe('br')
    expect(zipped.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength)
    expect(JSON.parse(decoded(zipped))).toEqual(plain.json())
    expect(plain.json().data.items).toHaveLength(8)

    // The dev outbox reads the same either way.
    const mail = `/api/v1/dev/mail?to=${encodeURIComponent(plain.json().data.items[0].email)}`
    const outbox = await get(mail, { 'access-key': ACCESS_KEY, 'accept-encoding': 'br' })
    expect(JSON.parse(decoded(outbox)).data.items).toHaveLength(1)

    const health = await get('/api/health', { 'accept-encoding': 'br' })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json().data.status).toBe('ok')
  })

  it('keeps uploads and downloads byte for byte when the browser accepts compression', async () => {
    const { browser } = await h.signedUpOwner('zipfile')
    const text = 'item,line of a long price list\n'.repeat(400)
    const { data: file } = await browser.files.uploadFile({
      query: { name: 'long.csv' },
      body: new Blob([text], { type: 'text/csv' }),
    })
    const download = await get(pathOf(file.url), { 'accept-encoding': 'br, gzip' })
    expect(download.statusCode).toBe(200)
    expect(decoded(download)).toBe(text)
    const pdf = await browser.files.uploadFile({
      query: { name: 'a.pdf' },
      body: new Blob(['%PDF-1.4\n'.padEnd(4000, 'x')], { type: 'application/pdf' }),
    })
    const pdfDownload = await get(pathOf(pdf.data.url), { 'accept-encoding': 'br' })
    expect(pdfDownload.headers['content-encoding']).toBeUndefined()
    expect(pdfDownload.headers['content-length']).toBe('4000')
  })

  it('answers a missing asset with a 404, never with the page', async () => {
    const stale = await get('/assets/app-old.js')
    expect(stale.statusCode).toBe(404)
    expect(stale.headers['content-type']).not.toMatch(/html/)
  })

  it("serves an example page with this server's access key filled in, never as stored", async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const page = await get('/examples/widgets-demo.html', headers)
      expect([page.statusCode, page.headers['content-type']]).toEqual([
        200,
        'text/html; charset=utf-8',
      ])
      expect(decoded(page)).toBe(
        `<ally-newsletter base-url="" access-key="${ACCESS_KEY}"></ally-newsletter>`,
      )
    }
    expect((await get('/examples/widgets-demo.html.br')).statusCode).toBe(404)
    expect((await get('/examples/host.css')).body).toBe('body { color: green }')
    expect((await get('/examples/missing.html')).statusCode).toBe(404)
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
      query: { name: 'note.csv' },
      body: new Blob(['hello'], { type: 'text/csv' }),
    })
    const download = await get(pathOf(file.url))
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
    h = await startHarness('embedded', { appDir: join(appDir, 'dist') })
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
