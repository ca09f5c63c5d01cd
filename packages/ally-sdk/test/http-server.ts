import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  /** Path without the query string. */
  path: string
  /** The raw query string, without `?`. */
  search: string
  headers: IncomingHttpHeaders
  body: Buffer
  json(): unknown
}

export interface Reply {
  status?: number
  /** An object is sent as JSON; a string as it is. */
  body?: unknown
  contentType?: string
  /** Sent piece by piece, a moment apart, instead of `body`: a streamed answer as it comes. */
  chunks?: string[]
}

/**
 * A real HTTP server on a loopback port: the SDK's tests go through `fetch`, sockets and HTTP
 * parsing exactly as an app would, and see what actually went over the wire.
 */
export async function startTestServer() {
  const requests: RecordedRequest[] = []
  let next: (request: RecordedRequest) => Reply = () => ({ body: { message: 'ok', data: null } })

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const body = Buffer.concat(chunks)
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        search: url.search.replace(/^\?/, ''),
        headers: req.headers,
        body,
        json: () => JSON.parse(body.toString('utf8')),
      }
      requests.push(recorded)
      const reply = next(recorded)
      if (reply.chunks) {
        res.writeHead(reply.status ?? 200, {
          'content-type': reply.contentType ?? 'text/event-stream',
        })
        void (async () => {
          for (const chunk of reply.chunks ?? []) {
            res.write(chunk)
            await new Promise((resolve) => setTimeout(resolve, 5))
          }
          res.end()
        })()
        return
      }
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
      res.writeHead(reply.status ?? 200, {
        'content-type':
          reply.contentType ?? (typeof reply.body === 'string' ? 'text/html' : 'application/json'),
      })
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What the server answers from now on. */
    reply(handler: Reply | ((request: RecordedRequest) => Reply)) {
      next = typeof handler === 'function' ? handler : () => handler
    },
    last(): RecordedRequest {
      const request = requests.at(-1)
      if (!request) throw new Error('No request reached the test server')
      return request
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>
