import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type AllyApiError,
  type AllyClient,
  createAllyClient,
  createMemoryStorage,
  isAllyApiError,
} from '@ally/sdk'
import { listDevMail } from '@ally/sdk/dev'
import { inject } from 'vitest'
import { type BuildAppOptions, buildApp } from '../src/app'
import { type Database, openDatabase } from '../src/db/client'

export const ACCESS_KEY = 'pk_test_integration'
/** The operator key every harness takes (the website's deal editing, docs/website.md). */
export const OPERATOR_KEY = 'ok_test_operator_key_long_enough'
/** The password `verifiedVendor` registers vendors with. */
export const VENDOR_PASSWORD = 'Tin-roof-kettle-42'

/**
 * The databases every integration suite runs on, all real PostgreSQL: `embedded`, the PostgreSQL
 * 18 that `pnpm start` runs (global-setup.ts starts one for the run), and `postgres`,
 * DATABASE_URL's server when set (CI's PostgreSQL 15, the oldest supported).
 */
export type Engine = 'embedded' | 'postgres'
export const ENGINES: Engine[] = process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded']

/** The shared database of an engine; tests keep apart by using addresses of their own. */
export function databaseUrlFor(engine: Engine): string {
  const url = engine === 'embedded' ? inject('embeddedDatabaseUrl') : process.env.DATABASE_URL
  if (!url) throw new Error(`No database for the ${engine} engine (DATABASE_URL is not set)`)
  return url
}

/** Awaits a call that must fail with an API error, and returns that error. */
export function expectApiError(promise: Promise<unknown>): Promise<AllyApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => {
      if (!isAllyApiError(error)) throw error
      return error
    },
  )
}

let counter = 0
/** An address no other test uses, so tests share one database without seeing each other. */
/**
 * Polls `read` until `done` holds of its result, for work that goes on after a request answers
 * (the workflow engine runs steps in the background).
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > end) throw new Error(`Still not done after ${ms} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const uniqueEmail = (label = 'user') =>
  `${label}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.test`

/**
 * The real server on a real database, called through the real SDK: the client's `fetch` is
 * answered by `app.inject`, so no port is opened but every byte goes through both stacks.
 */
export async function startHarness(
  engine: Engine,
  overrides: Partial<Omit<BuildAppOptions, 'database'>> = {},
  {
    databaseUrl,
    database: given,
  }: {
    /** A database of the test's own (see scratch-database.ts) instead of the engine's shared one. */
    databaseUrl?: string
    /** An open database to run on instead (closed with the harness). */
    database?: Database
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-test-'))
  // One engine per test process, on its own name and executor, so that processes sharing the
  // database neither take up nor fire each other's runs (workflows/engine.ts).
  const workflowEngine = {
    name: `ally-test-${process.pid}`,
    executorId: `test-${process.pid}-${randomUUID()}`,
    appKey: randomUUID(),
    reconcileSchedules: false,
    lookForEvents: false,
  }
  const database =
    given ?? (await openDatabase({ url: databaseUrl ?? databaseUrlFor(engine), kind: engine }))
  const { app, context } = await buildApp({
    database,
    accessKeys: [ACCESS_KEY],
    secret: 'test-secret-that-is-long-enough-to-sign',
    dataDir,
    rateLimits: false,
    // Counters kept in a shared database or Redis must not carry over between test runs.
    rateLimitNamespace: `test-${randomUUID()}:`,
    operatorKey: OPERATOR_KEY,
    workflowEngine,
    // Mailboxes can be connected; they are read on connecting, never on a timer mid-test.
    channelKey: randomBytes(32),
    channelSyncEveryMs: 0,
    // Google is configured, at an address nothing answers: tests that reach it start their own.
    google: {
      clientId: 'ally-test.apps.googleusercontent.com',
      clientSecret: 'test-secret',
      endpoints: {
        authUrl: 'http://127.0.0.1:9/auth',
        tokenUrl: 'http://127.0.0.1:9/token',
        revokeUrl: 'http://127.0.0.1:9/revoke',
        gmailRoot: 'http://127.0.0.1:9/',
      },
    },
    ...overrides,
  })
  await app.ready()

  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    const body = init.body
    const payload =
      body instanceof Blob
        ? Buffer.from(await body.arrayBuffer())
        : body instanceof Uint8Array
          ? Buffer.from(body)
          : (body as string | undefined)
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: init.headers as Record<string, string>,
      payload,
    })
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    })
  }

  /** A fresh browser: its own storage, same server. */
  const client = (): AllyClient =>
    createAllyClient({
      baseUrl: 'http://ally.test',
      accessKey: ACCESS_KEY,
      fetch,
      storage: createMemoryStorage(),
      logger: { error: () => undefined },
    })

  const api = client()
  /** The newest mail to an address, from the dev outbox, read through the API. */
  async function lastMail(to: string) {
    const { data } = await api.request(listDevMail, { query: { to } })
    return data.items[0]
  }
  async function lastCode(to: string): Promise<string> {
    const mail = await lastMail(to)
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1]
    if (!code) throw new Error(`No code was e-mailed to ${to}`)
    return code
  }

  /** Signs up a new owner who has not entered the code yet; returns the logged-in client. */
  async function unverifiedOwner(label = 'owner') {
    const browser = client()
    const email = uniqueEmail(label)
    const { data } = await browser.auth.signup({
      body: {
        firstName: 'Ada',
        lastName: 'Obi',
        email,
        password: 'correct-horse-1',
        businessName: `${label} Ltd`,
      },
    })
    browser.session.save(data)
    return { browser, email, password: 'correct-horse-1', user: data.user }
  }

  /** Signs up a new owner and verifies the account; returns the logged-in client. */
  async function signedUpOwner(label = 'owner') {
    const owner = await unverifiedOwner(label)
    const { browser, email } = owner
    const verified = await browser.auth.verifySignupCode({ body: { code: await lastCode(email) } })
    browser.session.save(verified.data)
    return { ...owner, user: verified.data.user }
  }

  /**
   * A buyer invites a vendor, which registers from the e-mailed link but has not entered its code
   * yet; returns both logged-in clients.
   */
  async function registeredVendor(label = 'supplier') {
    const buyer = await signedUpOwner(`buyer-${label}`)
    const email = uniqueEmail(label)
    await buyer.browser.vendors.inviteVendors({
      body: { vendors: [{ name: `${label} Ltd`, email, orderTypes: ['supply'] }] },
    })
    const link = (await lastMail(email))?.text ?? ''
    const inviteToken = decodeURIComponent(/register\?token=(\S+)/.exec(link)?.[1] ?? '')
    const vendor = client()
    const registered = await vendor.vendorAccount.vendorRegister({
      body: {
        inviteToken,
        companyName: `${label} Ltd`,
        contactName: 'Bola Ade',
        email,
        password: VENDOR_PASSWORD,
      },
    })
    vendor.vendorSession.save(registered.data)
    return { vendor, buyer, email }
  }

  /** A buyer invites a vendor, which registers and verifies; returns both logged-in clients. */
  async function verifiedVendor(label = 'supplier') {
    const registered = await registeredVendor(label)
    const { vendor, email } = registered
    const code = await lastCode(email)
    vendor.vendorSession.save(
      (await vendor.vendorAccount.vendorVerifyEmail({ body: { code } })).data,
    )
    return registered
  }

  /**
   * `buyer` drafts a PO of `lines` (in dollars) to `vendor`, sends it, and the vendor accepts it
   * from the e-mailed link; returns the PO as accepted and the link's token.
   */
  async function acceptedPurchaseOrder(
    buyer: { browser: ReturnType<typeof client> },
    vendor: { id: string; email: string },
    lines: { description: string; quantity: number; unit: string; unitPrice: number }[],
    terms: { paymentTerms?: string } = {},
  ) {
    const { data: draft } = await buyer.browser.purchaseOrders.createPurchaseOrder({
      body: { vendorId: vendor.id, currency: 'usd', lines, ...terms },
    })
    await buyer.browser.purchaseOrders.sendPurchaseOrder({ params: { id: draft.id }, body: {} })
    const text = (await lastMail(vendor.email))?.text ?? ''
    const token = decodeURIComponent(/\/vendor\/po\?token=(\S+)/.exec(text)?.[1] ?? '')
    const { data: po } = await client().vendorPortal.acknowledgePurchaseOrderByLink({
      query: { token },
      body: { accept: true },
    })
    return { po, token }
  }

  return {
    app,
    context,
    database,
    /** Where this server keeps uploaded files' bytes (`files/<id>`). */
    dataDir,
    /** The workflow engine's settings, its runs' app key among them. */
    workflowEngine,
    fetch,
    client,
    api,
    lastMail,
    lastCode,
    unverifiedOwner,
    signedUpOwner,
    registeredVendor,
    verifiedVendor,
    acceptedPurchaseOrder,
    async close() {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type Harness = Awaited<ReturnType<typeof startHarness>>

/**
 * Sends the same POST `times` times from one address, taking the servers in turn (two servers on
 * one store act as two processes or machines would); the statuses in order. For rate limits.
 */
export async function statusesOfRepeatedPost(
  servers: Harness[],
  url: string,
  /** The body, or the body of the i-th request. */
  payload: object | ((i: number) => object),
  times = 11,
  /** Further headers for the i-th request. */
  headersFor: (i: number) => Record<string, string> = () => ({}),
): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) {
    const server = servers[i % servers.length]
    if (!server) throw new Error('no server to send to')
    const response = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'access-key': ACCESS_KEY, ...headersFor(i) },
      payload: typeof payload === 'function' ? payload(i) : payload,
    })
    statuses.push(response.statusCode)
  }
  return statuses
}
