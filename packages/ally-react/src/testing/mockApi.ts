import {
  type AllyClient,
  createAllyClient,
  createMemoryStorage,
  type Endpoint,
  type EndpointData,
  type EndpointEvent,
  type FailureBody,
} from '@ally/sdk'

/**
 * What a mocked endpoint answers: a success envelope, or a failure with its status. A caller that
 * asks for a stream gets the `events` first, `eventGapMs` apart, as server-sent events.
 */
export type MockReply<E extends Endpoint> =
  | { message: string; data: EndpointData<E>; events?: EndpointEvent<E>[]; eventGapMs?: number }
  | { status: number; body: FailureBody }

export interface RecordedCall {
  endpoint: Endpoint
  path: string
  query: URLSearchParams
  headers: Record<string, string>
  body: unknown
}

type Handler = (call: RecordedCall) => MockReply<Endpoint> | Promise<MockReply<Endpoint>>

function matches(endpoint: Endpoint, method: string, path: string): boolean {
  if (endpoint.method !== method) return false
  const pattern = new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`)
  return pattern.test(path)
}

/** A streamed answer (docs/product-rules.md, "Streamed answers"): its events, then the answer. */
function eventStream({
  events = [],
  eventGapMs = 0,
  message,
  data,
}: {
  events?: unknown[]
  eventGapMs?: number
  message: string
  data: unknown
}) {
  const encoder = new TextEncoder()
  const frames = [
    ...events.map((event) => `data: ${JSON.stringify(event)}\n\n`),
    `event: done\ndata: ${JSON.stringify({ message, data })}\n\n`,
  ]
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const frame of frames) {
        if (eventGapMs) await new Promise((resolve) => setTimeout(resolve, eventGapMs))
        controller.enqueue(encoder.encode(frame))
      }
      controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
}

/**
 * A network for stories and component tests: answers by endpoint declaration, through the
 * SDK's real client (so headers, query strings and validation run as in production).
 *
 * @example
 * const api = createMockApi().on(login, () => ({ message: 'Welcome back.', data: authResult }))
 * render(<AllyProvider client={api.client}><Login /></AllyProvider>)
 */
export function createMockApi(
  storage = { local: createMemoryStorage(), session: createMemoryStorage() },
) {
  const handlers: [Endpoint, Handler][] = []
  const calls: RecordedCall[] = []

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    const method = init.method ?? 'GET'
    const found = [...handlers]
      .reverse()
      .find(([endpoint]) => matches(endpoint, method, url.pathname))
    if (!found) {
      return new Response(JSON.stringify({ message: `No mock for ${method} ${url.pathname}` }), {
        status: 404,
      })
    }
    const raw = init.body
    const call: RecordedCall = {
      endpoint: found[0],
      path: url.pathname,
      query: url.searchParams,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    }
    calls.push(call)
    const reply = await found[1](call)
    if ('events' in reply && /text\/event-stream/.test(call.headers.accept ?? '')) {
      return eventStream(reply)
    }
    const [status, body] =
      'status' in reply
        ? [reply.status, reply.body]
        : [200, { message: reply.message, data: reply.data }]
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }

  const client: AllyClient = createAllyClient({
    baseUrl: 'http://ally.test',
    accessKey: 'pk_test_mock',
    fetch,
    storage,
    logger: { error: () => undefined },
  })

  const api = {
    client,
    storage,
    calls,
    /** Answer this endpoint from now on (the latest handler wins). */
    on<E extends Endpoint>(
      endpoint: E,
      reply: MockReply<E> | ((call: RecordedCall) => MockReply<E> | Promise<MockReply<E>>),
    ) {
      handlers.push([endpoint, (typeof reply === 'function' ? reply : () => reply) as Handler])
      return api
    },
    /** The calls made to one endpoint, oldest first. */
    callsTo(endpoint: Endpoint) {
      return calls.filter((call) => call.endpoint === endpoint)
    },
  }
  return api
}

export type MockApi = ReturnType<typeof createMockApi>
