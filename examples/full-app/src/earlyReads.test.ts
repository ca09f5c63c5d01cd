import {
  PURCHASE_ORDER_LIST_PAGE_SIZE,
  QUOTE_LIST_PAGE_SIZE,
  RFQ_LIST_PAGE_SIZE,
  SHIPMENT_LIST_PAGE_SIZE,
  VENDOR_LIST_LIMIT,
} from '@ally/react'
import {
  createMemoryStorage,
  dashboardSummary,
  type Endpoint,
  getProfile,
  getPurchaseOrderByLink,
  getRfqByLink,
  listChannels,
  listOrders,
  listPurchaseOrders,
  listQuotes,
  listRfqs,
  listShipments,
  listVendors,
  suggestVendors,
} from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_READ_TTL_MS, earlyReadsOf, withEarlyReads } from './earlyReads'

const ENDPOINTS: Endpoint[] = [
  getProfile,
  listChannels,
  dashboardSummary,
  listQuotes,
  listRfqs,
  listOrders,
  listVendors,
  suggestVendors,
  listPurchaseOrders,
  listShipments,
  getRfqByLink,
  getPurchaseOrderByLink,
]

interface Asked {
  url: string
  token: string | null
}

/** A fake server that records what it was asked, and whose token, and answers with samples. */
function serverFor(asked: Asked[]) {
  return async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://ally.test').pathname
    const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? null
    asked.push({ url: String(url), token })
    const endpoint = ENDPOINTS.find((candidate) => candidate.path === path)
    if (!endpoint) return Response.json({ message: 'Not found' }, { status: 404 })
    return Response.json({ message: 'ok', data: sampleOf(endpoint.response) })
  }
}

/** A connection with early reads for `path`, logged in or not, over the fake server. */
function connectionTo(path: string, { loggedIn = true, search = '' } = {}) {
  const asked: Asked[] = []
  const storage = createMemoryStorage()
  const token = createTestToken()
  if (loggedIn) {
    storage.setItem(
      'ally-user',
      JSON.stringify({ token, user: sampleOf(getProfile.response).user }),
    )
  }
  const connection = withEarlyReads(
    {
      baseUrl: 'http://ally.test',
      accessKey: 'pk_test',
      storage,
      fetch: serverFor(asked) as typeof fetch,
    },
    path,
    search,
  )
  return { connection, asked, token }
}

/** The URL the SDK sends for `endpoint` with `input`, as the screen's own request would. */
async function urlOf(endpoint: Endpoint, input?: unknown): Promise<string> {
  const asked: Asked[] = []
  const plain = withEarlyReads(
    {
      baseUrl: 'http://ally.test',
      accessKey: 'pk_test',
      storage: createMemoryStorage(),
      fetch: serverFor(asked) as typeof fetch,
    },
    '/nowhere',
  )
  await (plain.request as (...args: unknown[]) => Promise<unknown>)(endpoint, input, {
    token: 'x',
  })
  return asked[0]?.url ?? ''
}

const paths = (asked: Asked[]) => asked.map((read) => new URL(read.url).pathname)

afterEach(() => {
  vi.useRealTimers()
})

describe('withEarlyReads', () => {
  it("starts the dashboard's first reads at once and hands each answer to the screen's request", async () => {
    const { connection, asked, token } = connectionTo('/dashboard')
    expect(paths(asked)).toEqual([
      '/api/v1/ldb/profile',
      '/api/v1/ldb/social/channels',
      '/api/v1/ldb/dashboard/summary',
    ])
    expect(asked.every((read) => read.token === token)).toBe(true)

    const summary = await connection.request(dashboardSummary)
    await connection.request(getProfile, {}, { token })
    await connection.request(listChannels, {})
    expect(asked).toHaveLength(3)
    expect(summary.data).toEqual(sampleOf(dashboardSummary.response))
  })

  it("hands a list's first page to the list's own request, whatever the order of its query", async () => {
    const { connection, asked } = connectionTo('/dashboard/rfqs/create')
    expect(asked).toHaveLength(5)
    await connection.request(listOrders, { query: { page: 1, limit: 5, status: 'draft' } })
    await connection.request(listVendors, { query: { limit: 8, page: 1 } })
    await connection.request(suggestVendors, { query: { orderType: 'supply', limit: 4, page: 1 } })
    expect(asked).toHaveLength(5)
  })

  it('hands an answer out once: a later read of the same endpoint asks the server', async () => {
    const { connection, asked } = connectionTo('/dashboard/vendors')
    expect(asked).toHaveLength(3)
    await connection.request(listChannels)
    await connection.request(listChannels)
    expect(paths(asked).slice(3)).toEqual(['/api/v1/ldb/social/channels'])
  })

  it('asks the server for other input, for another user, and for endpoints not read early', async () => {
    const { connection, asked } = connectionTo('/dashboard/quotes')
    await connection.request(
      getProfile,
      {},
      { token: createTestToken({ payload: { sub: 'other' } }) },
    )
    await connection.request(listQuotes, { query: { limit: 25, page: 2 } })
    await connection.request(listVendors, { query: { limit: 5 } })
    expect(paths(asked).slice(3)).toEqual([getProfile.path, listQuotes.path, listVendors.path])
  })

  it('does not hand out an answer its screen asked for too late', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { connection, asked } = connectionTo('/dashboard/quotes')
    vi.setSystemTime(Date.now() + EARLY_READ_TTL_MS + 1)
    await connection.request(listQuotes, { query: { limit: 25, page: 1 } })
    expect(asked).toHaveLength(4)
  })

  it('reads nothing for a visitor who is not logged in, or on a page without early reads', () => {
    expect(connectionTo('/dashboard/quotes', { loggedIn: false }).asked).toEqual([])
    expect(connectionTo('/login').asked).toEqual([])
  })

  it("reads a vendor link's RFQ or PO with its token, with or without a session", async () => {
    for (const loggedIn of [false, true]) {
      const { connection, asked } = connectionTo('/vendor/rfq', {
        loggedIn,
        search: '?token=a-b_c',
      })
      expect(asked).toEqual([
        { url: 'http://ally.test/api/v1/vendor/rfq/link?token=a-b_c', token: null },
      ])
      await connection.request(getRfqByLink, { query: { token: 'a-b_c' } })
      expect(asked).toHaveLength(1)
    }
    expect(connectionTo('/vendor/po', { loggedIn: false }).asked).toEqual([])
  })

  it('reads only the frame when the URL holds filters, which the screen would ask with', () => {
    const { asked } = connectionTo('/dashboard/quotes', { search: '?status=open' })
    expect(paths(asked)).toEqual(['/api/v1/ldb/profile', '/api/v1/ldb/social/channels'])
  })
})

describe('earlyReadsOf', () => {
  const firstPage = (query: Record<string, unknown>) => ({ query: { ...query, page: 1 } })
  // What each screen asks for first (its hook's endpoint and input), by the path that opens it.
  const SCREENS: [string, [Endpoint, unknown?][]][] = [
    ['/dashboard', [[dashboardSummary]]],
    ['/dashboard/quotes', [[listQuotes, firstPage({ limit: QUOTE_LIST_PAGE_SIZE })]]],
    ['/dashboard/rfqs', [[listRfqs, firstPage({ limit: RFQ_LIST_PAGE_SIZE })]]],
    [
      '/dashboard/purchase-orders',
      [[listPurchaseOrders, firstPage({ limit: PURCHASE_ORDER_LIST_PAGE_SIZE })]],
    ],
    ['/dashboard/shipment', [[listShipments, firstPage({ limit: SHIPMENT_LIST_PAGE_SIZE })]]],
    ['/dashboard/vendors', [[listVendors, firstPage({ limit: VENDOR_LIST_LIMIT })]]],
    [
      '/dashboard/rfqs/create',
      [
        [listOrders, firstPage({ status: 'draft', limit: 5 })],
        [listVendors, firstPage({ limit: 8 })],
        [suggestVendors, firstPage({ orderType: 'supply', limit: 4 })],
      ],
    ],
    ['/dashboard/vendors/add-vendor', [[suggestVendors, firstPage({ orderType: 'supply' })]]],
    ['/dashboard/settings', []],
  ]

  it.each(SCREENS)(
    "reads for %s exactly what the SDK sends for its screen's requests",
    async (path, screen) => {
      const frame =
        path === '/dashboard' || path.startsWith('/dashboard/')
          ? [[getProfile], [listChannels]]
          : []
      const expected = await Promise.all(
        [...frame, ...screen].map(([endpoint, input]) => urlOf(endpoint as Endpoint, input)),
      )
      const reads = earlyReadsOf(path).map((read) => {
        const query = new URLSearchParams(
          Object.entries(read.query ?? {}).map(([name, value]) => [name, String(value)]),
        )
        return `http://ally.test${read.path}${query.size ? `?${query}` : ''}`
      })
      const sorted = (urls: string[]) =>
        urls.map((url) => {
          const parsed = new URL(url)
          parsed.searchParams.sort()
          return parsed.toString()
        })
      expect(sorted(reads).sort()).toEqual(sorted(expected).sort())
    },
  )
})
