import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/http-server'
import { allyContract, type Endpoint } from '../contract'
import { createMemoryStorage } from '../session/storage'
import { createTestToken, sampleOf } from '../testing'
import type { EndpointFunction } from './client'
import { createAllyClient } from './client'

// Every endpoint of the contract goes through the client to a real HTTP server: method, path,
// headers, query string, body and the parsed envelope are checked on the wire.

const cases = Object.entries(allyContract).flatMap(([resource, group]) =>
  Object.entries(group).map(([name, endpoint]) => ({
    resource,
    name,
    endpoint: endpoint as Endpoint,
  })),
)

function paramsFor(path: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, `${name} 7/x`]))
}

let server: TestServer
const buyerToken = createTestToken({ payload: { sub: 'buyer' } })
const vendorToken = createTestToken({ payload: { sub: 'vendor' } })

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

function loggedInClient() {
  const client = createAllyClient({
    baseUrl: `${server.url}/`,
    accessKey: 'pk_test_123',
    storage: createMemoryStorage(),
  })
  client.session.save({ token: buyerToken, user: sampleOf(allyContract.auth.login.response).user })
  client.vendorSession.save({
    token: vendorToken,
    user: sampleOf(allyContract.vendorAccount.vendorLogin.response).user,
  })
  return client
}

describe.each(cases.map((c) => [`${c.resource}.${c.name}`, c] as const))(
  '%s',
  (_, { resource, name, endpoint }) => {
    const call = (client: ReturnType<typeof createAllyClient>) =>
      (client as unknown as Record<string, Record<string, EndpointFunction<Endpoint>>>)[resource]?.[
        name
      ] as (input?: unknown) => Promise<{ message: string; data: unknown }>

    it(`${endpoint.method} ${endpoint.path}: sends the declared request and returns the parsed envelope`, async () => {
      const params = paramsFor(endpoint.path)
      const query = endpoint.query ? sampleOf(endpoint.query, { seed: 2 }) : undefined
      const body = endpoint.upload
        ? new Blob(['%PDF-1.7 test'], { type: 'application/pdf' })
        : endpoint.body
          ? sampleOf(endpoint.body, { seed: 3 })
          : undefined
      const data = sampleOf(endpoint.response, { seed: 4 })
      server.reply({ body: { message: `${name} done`, data } })

      const result = await call(loggedInClient())({ params, query, body })

      const request = server.last()
      expect(request.method).toBe(endpoint.method)
      expect(request.path).toBe(
        endpoint.path.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(params[p] ?? '')),
      )
      expect(request.headers['access-key']).toBe('pk_test_123')
      const expectedToken =
        endpoint.auth === 'none'
          ? undefined
          : endpoint.realm === 'vendor'
            ? vendorToken
            : buyerToken
      expect(request.headers.authorization).toBe(expectedToken && `Bearer ${expectedToken}`)

      const sentQuery = Object.fromEntries(new URLSearchParams(request.search))
      const expectedQuery = Object.fromEntries(
        Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      )
      expect(sentQuery).toEqual(expectedQuery)

      if (endpoint.upload) {
        expect(request.headers['content-type']).toBe('application/pdf')
        expect(request.body.toString()).toBe('%PDF-1.7 test')
      } else if (endpoint.body) {
        expect(request.headers['content-type']).toBe('application/json')
        expect(request.json()).toEqual(body)
      } else {
        expect(request.body.length).toBe(0)
      }

      expect(result).toEqual({ message: `${name} done`, data })
    })

    it('leaves nullable fields null and optional filters out when they are empty', async () => {
      const data = sampleOf(endpoint.response, { seed: 5, nulls: true })
      server.reply({ body: { message: '', data } })
      const minimalBody = endpoint.body ? sampleOf(endpoint.body, { minimal: true }) : undefined
      const input = {
        params: paramsFor(endpoint.path),
        query: endpoint.query ? sampleOf(endpoint.query, { minimal: true }) : undefined,
        body: endpoint.upload ? new Uint8Array([1, 2, 3]) : minimalBody,
      }
      await expect(call(loggedInClient())(input)).resolves.toEqual({ message: '', data })
      const required = Object.entries(endpoint.query?._zod.def.shape ?? {})
        .filter(([, schema]) => (schema._zod as { optin?: string }).optin !== 'optional')
        .map(([key]) => key)
      expect([...new URLSearchParams(server.last().search).keys()].sort()).toEqual(required.sort())
    })
  },
)
