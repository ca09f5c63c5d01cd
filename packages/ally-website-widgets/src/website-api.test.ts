import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMemoryStorage, Deal } from '@ally/sdk'
import { sampleOf } from '@ally/sdk/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWebsiteApi } from './website-api'

let status = 200
let payload: unknown = { message: 'ok', data: null }
let last: { url: string; body: string } = { url: '', body: '' }
const server = createServer((req: IncomingMessage, res) => {
  let body = ''
  req.on('data', (c: Buffer) => {
    body += c
  })
  req.on('end', () => {
    last = { url: req.url ?? '', body }
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(payload))
  })
})

let site: ReturnType<typeof createWebsiteApi>
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const logger = { error: () => undefined }
  site = createWebsiteApi({
    baseUrl: `http://127.0.0.1:${port}`,
    accessKey: 'pk',
    storage: createMemoryStorage(),
    logger,
  })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('website widgets api', () => {
  it("says 'Subscribed', or 'error' when the newsletter signup fails", async () => {
    status = 200
    payload = { message: 'Subscribed to the newsletter', data: null }
    expect(await site.subscribe('ada@example.com')).toEqual({ ok: true, message: 'Subscribed' })
    expect(JSON.parse(last.body)).toEqual({ email: 'ada@example.com' })
    status = 500
    payload = { message: 'boom' }
    expect(await site.subscribe('ada@example.com')).toEqual({ ok: false, message: 'error' })
    expect(await site.subscribe('not-an-email')).toEqual({ ok: false, message: 'error' })
  })

  it("says 'Message sent', or 'An error occurred'", async () => {
    status = 200
    payload = { message: 'ok', data: null }
    const input = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }
    expect(await site.contact(input)).toEqual({ ok: true, message: 'Message sent' })
    status = 400
    payload = { message: 'Invalid' }
    expect(await site.contact(input)).toEqual({ ok: false, message: 'An error occurred' })
  })

  it('asks for 4 hot deals of page 1, and shows none when they fail to load', async () => {
    status = 200
    const deals = [sampleOf(Deal, { seed: 1 }), sampleOf(Deal, { seed: 2 })]
    payload = {
      message: 'ok',
      data: { deals, pagination: { page: 1, limit: 4, total: 2, totalPages: 1 } },
    }
    expect(await site.hotDeals()).toEqual(deals)
    expect(last.url).toBe('/api/v1/website/deals?limit=4&page=1')
    status = 503
    expect(await site.hotDeals()).toEqual([])
  })
})
