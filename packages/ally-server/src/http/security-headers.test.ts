import Fastify, { type FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  appCspDirectives,
  cspHeader,
  HSTS,
  registerSecurityHeaders,
  type SecurityHeadersOptions,
} from './security-headers'

/** A bare server with the headers hook and a few routes shaped like the real ones. */
async function serverWith(options: SecurityHeadersOptions = {}, trustProxy = false) {
  const app = Fastify({ trustProxy })
  await registerSecurityHeaders(app, options)
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/private'))
      throw Object.assign(new Error('no'), { statusCode: 403 })
  })
  app.get('/api/v1/thing', async () => ({ message: 'ok' }))
  app.get('/api/docs/static/*', async () => 'docs')
  app.get('/*', async () => 'page')
  app.get('/files/:id', async (_request, reply) =>
    reply.header('content-security-policy', "sandbox; default-src 'none'").send('bytes'),
  )
  await app.ready()
  return app
}

const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
}

/** The headers of each kind of answer: the app (pages, files, errors), the API and its docs. */
const sets = {
  app: {
    ...EVERYWHERE,
    'content-security-policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  },
  api: {
    ...EVERYWHERE,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  },
  docs: {
    ...EVERYWHERE,
    'content-security-policy': cspHeader(appCspDirectives()),
    'x-frame-options': 'DENY',
  },
}

/** The security headers (the ones above, and helmet's other defaults) of each kind of answer. */
async function headersOf(app: FastifyInstance) {
  const names = [
    ...new Set([...Object.values(sets).flatMap(Object.keys), 'strict-transport-security']),
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
    'cross-origin-embedder-policy',
  ]
  const of = async (url: string) => {
    const { headers } = await app.inject({ method: 'GET', url })
    return Object.fromEntries(
      names.flatMap((name) => (name in headers ? [[name, headers[name]]] : [])),
    )
  }
  return {
    app: await of('/login'),
    api: await of('/api/v1/thing'),
    docs: await of('/api/docs/static/ui.css'),
  }
}

describe('the headers of each kind of answer', () => {
  it('gives the app its own-origin policy, and denies framing by default', async () => {
    const server = await serverWith()
    const { app, api, docs } = await headersOf(server)
    // Exactly these: helmet's other headers stay off, and the app's answers have no CORP.
    expect(app).toEqual(sets.app)
    expect(api).toEqual(sets.api)
    expect(docs).toEqual(sets.docs)
    for (const set of [app, api, docs]) {
      expect(set['strict-transport-security']).toBeUndefined()
      expect(set['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/)
    }
    await server.close()
  })

  it('lets the partners ALLY_FRAME_ANCESTORS names frame the app, never the API or the docs', async () => {
    const server = await serverWith({
      frameAncestors: ['https://partner.example', 'https://*.partner.example'],
    })
    const partners = await headersOf(server)
    expect(partners.app['content-security-policy']).toMatch(
      /; frame-ancestors https:\/\/partner\.example https:\/\/\*\.partner\.example$/,
    )
    // X-Frame-Options cannot name them, and would overrule the CSP in old browsers.
    expect(partners.app['x-frame-options']).toBeUndefined()
    expect(partners.api['x-frame-options']).toBe('DENY')
    expect(partners.docs['content-security-policy']).toMatch(/frame-ancestors 'none'$/)
    await server.close()

    const selfServer = await serverWith({ frameAncestors: ["'self'"] })
    const self = await headersOf(selfServer)
    expect(self.app['x-frame-options']).toBe('SAMEORIGIN')
    expect(self.app['content-security-policy']).toMatch(/frame-ancestors 'self'$/)
    await selfServer.close()
  })

  it('sends HSTS on every answer when the public URL is https', async () => {
    const tls = await serverWith({ appUrl: 'https://ally.example' })
    for (const set of Object.values(await headersOf(tls)))
      expect(set['strict-transport-security']).toBe(HSTS)
    await tls.close()
    const plain = await serverWith({ appUrl: 'http://localhost:3000' })
    expect((await headersOf(plain)).app).not.toHaveProperty('strict-transport-security')
    await plain.close()
  })
})

describe('registerSecurityHeaders', () => {
  it('picks the set by the route: API, docs, or the app', async () => {
    const app = await serverWith()
    const get = (url: string) => app.inject({ method: 'GET', url })
    expect((await get('/api/v1/thing')).headers).toMatchObject(sets.api)
    expect((await get('/%61pi/v1/thing')).headers).toMatchObject(sets.api)
    expect((await get('/api/docs/static/ui.css')).headers).toMatchObject(sets.docs)
    expect((await get('/dashboard')).headers).toMatchObject(sets.app)
    // The app's catch-all route also answers unknown API paths: still the API's headers.
    expect((await get('/api/v1/nothing')).headers['content-security-policy']).toBe(
      sets.api['content-security-policy'],
    )
    await app.close()
  })

  it('keeps them on an answer a later hook refused', async () => {
    const app = await serverWith()
    const refused = await app.inject({ method: 'GET', url: '/api/private' })
    expect(refused.statusCode).toBe(403)
    expect(refused.headers).toMatchObject(sets.api)
    await app.close()
  })

  it('lets a route that sets its own policy keep it', async () => {
    const app = await serverWith()
    const file = await app.inject({ method: 'GET', url: '/files/1' })
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'")
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    await app.close()
  })

  it('adds HSTS only to requests that came over https', async () => {
    const direct = await serverWith()
    const https = { 'x-forwarded-proto': 'https' }
    const hsts = async (app: typeof direct, headers = {}) =>
      (await app.inject({ method: 'GET', url: '/login', headers })).headers[
        'strict-transport-security'
      ]
    expect(await hsts(direct)).toBeUndefined()
    // Anyone may send X-Forwarded-Proto: only a trusted proxy is believed.
    expect(await hsts(direct, https)).toBeUndefined()
    await direct.close()

    const proxied = await serverWith({}, true)
    expect(await hsts(proxied, https)).toBe(HSTS)
    expect(await hsts(proxied, { 'x-forwarded-proto': 'http' })).toBeUndefined()
    await proxied.close()
  })
})
