import { allyContract } from '@ally/sdk'
import { dealOperatorEndpoints, websiteEndpoints } from '@ally/sdk/website'
import { describe, expect, it } from 'vitest'
import { contractRoutes, toOpenApiPath } from './contract-routes'
import { buildOpenApiDocument } from './openapi'

const doc = buildOpenApiDocument(allyContract)
type Operation = {
  operationId: string
  parameters?: { name: string; in: string; required: boolean; description?: string }[]
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >
  security: Record<string, string[]>[]
}
const op = (method: string, path: string) =>
  (doc.paths[path] as Record<string, Operation> | undefined)?.[method] as Operation

describe('routes derived from the contract', () => {
  it('gives one route per endpoint with its path params', () => {
    const routes = contractRoutes(allyContract)
    const count = Object.values(allyContract).reduce((n, group) => n + Object.keys(group).length, 0)
    expect(routes).toHaveLength(count)
    expect(routes.find((r) => r.id === 'quotes.listQuoteResponses')?.params).toEqual(['id'])
    expect(toOpenApiPath('/api/v1/ldb/rfq/:id/quoteResponses')).toBe(
      '/api/v1/ldb/rfq/{id}/quoteResponses',
    )
  })
})

describe('the OpenAPI document', () => {
  it('has an operation for every endpoint, named after it', () => {
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((o) => (o as Operation).operationId),
    )
    expect(ids.sort()).toEqual(
      contractRoutes(allyContract)
        .map((r) => r.id)
        .sort(),
    )
  })

  it('describes query filters, path params and bodies from the same schemas', () => {
    const list = op('get', '/api/v1/ldb/rfq/quotes/list')
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'search', 'vendor', 'taId', 'amount']),
    )
    expect(list.parameters?.every((p) => p.in === 'query' && !p.required)).toBe(true)

    const update = op('put', '/api/v1/ldb/po/update/{id}')
    expect(update.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        description: "The purchase order's id",
        schema: { type: 'string' },
      },
    ])
    // An RFQ's id, not its round's: the README once said otherwise (issue #28).
    const responses = op('get', '/api/v1/ldb/rfq/{id}/quoteResponses').parameters?.[0]
    expect(responses?.description).toMatch(/^The RFQ's id \(one vendor's\), not its round's/)
    const signup = op('post', '/api/v1/ldb/auth/signup').requestBody?.content['application/json']
      ?.schema
    expect(signup).toMatchObject({
      required: expect.arrayContaining(['email', 'password']),
      properties: { email: { format: 'email' }, password: { minLength: 8 } },
    })
  })

  it('wraps every response in the { message, data } envelope and documents the failure body', () => {
    const login = op('post', '/api/v1/ldb/auth/login')
    const ok = login.responses['200']?.content?.['application/json']?.schema
    expect(Object.keys(ok?.properties ?? {})).toEqual(['message', 'data'])
    expect(login.responses['400']).toBeDefined()
    expect(doc.components.schemas.Failure).toMatchObject({ required: ['message'] })
  })

  it("documents a streamed answer beside the JSON one, with its events' schema", () => {
    const ok = op('post', '/api/v1/ldb/chat/send-ai').responses['200']?.content ?? {}
    expect(Object.keys(ok)).toEqual(['application/json', 'text/event-stream'])
    expect(ok['text/event-stream']).toMatchObject({
      'x-event-schema': { type: 'object', required: ['text'] },
    })
    // Endpoints that do not stream say nothing of events.
    const login = op('post', '/api/v1/ldb/auth/login').responses['200']?.content ?? {}
    expect(Object.keys(login)).toEqual(['application/json'])
  })

  it('asks for the access key everywhere and the bearer token where a session is required', () => {
    expect(op('get', '/api/v1/ldb/profile').security).toEqual([{ accessKey: [], bearer: [] }])
    expect(op('post', '/api/v1/ldb/auth/password/reset').security).toEqual([{ accessKey: [] }])
    expect(op('post', '/api/v1/ldb/auth/password/reset').responses['401']).toBeUndefined()
  })

  it('asks for the operator key, not a session, on the website’s deal editing', () => {
    const website = buildOpenApiDocument({
      website: websiteEndpoints,
      operator: dealOperatorEndpoints,
    })
    const operation = (method: string, path: string) =>
      (website.paths[path] as Record<string, Operation> | undefined)?.[method] as Operation
    expect(operation('post', '/api/v1/website/deals').security).toEqual([
      { accessKey: [], operatorKey: [] },
    ])
    expect(operation('put', '/api/v1/website/deals/{id}').security).toEqual([
      { accessKey: [], operatorKey: [] },
    ])
    expect(operation('get', '/api/v1/website/deals').security).toEqual([{ accessKey: [] }])
    expect(website.components.securitySchemes.operatorKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
  })

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc)
  })
})
