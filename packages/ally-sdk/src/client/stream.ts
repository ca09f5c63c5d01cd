import type {
  Endpoint,
  EndpointData,
  EndpointEvent,
  EndpointInput,
  Envelope,
} from '../contract/define'
import { readEnvelope, toFailureBody, validate } from './envelope'
import { AllyApiError, AllyNetworkError, AllyValidationError } from './errors'
import type { AllyRequest, CallOptions } from './request'

// Streamed answers (docs/product-rules.md, "Streamed answers"): the server-sent events of one
// call, read with fetch and web streams only, so the same code runs in a browser, a worker or
// Node, and nothing runs at import (safe during server rendering).

export interface StreamOptions<E extends Endpoint> extends CallOptions {
  /** Each event as it arrives, checked against the endpoint's `stream` schema. */
  onEvent: (event: EndpointEvent<E>) => void
}

interface Frame {
  event: string
  data: string
}

/** The events of a `text/event-stream` body, as the HTML standard parses them. */
async function* framesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Frame> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let event = ''
  let data: string[] = []
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      // A `\r` at the very end may be half of a `\r\n`: it waits for the next piece.
      const cut = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length
      const lines = buffer.slice(0, cut).split(/\r\n|\r|\n/)
      buffer = (lines.pop() ?? '') + buffer.slice(cut)
      for (const line of lines) {
        if (line === '') {
          if (data.length) yield { event: event || 'message', data: data.join('\n') }
          event = ''
          data = []
          continue
        }
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') event = text
        else if (field === 'data') data.push(text)
      }
    }
  } finally {
    // Stopped early (the answer came, or a failure): the rest of the body is not wanted.
    void reader.cancel().catch(() => {})
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Calls an endpoint that streams, handing each event to `onEvent` as it comes, and resolves with
 * the same `{ message, data }` as a plain call. It fails as a plain call does (`AllyApiError` with
 * the status, also when the work failed after it began), and with `AllyNetworkError` when the
 * stream is cut off. A server that answers with plain JSON instead is read as such.
 *
 * @example
 * import { createAllyRequest, sendAiMessage } from '@ally/sdk'
 * import { streamRequest } from '@ally/sdk/stream'
 * const { data } = await streamRequest(request, sendAiMessage, { body: { conversationId, message } }, {
 *   onEvent: ({ text }) => process.stdout.write(text),
 * })
 */
export async function streamRequest<E extends Endpoint>(
  request: AllyRequest,
  endpoint: E,
  input: EndpointInput<E>,
  options: StreamOptions<E>,
): Promise<Envelope<EndpointData<E>>> {
  const context = `${endpoint.method} ${endpoint.path}`
  const response = await request.send(endpoint, input, {
    ...options,
    headers: { ...options.headers, accept: 'text/event-stream' },
  })
  const streamed = /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')
  try {
    if (!endpoint.stream || !response.ok || !streamed || !response.body) {
      return readEnvelope(endpoint, response, await response.text(), context) as Envelope<
        EndpointData<E>
      >
    }
    for await (const { event, data } of framesOf(response.body)) {
      if (event === 'done') {
        return readEnvelope(endpoint, response, data, context) as Envelope<EndpointData<E>>
      }
      const json = parsed(data)
      if (event === 'error') {
        const status = (json as { status?: unknown } | undefined)?.status
        const code = typeof status === 'number' ? status : 500
        throw new AllyApiError(code, toFailureBody(json, code))
      }
      options.onEvent(
        validate(endpoint.stream, json, 'response', 'event', context) as EndpointEvent<E>,
      )
    }
  } catch (cause) {
    if (cause instanceof AllyApiError || cause instanceof AllyValidationError) throw cause
    if (options.signal?.aborted) throw cause
    throw new AllyNetworkError(`The answer of ${context} was cut off`, { cause })
  }
  throw new AllyNetworkError(`The answer of ${context} was cut off`)
}
