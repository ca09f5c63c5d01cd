import { AllyApiError, createAllyRequest, defineEndpoint } from '@ally/sdk'
import { streamRequest } from '@ally/sdk/stream'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { handleError } from './error-handler'
import { badRequest } from './errors'
import { implement, registerImplementations } from './implement'

// Streamed answers over a real socket (docs/product-rules.md, "Streamed answers"): what fails
// before the first event is a plain failure with its status, what fails after is the stream's
// last event, and a caller that did not ask for events gets the plain JSON answer.

const countdown = defineEndpoint({
  method: 'POST',
  path: '/api/v1/test/countdown',
  summary: 'Counts down, then says what it counted',
  auth: 'none',
  body: z.object({ from: z.number(), failAt: z.optional(z.number()) }),
  response: z.object({ counted: z.number() }),
  stream: z.object({ left: z.number() }),
})

const app = Fastify({ logger: false })
let request: ReturnType<typeof createAllyRequest>
let base = ''

beforeAll(async () => {
  app.setErrorHandler(handleError)
  registerImplementations(
    app,
    [
      implement(countdown, async ({ body, emit }) => {
        if (body.from < 0) throw badRequest('body.from: must not be negative')
        for (let left = body.from; left > 0; left--) {
          if (left === body.failAt) throw new Error('the database went away')
          emit({ left })
          // The events leave one by one, not gathered at the end.
          await new Promise((resolve) => setTimeout(resolve, 2))
        }
        return { message: 'Counted', data: { counted: body.from } }
      }),
    ],
    async () => null,
  )
  base = await app.listen({ port: 0, host: '127.0.0.1' })
  request = createAllyRequest({ baseUrl: base, accessKey: 'pk_test' })
})
afterAll(() => app.close())

const streamed = async (body: { from: number; failAt?: number }) => {
  const events: number[] = []
  const result = await streamRequest(
    request,
    countdown,
    { body },
    {
      onEvent: (event) => events.push(event.left),
    },
  ).catch((error: unknown) => error)
  return { events, result }
}

describe('a streamed answer', () => {
  it('sends each event as it is emitted, then the answer', async () => {
    expect(await streamed({ from: 3 })).toEqual({
      events: [3, 2, 1],
      result: { message: 'Counted', data: { counted: 3 } },
    })
    const raw = await fetch(`${base}/api/v1/test/countdown`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ from: 1 }),
    })
    expect(raw.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(raw.headers.get('cache-control')).toBe('no-store')
    expect(await raw.text()).toBe(
      'data: {"left":1}\n\nevent: done\ndata: {"message":"Counted","data":{"counted":1}}\n\n',
    )
  })

  it('fails with its status before the first event, and as the last event after it', async () => {
    const early = await streamed({ from: -1 })
    expect(early.result).toBeInstanceOf(AllyApiError)
    expect((early.result as AllyApiError).status).toBe(400)

    const late = await streamed({ from: 3, failAt: 1 })
    expect(late.events).toEqual([3, 2])
    expect(late.result).toBeInstanceOf(AllyApiError)
    expect((late.result as AllyApiError).status).toBe(500)
    // Our own failure tells nothing of what went wrong inside.
    expect((late.result as AllyApiError).message).toBe('Something went wrong on our side.')
  })

  it('answers plain JSON to a caller that did not ask for events', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/countdown',
      payload: { from: 2 },
    })
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ message: 'Counted', data: { counted: 2 } })
  })
})
