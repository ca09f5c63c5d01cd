import { allyContract, type Contract } from '@ally/sdk'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseUndeclaredApiRoutes } from '../src/contract-routes'
import { PLANNED, ROUTES, send } from './contract-calls'
import { type Harness, startHarness } from './harness'

// The server's API routes are the contract's endpoints (src/contract-routes.ts): every route it
// has under /api/v1 is one, and every endpoint is registered except the planned ones
// (src/domains.ts, PLANNED), which answer 404 and are left out of its OpenAPI document.
// Implementing one means taking it off that list; a new contract endpoint either gets a route or
// goes on it.

describe('API routes and the contract', () => {
  let h: Harness
  beforeAll(async () => {
    // With the dev clock, which only a browser test's server mounts (ALLY_DEV_CLOCK).
    h = await startHarness('embedded', { devClock: true })
  })
  afterAll(() => h?.close())

  const registered = () =>
    ROUTES.filter(({ endpoint }) => h.app.hasRoute({ method: endpoint.method, url: endpoint.path }))

  it('documents exactly the endpoints it registers', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId: string }>>
    }
    const documented = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    )
    expect(documented.sort()).toEqual(
      registered()
        .map((route) => route.id)
        .sort(),
    )
    expect(documented.length).toBeGreaterThan(0)
  })

  it('registers every endpoint of the contract but those not implemented yet', () => {
    const missing = ROUTES.filter((route) => !registered().includes(route)).map((route) => route.id)
    expect(missing.sort()).toEqual(Object.keys(PLANNED).sort())
  })

  it('answers 404 for an endpoint it does not implement yet', async () => {
    const missing = ROUTES.filter((route) => route.id in PLANNED)
    for (const route of missing) {
      const params = Object.fromEntries(route.params.map((name) => [name, { value: 'x' }]))
      const response = await send(h, { route, params })
      expect(response.statusCode, route.id).toBe(404)
    }
  })
})

describe('refuseUndeclaredApiRoutes', () => {
  it('refuses a route under /api/v1 that the contract does not declare', () => {
    const app = Fastify()
    refuseUndeclaredApiRoutes(app, allyContract as Contract)
    expect(() => app.get('/api/v1/ldb/made-up', async () => ({}))).toThrow(
      'GET /api/v1/ldb/made-up is not an endpoint of the contract',
    )
    expect(() => app.post('/api/v1/health', async () => ({}))).toThrow(/not an endpoint/)
  })

  it('takes the declared endpoints and routes outside the API', () => {
    const app = Fastify()
    refuseUndeclaredApiRoutes(app, allyContract as Contract)
    for (const { endpoint } of ROUTES.slice(0, 5)) {
      expect(() =>
        app.route({ method: endpoint.method, url: endpoint.path, handler: async () => ({}) }),
      ).not.toThrow()
    }
    expect(() => app.get('/files/:id/:name', async () => '')).not.toThrow()
    expect(() => app.get('/api/docs/extra', async () => '')).not.toThrow()
  })
})
