import { type AllyClientConfig, type AllyConnection, createAllyConnection } from '@ally/sdk'

/**
 * How long an early answer waits for its screen. A screen that asks later (its page was not the
 * first one shown: a redirect, a draft opened first) reads afresh rather than get stale rows.
 */
export const EARLY_READ_TTL_MS = 20_000

/**
 * One read a first screen makes: a GET of `path` with `query`, with the buyer's session (`signedIn`)
 * or with none (a vendor link's read, its token in the URL). Paths and inputs, not the contract's
 * endpoints: the entry then carries no response schemas (the screen's own request validates the
 * answer, as it would validate its own), and earlyReads.test.ts checks that each is the URL the
 * SDK builds for the screen's endpoint and input.
 */
export interface EarlyRead {
  path: string
  query?: Record<string, string | number>
  signedIn: boolean
}

const buyer = (path: string, query?: EarlyRead['query']): EarlyRead => ({
  path,
  query,
  signedIn: true,
})

/** Every dashboard page: the route guard's profile check and the frame's channels. */
const FRAME: readonly EarlyRead[] = [
  buyer('/api/v1/ldb/profile'),
  buyer('/api/v1/ldb/social/channels'),
]

/** The first page of a screen's list, as `useAllyInfiniteList` asks for it with no filters. */
const firstPage = (path: string, query: Record<string, string | number>) =>
  buyer(path, { ...query, page: 1 })

/**
 * A dashboard page's reads when its URL holds no filters; a filtered URL (or `?draft=`) asks with
 * them, so the frame's reads only. The page sizes are the screens' (QUOTE_LIST_PAGE_SIZE and its
 * kin in @ally/react).
 */
const unfiltered =
  (...reads: EarlyRead[]) =>
  (search: URLSearchParams): readonly EarlyRead[] =>
    search.size ? FRAME : [...FRAME, ...reads]

/** A vendor's e-mailed link: its token is the only credential its page reads with. */
const byLink =
  (path: string) =>
  (search: URLSearchParams): readonly EarlyRead[] => {
    const token = search.get('token')
    return token ? [{ path, query: { token }, signedIn: false }] : []
  }

/**
 * The reads a path's first screen makes as soon as it renders: for a logged-in user, the route
 * guard's profile check, the dashboard frame's channels and the page's own first data (the home's
 * summary, a list's first page, New RFQ's drafts, vendors and suggestions, Add vendor's
 * suggestions); for anyone, a vendor link's RFQ or purchase order. The first match wins.
 */
const FIRST_READS: readonly (readonly [
  RegExp,
  (search: URLSearchParams) => readonly EarlyRead[],
])[] = [
  [/^\/dashboard\/?$/i, () => [...FRAME, buyer('/api/v1/ldb/dashboard/summary')]],
  [
    /^\/dashboard\/quotes\/?$/i,
    unfiltered(firstPage('/api/v1/ldb/rfq/quotes/list', { limit: 25 })),
  ],
  [/^\/dashboard\/rfqs\/?$/i, unfiltered(firstPage('/api/v1/ldb/rfq/order/rfqs', { limit: 25 }))],
  [
    /^\/dashboard\/rfqs\/create\/?$/i,
    unfiltered(
      firstPage('/api/v1/ldb/rfq/order', { status: 'draft', limit: 5 }),
      firstPage('/api/v1/ldb/vendor', { limit: 8 }),
      firstPage('/api/v1/ldb/vendor/suggested', { orderType: 'supply', limit: 4 }),
    ),
  ],
  [
    /^\/dashboard\/purchase-orders\/?$/i,
    unfiltered(firstPage('/api/v1/ldb/po/list', { limit: 25 })),
  ],
  [
    /^\/dashboard\/shipment\/?$/i,
    unfiltered(firstPage('/api/v1/ldb/shipment/list', { limit: 25 })),
  ],
  [/^\/dashboard\/vendors\/?$/i, unfiltered(firstPage('/api/v1/ldb/vendor', { limit: 50 }))],
  [
    /^\/dashboard\/vendors\/add-vendor\/?$/i,
    unfiltered(firstPage('/api/v1/ldb/vendor/suggested', { orderType: 'supply' })),
  ],
  [/^\/dashboard\//i, () => FRAME],
  [/^\/onboarding\/?$/i, () => [buyer('/api/v1/ldb/profile')]],
  [/^\/vendor\/rfq\/?$/i, byLink('/api/v1/vendor/rfq/link')],
  [/^\/vendor\/po\/?$/i, byLink('/api/v1/vendor/po/link')],
]

/** The reads the first screen of `path` (with its query string `search`) makes; none if unknown. */
export function earlyReadsOf(path: string, search = ''): readonly EarlyRead[] {
  const reads = FIRST_READS.find(([pattern]) => pattern.test(path))?.[1]
  return reads ? reads(new URLSearchParams(search)) : []
}

/** A GET by URL (its query in any order) and bearer: one key for the early read and the screen's. */
function keyOf(url: string, authorization: string | null): string {
  const parsed = new URL(url, 'http://ally.invalid')
  parsed.searchParams.sort()
  return `${parsed.origin}${parsed.pathname}?${parsed.searchParams} ${authorization ?? ''}`
}

/**
 * A connection whose first screen's reads (earlyReadsOf) start now, while the app's code still
 * loads, instead of once React has rendered that screen (docs/performance.md#the-first-paint).
 * Each answer goes to the screen's own request for it, which then sends nothing: the same GET
 * (path and query) with the same bearer, within EARLY_READ_TTL_MS, once; anything else goes to
 * the server. The SDK reads and validates the answer as it would its own (a failed read fails the
 * screen's request as it would have failed itself). Reads that need a session start only with
 * one; a link's read (its token in the URL) starts for anyone.
 */
export function withEarlyReads(
  config: AllyClientConfig,
  path: string,
  search = '',
): AllyConnection {
  const send = config.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const early = new Map<string, Promise<Response>>()
  const started = Date.now()

  const handOver: typeof fetch = (input, init) => {
    const method = init?.method ?? 'GET'
    if (early.size && method === 'GET' && typeof input === 'string') {
      const key = keyOf(input, new Headers(init?.headers).get('authorization'))
      const answer = early.get(key)
      early.delete(key)
      if (answer && Date.now() - started <= EARLY_READ_TTL_MS) return answer
    }
    return send(input, init)
  }
  const connection = createAllyConnection({ ...config, fetch: handOver })

  const token = connection.session.getToken()
  const base = config.baseUrl.replace(/\/+$/, '')
  for (const read of earlyReadsOf(path, search)) {
    if (read.signedIn && !token) continue
    const query = new URLSearchParams(
      Object.entries(read.query ?? {}).map(([name, value]) => [name, String(value)]),
    ).toString()
    const url = `${base}${read.path}${query ? `?${query}` : ''}`
    const headers: Record<string, string> = {
      accept: 'application/json',
      'access-key': config.accessKey,
    }
    if (read.signedIn) headers.authorization = `Bearer ${token}`
    const answer = send(url, { method: 'GET', headers })
    // Seen by the screen that asks for it; one that never does must not log an unhandled error.
    answer.catch(() => undefined)
    early.set(keyOf(url, headers.authorization ?? null), answer)
  }
  return connection
}
