import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { allyContract, type Endpoint, MAX_ORDER_LINES } from './index'
import { dealOperatorEndpoints, websiteEndpoints } from './website'

// The app's contract and what `@ally/sdk/website` declares beside it: together, every call.
const everything = { ...allyContract, website: websiteEndpoints, operator: dealOperatorEndpoints }
const endpoints = Object.entries(everything).flatMap(([resource, group]) =>
  Object.entries(group).map(([name, endpoint]) => ({
    resource,
    name,
    endpoint: endpoint as Endpoint,
  })),
)

// docs/product-rules.md#api-conventions, every call, as [method, path] with `:param` where the spec
// has `{param}`.
const SPEC_CALLS = [
  ['POST', '/api/v1/ldb/auth/signup'],
  ['POST', '/api/v1/ldb/auth/code/signup/verify'],
  ['POST', '/api/v1/ldb/auth/code/signup/resend'],
  ['POST', '/api/v1/ldb/auth/login'],
  ['POST', '/api/v1/ldb/auth/password/forget'],
  ['POST', '/api/v1/ldb/auth/password/reset'],
  ['POST', '/api/v1/ldb/auth/signup/email-change'],
  ['GET', '/api/v1/ldb/profile'],
  ['PUT', '/api/v1/ldb/profile'],
  ['POST', '/api/v1/ldb/team'],
  ['GET', '/api/v1/freight-forwarder/team'],
  ['DELETE', '/api/v1/freight-forwarder/team/:id'],
  ['DELETE', '/api/v1/freight-forwarder/auth'],
  ['POST', '/api/v1/ldb/vendor/invite'],
  ['GET', '/api/v1/ldb/vendor'],
  ['GET', '/api/v1/ldb/vendor/single'],
  ['GET', '/api/v1/ldb/vendor/suggested'],
  ['GET', '/api/v1/ldb/social/google/authenticate'],
  ['POST', '/api/v1/ldb/social/google/connect'],
  ['GET', '/api/v1/ldb/social/channels'],
  ['GET', '/api/v1/ldb/rfq/order/rfqs'],
  ['GET', '/api/v1/ldb/rfq/order'],
  ['GET', '/api/v1/ldb/rfq/single'],
  ['GET', '/api/v1/ldb/rfq/single/order'],
  ['GET', '/api/v1/ldb/rfq/quotes/list'],
  ['GET', '/api/v1/ldb/rfq/quotes/rfqs'],
  ['GET', '/api/v1/ldb/rfq/:id/quoteResponses'],
  ['GET', '/api/v1/ldb/rfq/approved/quoteResponse'],
  ['PUT', '/api/v1/ldb/rfq/update/order/:id'],
  ['PUT', '/api/v1/ldb/rfq/update/rfq/:id'],
  ['POST', '/api/v1/ldb/rfq/create/quote/rfqs'],
  ['PUT', '/api/v1/ldb/rfq/quote/acceptance'],
  ['DELETE', '/api/v1/ldb/rfq/delete/:id'],
  ['POST', '/api/v1/ldb/po'],
  ['PUT', '/api/v1/ldb/po/update/:id'],
  ['GET', '/api/v1/ldb/po/list'],
  ['POST', '/api/v1/ldb/po/send/purchase-order/:id'],
  ['POST', '/api/v1/ldb/chat/conversation'],
  ['GET', '/api/v1/ldb/chat'],
  ['POST', '/api/v1/ldb/chat/send-ai'],
  ['PUT', '/api/v1/ldb/chat/chat-data'],
  ['GET', '/api/v1/ldb/workFlow/list'],
  ['POST', '/api/v1/ldb/workFlow'],
  ['DELETE', '/api/v1/ldb/workFlow/delete/workFlow/:id'],
  ['PUT', '/api/v1/ldb/workFlow/play-or-pause/workFlow/:id'],
  ['POST', '/api/v1/website/blog/newsletter'],
  ['POST', '/api/v1/website/blog/contact'],
  ['GET', '/api/v1/website/deals'],
] as const

// docs/product-rules.md#api-conventions query parameters per path: each must be declared so that it
// means something.
const SPEC_FILTERS: Record<string, string[]> = {
  '/api/v1/freight-forwarder/team': ['page'],
  '/api/v1/ldb/vendor': ['limit', 'search'],
  '/api/v1/ldb/vendor/single': ['vendorId'],
  '/api/v1/ldb/vendor/suggested': ['orderType', 'search'],
  '/api/v1/ldb/rfq/order/rfqs': ['limit', 'search', 'vendor', 'taId', 'amount'],
  '/api/v1/ldb/rfq/order': ['limit'],
  '/api/v1/ldb/rfq/single': ['rfqId'],
  '/api/v1/ldb/rfq/single/order': ['orderId'],
  '/api/v1/ldb/rfq/quotes/list': ['limit', 'search', 'vendor', 'taId', 'amount'],
  '/api/v1/ldb/rfq/quotes/rfqs': ['quoteId'],
  '/api/v1/ldb/rfq/:id/quoteResponses': ['limit'],
  '/api/v1/ldb/rfq/approved/quoteResponse': ['limit', 'search'],
  '/api/v1/ldb/po/list': ['limit', 'search', 'taId'],
  '/api/v1/ldb/chat': ['conversationId'],
  '/api/v1/ldb/workFlow/list': ['limit', 'WorkflowName', 'createdBy', 'numOfRuns', 'dateCreated'],
  '/api/v1/website/deals': ['limit', 'page'],
}

describe('the contract', () => {
  it('declares every call of the API conventions with its method', () => {
    const declared = new Set(endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`))
    const missing = SPEC_CALLS.map(([m, p]) => `${m} ${p}`).filter((call) => !declared.has(call))
    expect(missing).toEqual([])
  })

  it('declares every filter of the API conventions as a query parameter', () => {
    for (const [path, filters] of Object.entries(SPEC_FILTERS)) {
      const endpoint = endpoints.find(
        (e) => e.endpoint.path === path && e.endpoint.method === 'GET',
      )
      const shape = endpoint?.endpoint.query?._zod.def.shape ?? {}
      expect({ path, missing: filters.filter((f) => !(f in shape)) }).toEqual({ path, missing: [] })
    }
  })

  it('has one endpoint per method and path, and unique names across resources', () => {
    const calls = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)
    expect(new Set(calls).size).toBe(calls.length)
    const names = endpoints.map(({ name }) => name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('keeps bodies off GET and DELETE-without-body, and puts vendor calls under /api/v1/vendor', () => {
    for (const { name, endpoint } of endpoints) {
      if (endpoint.method === 'GET')
        expect({ name, body: endpoint.body }).toEqual({ name, body: undefined })
      expect(endpoint.path.startsWith('/api/')).toBe(true)
      expect({ name, vendorPath: endpoint.path.startsWith('/api/v1/vendor/') }).toEqual({
        name,
        vendorPath: endpoint.realm === 'vendor',
      })
    }
  })

  it('says in the summary which record each path param takes the id of', () => {
    // `/rfq/:id/quoteResponses` took an RFQ's id while the README said its round's (issue #28).
    const unsaid = endpoints.flatMap(({ resource, name, endpoint }) =>
      [...endpoint.path.matchAll(/:(\w+)/g)]
        .map((match) => match[1] as string)
        .filter((param) => !new RegExp(`\`${param}\` is the [^;]*\\bid\\b`).test(endpoint.summary))
        .map((param) => `${resource}.${name}: ${param}`),
    )
    expect(unsaid).toEqual([])
  })

  it('sends no bearer token on password reset', () => {
    expect(allyContract.auth.resetPassword.auth).toBe('none')
    expect(allyContract.vendorAccount.vendorResetPassword.auth).toBe('none')
  })

  it('requires a session for every buyer data call', () => {
    const open = endpoints
      .filter(
        ({ endpoint }) => endpoint.path.startsWith('/api/v1/ldb/') && endpoint.auth !== 'required',
      )
      .map(({ name }) => name)
      .sort()
    expect(open).toEqual([
      'forgotPassword',
      'getTeamInvitation',
      'joinTeam',
      'login',
      'resetPassword',
      'signup',
    ])
  })

  it("takes as many new lines through an RFQ as an order takes (quotes.ts can't import the limit)", () => {
    const lines = (count: number) =>
      Array.from({ length: count }, () => ({ description: 'Bolt', quantity: 1, unit: 'pcs' }))
    const body = allyContract.quotes.updateRfq.body
    expect(z.safeParse(body, { lines: lines(MAX_ORDER_LINES) }).success).toBe(true)
    expect(z.safeParse(body, { lines: lines(MAX_ORDER_LINES + 1) }).success).toBe(false)
  })

  it('covers the vendor-side flows', () => {
    const vendorNames = Object.keys({ ...allyContract.vendorAccount, ...allyContract.vendorPortal })
    expect(vendorNames).toEqual(
      expect.arrayContaining([
        'vendorRegister',
        'vendorVerifyEmail',
        'vendorResendCode',
        'vendorChangeEmail',
        'vendorOnboarding',
        'listVendorRfqs',
        'submitQuoteResponse',
        'getRfqByLink',
        'submitQuoteByLink',
        'declineRfqByLink',
        'getVendorRfq',
        'declineRfq',
        'acknowledgePurchaseOrder',
        'createVendorShipment',
        'updateVendorShipment',
      ]),
    )
  })
})
