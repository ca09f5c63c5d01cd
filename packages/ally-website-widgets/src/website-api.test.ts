// @vitest-environment node
import { WEBSITE_PATHS } from '@ally/sdk/website'
import { describe, expect, it } from 'vitest'
import { dealsPage, fakeSite, invalid, ok, sampleDeals } from './testing/fakeSite'
import { createWebsiteApi } from './website-api'

describe('subscribe', () => {
  it("says 'Subscribed', with the access key and no Authorization", async () => {
    const site = fakeSite(() => ok())
    const result = await site.api.subscribe({ email: ' ada@example.com ', source: 'blog' })
    expect(result).toEqual({ ok: true, message: 'Subscribed', fieldErrors: {}, status: 200 })
    const [call] = site.calls
    expect(call?.method).toBe('POST')
    expect(call?.url.href).toBe(`https://api.example.com${WEBSITE_PATHS.newsletter}`)
    expect(call?.headers['access-key']).toBe('pk_test')
    expect(call?.headers['content-type']).toBe('application/json')
    expect(call?.headers).not.toHaveProperty('authorization')
    // Trimmed, and the empty name left out: the server rejects empty strings.
    expect(call?.body).toEqual({ email: 'ada@example.com', source: 'blog' })
  })

  it("says 'error' on any failure, with the 400's field errors by field name", async () => {
    const site = fakeSite(() => invalid({ email: 'Invalid email address' }))
    expect(await site.api.subscribe({ email: 'ada@' })).toEqual({
      ok: false,
      message: 'error',
      fieldErrors: { email: 'Invalid email address' },
      status: 400,
    })
  })

  it('tells a rate limit (429) and an unreachable server apart only by status', async () => {
    const limited = fakeSite(() => ({ status: 429, body: { message: 'Too many requests' } }))
    expect(await limited.api.subscribe({ email: 'ada@example.com' })).toEqual({
      ok: false,
      message: 'error',
      fieldErrors: {},
      status: 429,
    })
    const offline = fakeSite(() => 'offline')
    expect(await offline.api.subscribe({ email: 'ada@example.com' })).toEqual({
      ok: false,
      message: 'error',
      fieldErrors: {},
    })
  })

  it('survives a failure body that is not JSON or names odd paths', async () => {
    const site = fakeSite(() => ({
      status: 400,
      body: { message: 'x', errors: [{ path: 'body.name.0', message: 'Too long' }, { bad: 1 }] },
    }))
    expect((await site.api.subscribe({ email: 'a@b.co' })).fieldErrors).toEqual({
      name: 'Too long',
    })
    const html = createWebsiteApi({
      baseUrl: 'https://api.example.com/',
      accessKey: 'k',
      fetch: async () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
    })
    expect(await html.subscribe({ email: 'a@b.co' })).toMatchObject({ ok: false, status: 502 })
  })
})

describe('contact', () => {
  const input = { name: 'Ada', email: 'ada@example.com', message: 'Hello', company: '  ' }

  it("says 'Message sent' and sends the honeypot empty", async () => {
    const site = fakeSite(() => ok())
    expect(await site.api.contact(input)).toMatchObject({ ok: true, message: 'Message sent' })
    expect(site.calls[0]?.url.pathname).toBe(WEBSITE_PATHS.contact)
    expect(site.calls[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      website: '',
    })
  })

  it('sends a filled honeypot as it is, so the server can drop the message', async () => {
    const site = fakeSite(() => ok())
    await site.api.contact({ ...input, website: ' http://spam.example ' })
    expect(site.calls[0]?.body).toMatchObject({ website: ' http://spam.example ' })
  })

  it("says 'An error occurred', with field errors", async () => {
    const site = fakeSite(() => invalid({ message: 'Too long' }))
    expect(await site.api.contact(input)).toEqual({
      ok: false,
      message: 'An error occurred',
      fieldErrors: { message: 'Too long' },
      status: 400,
    })
  })
})

describe('hotDeals', () => {
  it('asks for 4 deals of page 1 by default and answers with the list', async () => {
    const site = fakeSite(() => dealsPage(sampleDeals))
    const result = await site.api.hotDeals()
    expect(result).toEqual({
      state: 'loaded',
      deals: sampleDeals,
      pagination: { page: 1, limit: 4, total: 4, totalPages: 1 },
    })
    const [call] = site.calls
    expect(call?.method).toBe('GET')
    expect(`${call?.url.pathname}${call?.url.search}`).toBe(`${WEBSITE_PATHS.deals}?limit=4&page=1`)
    expect(call?.headers['access-key']).toBe('pk_test')
    expect(call?.headers).not.toHaveProperty('content-type')
  })

  it('passes a limit and page, and ignores ones the server would reject', async () => {
    const site = fakeSite(() => dealsPage([]))
    await site.api.hotDeals({ limit: 8, page: 2 })
    await site.api.hotDeals({ limit: 0, page: 1.5 })
    await site.api.hotDeals({ limit: 500 })
    expect(site.calls.map((call) => call.url.search)).toEqual([
      '?limit=8&page=2',
      '?limit=4&page=1',
      '?limit=100&page=1',
    ])
  })

  it('tells an empty list from a failure', async () => {
    expect(await fakeSite(() => dealsPage([])).api.hotDeals()).toMatchObject({ state: 'empty' })
    expect(await fakeSite(() => ({ status: 503 })).api.hotDeals()).toEqual({
      state: 'error',
      deals: [],
      status: 503,
    })
    expect(await fakeSite(() => 'offline').api.hotDeals()).toEqual({ state: 'error', deals: [] })
    // A 200 without the list is not "no deals".
    expect(await fakeSite(() => ok({})).api.hotDeals()).toMatchObject({ state: 'error' })
  })
})
