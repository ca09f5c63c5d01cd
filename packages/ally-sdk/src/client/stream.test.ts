import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../../test/http-server'
import { sendAiMessage } from '../contract/chat'
import { createMemoryStorage } from '../session/storage'
import { sampleOf } from '../testing'
import { AllyApiError, AllyNetworkError, AllyValidationError } from './errors'
import { createAllyRequest } from './request'
import { streamRequest } from './stream'

// A streamed answer read over a real socket (docs/product-rules.md, "Streamed answers"): the
// events as they come, split anywhere, and the same answer or failure as a plain call.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const request = () =>
  createAllyRequest({
    baseUrl: server.url,
    accessKey: 'pk_test',
    storage: createMemoryStorage(),
    logger: { error: vi.fn() },
  })
const input = {
  body: {
    conversationId: sampleOf(sendAiMessage.response).message.conversationId,
    message: 'What is late?',
  },
}
const answer = sampleOf(sendAiMessage.response)
const done = `event: done\ndata: ${JSON.stringify({ message: 'Answered', data: answer })}\n\n`

async function collect() {
  const texts: string[] = []
  const result = await streamRequest(request(), sendAiMessage, input, {
    onEvent: (event) => texts.push(event.text),
  })
  return { texts, result }
}

describe('streamRequest', () => {
  it('hands over each event as it comes, then resolves with the answer', async () => {
    server.reply({
      chunks: [
        ': a comment is skipped\n\n',
        'data: {"text":"Two "}\n\n',
        // Split in the middle of a frame, and of a CRLF.
        'data: {"te',
        'xt":"things\\nare late."}\r',
        '\n\r\n',
        done.slice(0, 20),
        done.slice(20),
      ],
    })
    const { texts, result } = await collect()
    expect(texts).toEqual(['Two ', 'things\nare late.'])
    expect(result).toEqual({ message: 'Answered', data: answer })
    expect(server.last().headers.accept).toBe('text/event-stream')
    expect(server.last().headers['access-key']).toBe('pk_test')
    expect(server.last().json()).toEqual(input.body)
  })

  it('decodes a character split between two pieces', async () => {
    const bytes = new TextEncoder().encode('data: {"text":"Lagos → Kano"}\n\n')
    // The arrow's three bytes arrive in two pieces.
    const cut = bytes.indexOf(0xe2) + 1
    const fetchPieces: typeof fetch = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(bytes.subarray(0, cut))
            controller.enqueue(bytes.subarray(cut))
            controller.enqueue(new TextEncoder().encode(done))
            controller.close()
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      )
    const texts: string[] = []
    const pieces = createAllyRequest({ baseUrl: server.url, accessKey: 'pk', fetch: fetchPieces })
    await streamRequest(pieces, sendAiMessage, input, {
      onEvent: (event) => texts.push(event.text),
    })
    expect(texts).toEqual(['Lagos → Kano'])
  })

  it('fails as a plain call does, before and after the stream began', async () => {
    server.reply({
      status: 429,
      body: { message: 'The co-pilot has answered 120 questions this hour.' },
    })
    const early = await collect().catch((error: unknown) => error)
    expect(early).toBeInstanceOf(AllyApiError)
    expect((early as AllyApiError).status).toBe(429)

    server.reply({
      chunks: [
        'data: {"text":"Half "}\n\n',
        'event: error\ndata: {"status":500,"message":"Something went wrong on our side."}\n\n',
      ],
    })
    const texts: string[] = []
    const late = await streamRequest(request(), sendAiMessage, input, {
      onEvent: (event) => texts.push(event.text),
    }).catch((error: unknown) => error)
    expect(texts).toEqual(['Half '])
    expect(late).toBeInstanceOf(AllyApiError)
    expect((late as AllyApiError).status).toBe(500)
    expect((late as AllyApiError).message).toBe('Something went wrong on our side.')
  })

  it('says a stream that ends without its answer was cut off', async () => {
    server.reply({ chunks: ['data: {"text":"Two "}\n\n'] })
    await expect(collect()).rejects.toBeInstanceOf(AllyNetworkError)
  })

  it('refuses an event that does not match the contract', async () => {
    server.reply({ chunks: ['data: {"words":3}\n\n', done] })
    const error = await collect().catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(AllyValidationError)
    expect((error as AllyValidationError).issues[0]?.path).toBe('event.text')
  })

  it('reads a plain JSON answer from a server that does not stream', async () => {
    server.reply({ body: { message: 'Answered', data: answer } })
    const { texts, result } = await collect()
    expect(texts).toEqual([])
    expect(result.data.reply.id).toBe(answer.reply.id)
  })
})
