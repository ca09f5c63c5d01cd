import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../../test/http-server'
import { login, resetPassword } from '../contract/auth'
import { getProfile } from '../contract/profile'
import type { updatePurchaseOrder } from '../contract/purchase-orders'
import { listVendors } from '../contract/vendors'
import { deleteDeal } from '../contract/website'
import { createMemoryStorage } from '../session/storage'
import { createTestToken, sampleOf } from '../testing'
import { createAllyClient } from './client'
import {
  AllyApiError,
  AllyNetworkError,
  AllyValidationError,
  getErrorMessage,
  isAllyApiError,
  isAllyNetworkError,
  isAllyValidationError,
} from './errors'
import { createAllyConnection, createAllyRequest, fillPath, toQueryString } from './request'

let server: TestServer
const logger = { error: vi.fn() }
// Answers login and the profile alike: the settings only the profile carries are dropped from a
// login's answer like any unknown field.
const authResult = () => ({
  ...sampleOf(login.response),
  settings: sampleOf(getProfile.response).settings,
})

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => logger.error.mockReset())

/** A test server's config, with a storage of its own. */
const testConfig = () => ({
  baseUrl: server.url,
  accessKey: 'pk_test',
  storage: createMemoryStorage(),
  logger,
})
const makeClient = () => createAllyClient(testConfig())

describe('query strings', () => {
  it('leaves out undefined, null and empty values but keeps 0 and false', () => {
    expect(
      toQueryString({ limit: 0, search: '', vendor: undefined, taId: null, late: false }),
    ).toBe('?limit=0&late=false')
    expect(toQueryString({})).toBe('')
    expect(toQueryString({ tag: ['a', '', 'b c'] })).toBe('?tag=a&tag=b+c')
  })

  it('is sent without the empty filters', async () => {
    server.reply({ body: { message: 'ok', data: sampleOf(listVendors.response) } })
    await makeClient().vendors.listVendors({ query: { limit: 20, search: '', page: undefined } })
    expect(server.last().search).toBe('limit=20')
  })
})

describe('path params', () => {
  it('are encoded, and a missing one is a request error before anything is sent', async () => {
    expect(fillPath('/po/update/:id', { id: 'a/b c' })).toBe('/po/update/a%2Fb%20c')
    const count = server.requests.length
    const error = await makeClient()
      .purchaseOrders.updatePurchaseOrder({ params: { id: '' }, body: {} })
      .catch((e: unknown) => e)
    expect(isAllyValidationError(error) && error.issues).toEqual([
      { path: 'params.id', message: 'Required' },
    ])
    expect(server.requests.length).toBe(count)
  })
})

describe('a connection', () => {
  it('calls any endpoint with the bearer of the session it keeps, and binds none', async () => {
    const connection = createAllyConnection(testConfig())
    expect(Object.keys(connection).sort()).toEqual(['request', 'session', 'vendorSession'])
    const token = createTestToken({ expiresInSeconds: 60 })
    connection.session.save({ token, user: authResult().user })
    expect(connection.request.session.getToken()).toBe(token)

    server.reply({ body: { message: 'ok', data: authResult() } })
    const { data } = await connection.request(getProfile)
    expect(data.user.email).toBe(authResult().user.email)
    expect(server.last().headers.authorization).toBe(`Bearer ${token}`)
  })
})

describe('the bearer token', () => {
  it('is sent while the stored token is live, and not once it expired or has no exp', async () => {
    const client = makeClient()
    server.reply({ body: { message: 'ok', data: authResult() } })

    const live = createTestToken({ expiresInSeconds: 60 })
    client.session.save({ token: live, user: authResult().user })
    await client.profile.getProfile()
    expect(server.last().headers.authorization).toBe(`Bearer ${live}`)

    client.session.save({
      token: createTestToken({ expiresInSeconds: -1 }),
      user: authResult().user,
    })
    await client.profile.getProfile()
    expect(server.last().headers.authorization).toBeUndefined()

    client.session.save({ token: 'a.b.c', user: authResult().user })
    await client.profile.getProfile()
    expect(server.last().headers.authorization).toBeUndefined()
  })

  it('is never sent on password reset, even when logged in', async () => {
    const client = makeClient()
    client.session.save({ token: createTestToken(), user: authResult().user })
    server.reply({ body: { message: 'Password changed', data: null } })
    const result = await client.auth.resetPassword({
      body: { token: 'reset-token', password: 'new-password-1' },
    })
    expect(server.last().headers.authorization).toBeUndefined()
    expect(result.message).toBe('Password changed')
  })

  it('can be given explicitly for one call (e.g. right after verification), or suppressed', async () => {
    const client = makeClient()
    server.reply({ body: { message: 'ok', data: authResult() } })
    await client.profile.getProfile(undefined, { token: 'explicit' })
    expect(server.last().headers.authorization).toBe('Bearer explicit')
    client.session.save({ token: createTestToken(), user: authResult().user })
    await client.profile.getProfile({}, { token: null })
    expect(server.last().headers.authorization).toBeUndefined()
  })

  it("is never a stored login's on the operator's calls: only the operator key given", async () => {
    const client = makeClient()
    client.session.save({ token: createTestToken(), user: authResult().user })
    server.reply({ body: { message: 'Deal removed', data: null } })
    await client.request(deleteDeal, { params: { id: 'deal-1' } })
    expect(server.last().headers.authorization).toBeUndefined()
    await client.request(deleteDeal, { params: { id: 'deal-1' } }, { token: 'ok_operator_key' })
    expect(server.last().headers.authorization).toBe('Bearer ok_operator_key')
  })
})

describe('failures', () => {
  it('rejects with the server JSON body and status', async () => {
    server.reply({
      status: 409,
      body: {
        message: 'This vendor is already in your list',
        errors: [{ path: 'vendors.0.email', message: 'Taken' }],
      },
    })
    const error = await makeClient()
      .vendors.inviteVendors({ body: { vendors: [{ name: 'Acme', email: 'a@acme.test' }] } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AllyApiError)
    expect(isAllyApiError(error) && { status: error.status, body: error.body }).toEqual({
      status: 409,
      body: {
        message: 'This vendor is already in your list',
        errors: [{ path: 'vendors.0.email', message: 'Taken' }],
      },
    })
    expect(getErrorMessage(error)).toBe('This vendor is already in your list')
    expect(logger.error).not.toHaveBeenCalled()
  })

  it("logs only 'Permission denied!' on a 401, and keeps the session", async () => {
    const client = makeClient()
    const session = { token: createTestToken(), user: authResult().user }
    client.session.save(session)
    server.reply({ status: 401, body: { message: 'Token expired' } })
    const error = await client.profile.getProfile().catch((e: unknown) => e)
    expect(isAllyApiError(error) && error.status).toBe(401)
    expect(logger.error.mock.calls).toEqual([['Permission denied!']])
    expect(client.session.get()).toEqual(session)
  })

  it('turns a body that is not JSON into an API error with a readable message', async () => {
    server.reply({ status: 502, body: '<html>Bad gateway</html>' })
    const error = await makeClient()
      .profile.getProfile()
      .catch((e: unknown) => e)
    expect(isAllyApiError(error) && [error.status, error.message]).toEqual([
      502,
      'Request failed with status 502',
    ])
  })

  it('rejects a successful answer that is not the JSON envelope with a validation error', async () => {
    server.reply({ status: 200, body: 'OK' })
    const error = await makeClient()
      .profile.getProfile()
      .catch((e: unknown) => e)
    expect(isAllyValidationError(error) && error.source).toBe('response')
    expect(getErrorMessage(error)).toBe('The server sent an unexpected answer.')
  })

  it('names the path of a response field that does not match its schema', async () => {
    const data = authResult()
    server.reply({ body: { message: 'ok', data: { ...data, user: { ...data.user, email: 42 } } } })
    const error = await makeClient()
      .auth.login({ body: { email: 'a@b.co', password: 'secret-pass' } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AllyValidationError)
    expect(isAllyValidationError(error) && error.issues).toEqual([
      { path: 'data.user.email', message: 'Expected string' },
    ])
    expect((error as Error).message).toContain('data.user.email')
  })

  it('checks the body before sending it and names each bad field', async () => {
    const count = server.requests.length
    const error = await makeClient()
      .auth.signup({
        // @ts-expect-error: lastName is missing, on purpose
        body: { firstName: 'Ada', email: 'not-an-email', password: 'short', businessName: 'Acme' },
      })
      .catch((e: unknown) => e)
    expect(isAllyValidationError(error) && error.issues).toEqual([
      { path: 'body.lastName', message: 'Required' },
      { path: 'body.email', message: 'Must be a valid e-mail address' },
      { path: 'body.password', message: 'Must be at least 8 characters' },
    ])
    expect(getErrorMessage(error)).toBe('Required')
    expect(server.requests.length).toBe(count)
  })

  it('logs and rejects network errors with their own type', async () => {
    const closed = await startTestServer()
    await closed.close()
    const client = createAllyClient({
      baseUrl: closed.url,
      accessKey: 'k',
      storage: createMemoryStorage(),
      logger,
    })
    const error = await client.profile.getProfile().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AllyNetworkError)
    expect(isAllyNetworkError(error)).toBe(true)
    expect(logger.error).toHaveBeenCalledTimes(1)
    expect(getErrorMessage(error)).toBe('Could not reach the server. Check your connection.')
  })

  it('passes an abort through without logging it', async () => {
    server.reply({ body: { message: 'ok', data: authResult() } })
    const controller = new AbortController()
    controller.abort()
    const error = await makeClient()
      .profile.getProfile(undefined, { signal: controller.signal })
      .catch((e: unknown) => e)
    expect((error as Error).name).toBe('AbortError')
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('recognises errors by kind across copies of the SDK', () => {
    const foreign = Object.assign(new Error('x'), { kind: 'AllyApiError', status: 500 })
    expect(isAllyApiError(foreign)).toBe(true)
    expect(isAllyApiError(new Error('x'))).toBe(false)
    expect(isAllyApiError(null)).toBe(false)
  })
})

describe('createAllyRequest', () => {
  it('calls single endpoints without the whole client', async () => {
    const request = createAllyRequest({
      baseUrl: server.url,
      accessKey: 'pk',
      storage: createMemoryStorage(),
    })
    server.reply({
      body: { message: 'Logged in', data: { ...authResult(), token: createTestToken() } },
    })
    const { data, message } = await request(login, { body: { email: 'a@b.co', password: 'pw' } })
    expect(message).toBe('Logged in')
    request.session.save(data, { remember: true })
    server.reply({
      body: { message: 'ok', data: { user: data.user, settings: authResult().settings } },
    })
    await request(getProfile)
    expect(server.last().headers.authorization).toBe(`Bearer ${data.token}`)
  })

  it('is typed from the declaration', () => {
    const request = createAllyRequest({
      baseUrl: '',
      accessKey: 'k',
      storage: createMemoryStorage(),
    })
    type Login = Awaited<ReturnType<typeof request<typeof login>>>
    expectTypeOf<Login['data']['token']>().toEqualTypeOf<string>()
    expectTypeOf<Parameters<typeof request<typeof updatePurchaseOrder>>[1]>().toMatchTypeOf<{
      params: { id: string }
    }>()
    // @ts-expect-error: reset needs a body
    void (() => request(resetPassword))
  })
})
