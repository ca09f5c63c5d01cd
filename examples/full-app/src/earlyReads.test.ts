import {
  createAllyConnection,
  createMemoryStorage,
  dashboardSummary,
  getProfile,
  listChannels,
  listVendors,
} from '@ally/sdk'
import { createTestToken, sampleOf } from '@ally/sdk/testing'
import { describe, expect, it } from 'vitest'
import { withEarlyReads } from './earlyReads'

const ENDPOINTS = [getProfile, listChannels, dashboardSummary, listVendors]

/** A connection to a fake server that records the paths it was asked for, and whose token. */
function connectionTo(loggedIn: boolean) {
  const asked: { path: string; token: string | null }[] = []
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://ally.test').pathname
    const token = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? null
    asked.push({ path, token })
    const endpoint = ENDPOINTS.find((candidate) => candidate.path === path)
    if (!endpoint) return Response.json({ message: 'Not found' }, { status: 404 })
    return Response.json({ message: 'ok', data: sampleOf(endpoint.response) })
  }
  const connection = createAllyConnection({
    baseUrl: 'http://ally.test',
    accessKey: 'pk_test',
    storage: createMemoryStorage(),
    fetch: fetch as typeof globalThis.fetch,
  })
  const token = createTestToken()
  if (loggedIn) connection.session.save({ token, user: sampleOf(getProfile.response).user })
  return { connection, asked, token }
}

describe('withEarlyReads', () => {
  it("starts the dashboard's first reads at once and hands each answer to the screen's request", async () => {
    const { connection, asked, token } = connectionTo(true)
    const early = withEarlyReads(connection, '/dashboard')
    expect(asked.map((read) => read.path)).toEqual([
      '/api/v1/ldb/profile',
      '/api/v1/ldb/social/channels',
      '/api/v1/ldb/dashboard/summary',
    ])
    expect(asked.every((read) => read.token === token)).toBe(true)

    const summary = await early.request(dashboardSummary)
    await early.request(getProfile, {}, { token })
    await early.request(listChannels, {})
    expect(asked).toHaveLength(3)
    expect(summary.data).toEqual(sampleOf(dashboardSummary.response))
  })

  it('hands an answer out once: a later read of the same endpoint asks the server', async () => {
    const { connection, asked } = connectionTo(true)
    const early = withEarlyReads(connection, '/dashboard/vendors')
    expect(asked.map((read) => read.path)).toEqual([
      '/api/v1/ldb/profile',
      '/api/v1/ldb/social/channels',
    ])
    await early.request(listChannels)
    await early.request(listChannels)
    expect(asked.map((read) => read.path)).toEqual([
      '/api/v1/ldb/profile',
      '/api/v1/ldb/social/channels',
      '/api/v1/ldb/social/channels',
    ])
  })

  it('asks the server for reads with input, for another user, and for endpoints not read early', async () => {
    const { connection, asked } = connectionTo(true)
    const early = withEarlyReads(connection, '/dashboard')
    await early.request(getProfile, {}, { token: createTestToken({ payload: { sub: 'other' } }) })
    await early.request(listVendors, { query: { limit: 5 } })
    expect(asked.slice(3).map((read) => read.path)).toEqual([getProfile.path, listVendors.path])
  })

  it('reads nothing for a visitor who is not logged in, or on a page without early reads', () => {
    const guest = connectionTo(false)
    expect(withEarlyReads(guest.connection, '/dashboard')).toBe(guest.connection)
    const owner = connectionTo(true)
    expect(withEarlyReads(owner.connection, '/login')).toBe(owner.connection)
    expect(guest.asked).toEqual([])
    expect(owner.asked).toEqual([])
  })
})
