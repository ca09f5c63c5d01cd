import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/http-server'
import { login } from '../contract/auth'
import { vendorLogin } from '../contract/vendor-account'
import { createMemoryStorage } from '../session/storage'
import { createTestToken, sampleOf } from '../testing'
import { logout } from './logout'
import { createAllyRequest } from './request'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const requestTo = (baseUrl: string) =>
  createAllyRequest({
    baseUrl,
    accessKey: 'pk_test',
    storage: createMemoryStorage(),
    logger: { error: () => undefined },
  })

describe('logout', () => {
  it('forgets the session and asks the server to end it with its token', async () => {
    const request = requestTo(server.url)
    const token = createTestToken()
    request.session.save({ ...sampleOf(login.response), token })
    server.reply(() => ({ body: { message: 'You are logged out.', data: null } }))

    const done = logout(request)
    // Gone before the server answers: the page can move on at once.
    expect(request.session.get()).toBeNull()
    await done
    const call = server.requests.at(-1)
    expect([call?.method, call?.path, call?.headers.authorization]).toEqual([
      'POST',
      '/api/v1/ldb/auth/logout',
      `Bearer ${token}`,
    ])
  })

  it('logs a vendor out of the vendor session only', async () => {
    const request = requestTo(server.url)
    request.session.save({ ...sampleOf(login.response), token: createTestToken() })
    request.vendorSession.save({ ...sampleOf(vendorLogin.response), token: createTestToken() })
    await logout(request, { realm: 'vendor' })
    expect(request.vendorSession.get()).toBeNull()
    expect(request.session.get()).not.toBeNull()
    expect(server.requests.at(-1)?.path).toBe('/api/v1/vendor/auth/logout')
  })

  it('forgets the session even when the server cannot be reached', async () => {
    // Nothing listens on port 9 of this machine.
    const request = requestTo('http://127.0.0.1:9')
    request.session.save({ ...sampleOf(login.response), token: createTestToken() })
    await expect(logout(request)).resolves.toBeUndefined()
    expect(request.session.get()).toBeNull()
  })

  it('does not call the server when there is no live session', async () => {
    const request = requestTo(server.url)
    const before = server.requests.length
    await logout(request)
    expect(server.requests.length).toBe(before)
  })
})
