import { createWebsiteApi, type Deal, type WebsiteApi } from '../website-api'

/** A request the fake network received. */
export interface FakeCall {
  method: string
  url: URL
  headers: Record<string, string>
  body: unknown
}

/** What the fake answers: a status and JSON body, a network failure, or nothing ever. */
export type FakeReply = { status?: number; body?: unknown } | 'offline' | 'never'

export type FakeRoute = (call: FakeCall) => FakeReply | Promise<FakeReply>

/**
 * A `fetch` for tests and stories that records every call and answers from `route`; `delay`
 * (ms) holds each answer back, to show pending states.
 *
 * @example
 * const site = fakeSite(() => ({ status: 400, body: { message: 'Invalid', errors: [...] } }))
 * render(<NewsletterSignup api={site.api} />)
 */
export function fakeSite(route: FakeRoute, { delay = 0 } = {}) {
  const calls: FakeCall[] = []
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input))
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    )
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const reply = await route(call)
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError')
    if (reply === 'offline') throw new TypeError('Failed to fetch')
    if (reply === 'never') return new Promise<Response>(() => undefined)
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  const api: WebsiteApi = createWebsiteApi({
    baseUrl: 'https://api.example.com',
    accessKey: 'pk_test',
    fetch,
  })
  return { api, fetch, calls }
}

/** The server's success envelope around `data`. */
export const ok = (data: unknown = null) => ({ status: 200, body: { message: 'ok', data } })

/** A 400 with field errors, as the server sends them (`body.<field>`). */
export const invalid = (errors: Record<string, string>) => ({
  status: 400,
  body: {
    message: 'Invalid request',
    errors: Object.entries(errors).map(([field, message]) => ({ path: `body.${field}`, message })),
  },
})

/** The deals list envelope. */
export const dealsPage = (deals: Deal[]) =>
  ok({ deals, pagination: { page: 1, limit: 4, total: deals.length, totalPages: 1 } })

/** Naira, an old price, an end date and a link. */
export const bolts: Deal = {
  id: 'deal-1',
  title: 'M8 steel bolts, box of 500',
  description: 'Zinc-plated, grade 8.8, with washers.',
  imageUrl: null,
  price: 1234.5,
  originalPrice: 1500,
  currency: 'ngn',
  vendorName: 'Lagos Fasteners',
  url: 'https://deals.example.com/bolts',
  expiresAt: '2026-03-15T12:00:00.000Z',
}

/** No old price, no end date. */
export const chair: Deal = {
  id: 'deal-2',
  title: 'Ergonomic office chair',
  description: 'Mesh back, adjustable arms.',
  imageUrl: null,
  price: 189,
  originalPrice: null,
  currency: 'usd',
  vendorName: 'Seatwell',
  url: 'https://deals.example.com/chair',
  expiresAt: null,
}

/** A link that is not http(s): no "View deal". */
export const paper: Deal = {
  id: 'deal-3',
  title: 'A4 copy paper, 10 reams',
  description: '',
  imageUrl: null,
  price: 42.99,
  originalPrice: 55,
  currency: 'eur',
  vendorName: 'papyrus & co',
  url: 'javascript:alert(1)',
  expiresAt: '2026-12-01T12:00:00.000Z',
}

/** No link at all. */
export const gloves: Deal = {
  id: 'deal-4',
  title: 'Safety gloves, 100 pairs',
  description: 'Cut-resistant, size L.',
  imageUrl: null,
  price: 75,
  originalPrice: 90,
  currency: 'gbp',
  vendorName: 'Guardline',
  url: null,
  expiresAt: null,
}

/** Four deals that between them show every part of a card. */
export const sampleDeals: Deal[] = [bolts, chair, paper, gloves]
