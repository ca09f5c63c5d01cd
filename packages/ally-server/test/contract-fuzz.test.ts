import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  allyContract,
  type EndpointRealm,
  MAX_UPLOAD_BYTES,
  type SessionRealm,
  type VendorAccount,
} from '@ally/sdk'
import { setDevClock } from '@ally/sdk/dev'
import { hash } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import type { ContractRoute } from '../src/contract-routes'
import { deals, users, vendorAccounts, vendors } from '../src/db/schema'
import { createTokens } from '../src/services/tokens'
import { expireOverdueRfqs } from '../src/sourcing/expire-rfqs'
import {
  type Call,
  endpointCount,
  isWrite,
  PLANNED,
  printPlanned,
  ROUTES,
  routeOf,
  SERVED_ROUTES,
  send,
  unserved,
} from './contract-calls'
import { type ChangeWatch, idsIn, rowsTouching, watchChanges } from './database-snapshot'
import { ACCEPTED_SAMPLES, REFUSED_SAMPLES } from './file-fixtures'
import {
  databaseUrlFor,
  ENGINES,
  type Harness,
  OPERATOR_KEY,
  startHarness,
  VENDOR_PASSWORD,
} from './harness'
import { recordRounds } from './past-sourcing'
import {
  describeValue,
  fuzzedArbitrary,
  junkTextArbitrary,
  pickFrom,
  type Sample,
} from './schema-values'
import { createScratchDatabase } from './scratch-database'

// Security issue #9: every write endpoint of the contract (POST, PUT, PATCH, DELETE) gets a few
// hundred generated requests — valid ones, and ones with fields missing, of the wrong type, full
// of control characters, huge, deeply nested, or not JSON at all; path params and query strings
// too. No answer may be a 5xx; a 2xx must match the endpoint's response schema; a 4xx must leave
// the database (and the upload folder) exactly as it was, and a 400 to JSON must name the field
// it refused. Values no column holds (issue #28: numbers past numeric(14, 2) or int4, raw
// 30-digit numbers, lone surrogates, the year 0000) are among the junk. New endpoints join by
// themselves.
//
// ALLY_FUZZ_RUNS (default 200) requests per endpoint; ALLY_FUZZ_SEED picks another sequence;
// ALLY_FUZZ_VERBOSE=1 prints the answers' statuses per endpoint.

const RUNS = Number(process.env.ALLY_FUZZ_RUNS ?? 200)
const SEED = Number(process.env.ALLY_FUZZ_SEED ?? 0x5eed)
const VERBOSE = !!process.env.ALLY_FUZZ_VERBOSE
const DAY_MS = 86_400_000

/** Every write endpoint the server serves; the planned ones answer 404 and are printed instead. */
const WRITE_ROUTES = SERVED_ROUTES.filter((route) => isWrite(route.endpoint))
printPlanned('The fuzzer')

const PROFILE: Record<SessionRealm, ContractRoute> = {
  buyer: routeOf(allyContract.profile.getProfile),
  vendor: routeOf(allyContract.vendorAccount.getVendorProfile),
}
const LOGIN: Record<SessionRealm, ContractRoute> = {
  buyer: routeOf(allyContract.auth.login),
  vendor: routeOf(allyContract.vendorAccount.vendorLogin),
}

/** FNV-1a: each endpoint its own sequence, unchanged when other endpoints come and go. */
function seedOf(text: string): number {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193)
  return value >>> 0
}

type Auth = 'session' | 'none' | 'junk' | 'forged' | 'other realm'

interface FuzzRequest {
  params: Record<string, { value: string; raw?: boolean }>
  query?: Sample | { raw: string; how: string }
  body?: { json: Sample } | { raw: { payload: string | Buffer; contentType: string }; how: string }
  auth: Auth
  junkAuthorization: string
}

const RAW_BODIES: [payload: string, contentType: string][] = [
  ['{', 'application/json'],
  ['', 'application/json'],
  ['{"__proto__":{"polluted":true}}', 'application/json'],
  ['{"constructor":{"prototype":{"polluted":true}}}', 'application/json'],
  ['\u0000', 'application/json'],
  ['{"a":1}{"b":2}', 'application/json'],
  ['{"a":"\\u0000"}', 'application/json'],
  ['{}', 'application/json; charset=utf-16'],
  ['{}', 'text/plain'],
  ['a=1&b=2', 'application/x-www-form-urlencoded'],
  [
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    'multipart/form-data; boundary=x',
  ],
  ['<a/>', 'application/xml'],
  ['{}', ''],
  [JSON.stringify({ junk: 'x'.repeat(1_100_000) }), 'application/json'],
]
const rawBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...RAW_BODIES)
      .map(([payload, contentType]) => ({ raw: { payload, contentType }, how: 'raw body' })),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes) => ({
      raw: { payload: Buffer.from(bytes), contentType: 'application/json' },
      how: 'random bytes as JSON',
    })),
  },
)

const RAW_QUERIES = [
  '%zz=1',
  'a=%00',
  'name=%ED%A0%80',
  '__proto__[polluted]=1',
  'a[b][c]=1',
  'limit=1&limit=2&page=x',
  '&&&==&',
  `x=${'y'.repeat(9_000)}`,
]
const rawQuery = fc.constantFrom(...RAW_QUERIES).map((raw) => ({ raw, how: 'raw query' }))

const UPLOAD_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
  'text/plain',
  'text/html',
  'image/svg+xml',
  'application/json',
  'multipart/form-data; boundary=x',
  '',
]
const SAMPLE_FILES = [...ACCEPTED_SAMPLES, ...REFUSED_SAMPLES].map((sample) => sample.bytes)
const TOO_BIG = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x25)
const uploadBody = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...SAMPLE_FILES) },
      { weight: 3, arbitrary: fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b)) },
      { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
      { weight: 1, arbitrary: fc.constant(TOO_BIG) },
    ),
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...UPLOAD_TYPES) },
      { weight: 1, arbitrary: fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,60}$/) },
    ),
  )
  .map(([payload, contentType]) => ({ raw: { payload, contentType }, how: 'upload' }))

const JUNK_AUTHORIZATION = [
  'Bearer',
  'Bearer x',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(8_000)}`,
  // alg "none": a server that trusted the header would take this for anyone.
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwicmVhbG0iOiJidXllciJ9.',
]

/** Raw path segments a client may send (already percent-encoded, some of them badly). */
const RAW_SEGMENTS = ['%', '%zz', '%00', '%2F', '..', '%2e%2e', '%ED%A0%80', '%C0%AF', '%25']

function requestArbitrary(route: ContractRoute, ids: () => readonly string[]) {
  const { endpoint } = route
  const param = fc.oneof(
    { weight: 4, arbitrary: pickFrom(ids).map((value) => ({ value })) },
    { weight: 1, arbitrary: pickFrom(ids).map((value) => ({ value: value.toUpperCase() })) },
    { weight: 1, arbitrary: fc.uuid().map((value) => ({ value })) },
    { weight: 2, arbitrary: junkTextArbitrary.map((value) => ({ value })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((value) => ({ value, raw: true })),
    },
  )
  const params = fc.record(Object.fromEntries(route.params.map((name) => [name, param])))
  const query = endpoint.query
    ? fc.oneof(
        { weight: 10, arbitrary: fuzzedArbitrary(endpoint.query, { ids }) },
        { weight: 1, arbitrary: rawQuery },
      )
    : fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: rawQuery })
  const body = endpoint.upload
    ? uploadBody
    : endpoint.body
      ? fc.oneof(
          {
            weight: 12,
            arbitrary: fuzzedArbitrary(endpoint.body, { ids }).map((json) => ({ json })),
          },
          { weight: 1, arbitrary: rawBody },
        )
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant(undefined) },
          {
            weight: 1,
            arbitrary: fc.jsonValue().map((value) => ({ json: { value, how: 'junk' } })),
          },
          { weight: 1, arbitrary: rawBody },
        )
  const auth: fc.Arbitrary<Auth> =
    endpoint.auth === 'none'
      ? fc.constantFrom<Auth>('none', 'none', 'none', 'session')
      : fc.oneof(
          { weight: 16, arbitrary: fc.constant<Auth>('session') },
          { weight: 1, arbitrary: fc.constantFrom<Auth>('none', 'junk', 'forged', 'other realm') },
        )
  return fc.record({
    params,
    query,
    body,
    auth,
    junkAuthorization: fc.constantFrom(...JUNK_AUTHORIZATION),
  }) as fc.Arbitrary<FuzzRequest>
}

/**
 * Whether the contract refused the request, sent as JSON and a query the server reads field by
 * field: then its 400 names the field (raw bytes, broken encodings and uploads have none to name,
 * and the 400 of a request the contract takes is a rule of its own, such as a login's, which names
 * neither field).
 */
function refusedAsJson(route: ContractRoute, request: FuzzRequest): boolean {
  if (route.endpoint.upload) return false
  const { body, query } = request
  if (body && !('json' in body)) return false
  if (query && 'raw' in query) return false
  const fits = (schema: z.ZodMiniType | undefined, sample: Sample | undefined) =>
    !schema || !sample || z.safeParse(schema, sample.value).success
  if (fits(route.endpoint.body, body?.json) && fits(route.endpoint.query, query)) return false
  // A path segment with a lone surrogate goes as broken UTF-8, which the router refuses.
  return Object.values(request.params).every((param) => !param.raw && !/\p{Cs}/u.test(param.value))
}

function describeRequest(route: ContractRoute, request: FuzzRequest): string {
  const params = Object.entries(request.params)
    .map(([name, { value, raw }]) => `${name}=${raw ? value : describeValue(value)}`)
    .join(', ')
  const part = (what: string, sample: FuzzRequest['query'] | FuzzRequest['body']) => {
    if (!sample) return `${what}: none`
    if ('json' in sample) return `${what} (${sample.json.how}): ${describeValue(sample.json.value)}`
    if ('raw' in sample && typeof sample.raw === 'object') {
      const { payload, contentType } = sample.raw
      const shown = Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : describeValue(payload)
      return `${what} (${sample.how}, content-type ${JSON.stringify(contentType)}): ${shown}`
    }
    if ('raw' in sample) return `${what} (raw): ${describeValue(sample.raw)}`
    return `${what} (${sample.how}): ${describeValue(sample.value)}`
  }
  return [
    `${route.endpoint.method} ${route.endpoint.path}${params ? ` with ${params}` : ''}`,
    `auth: ${request.auth}`,
    part('query', request.query),
    part('body', request.body),
  ].join('\n')
}

interface Session {
  token: string
  email: string
  password: string
  /** The user or vendor account the token is for. */
  subject: string
  /** Whose records the fuzzer aims its ids at: the business, or the vendor account. */
  owner: string
}

describe.each(ENGINES)('fuzzing every write endpoint of the contract on %s', (engine) => {
  let h: Harness
  let dropDatabase: (() => Promise<void>) | undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-fuzz-'))
  const serverLog: string[] = []
  const sessions = {} as Record<SessionRealm, Session>
  /** Ids of the fuzzing business's and vendor's records, for path params and id fields. */
  let ids: string[] = []
  let changes: ChangeWatch
  /** Requests sent to each endpoint, and whether it passed. */
  const walked = new Map<string, { sent: number; passed: boolean }>()
  const forger = createTokens('a different secret, long enough to sign with')

  const uploadedFiles = () => {
    try {
      return readdirSync(join(dataDir, 'files')).length
    } catch {
      return 0
    }
  }
  /** Waits for the mail a request queued to be delivered: it is written after the answer. */
  /**
   * Lets the outbox finish, and runs one delivery now: after the dev clock jumps ahead, the
   * outbox's timer would otherwise purge old sent mail in the middle of a later request's check.
   */
  const settle = async () => {
    const { mail } = h.context as {
      mail?: { flush?: () => Promise<void>; idle?: () => Promise<void> }
    }
    // What the last request started in the background (an export) ends first, mail included.
    await h.context.background.idle()
    // RFQs the dev clock's last jump made overdue expire now, not on the minute's timer in the
    // middle of a later request's check (sourcing/expire-rfqs.ts).
    await expireOverdueRfqs(h.database.db, h.context.now())
    await mail?.flush?.()
    await mail?.idle?.()
  }

  /** A buyer and its verified vendor, with sourcing records and files between them. */
  async function startOver(label: string) {
    const { vendor, buyer, email } = await h.verifiedVendor(label)
    const account = vendor.vendorSession.get()?.user as VendorAccount
    sessions.buyer = {
      token: buyer.browser.session.getToken() ?? '',
      email: buyer.email,
      password: buyer.password,
      subject: buyer.user.id,
      owner: buyer.user.businessId,
    }
    sessions.vendor = {
      token: vendor.vendorSession.getToken() ?? '',
      email,
      password: VENDOR_PASSWORD,
      subject: account.id,
      owner: account.id,
    }
    const { db } = h.database
    const [row] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(eq(vendors.businessId, buyer.user.businessId), eq(vendors.vendorAccountId, account.id)),
      )
    if (!row) throw new Error('The vendor is not in its buyer’s list')
    const now = Date.now()
    await recordRounds(h, buyer.user.id, [
      {
        title: 'Fuzzed round',
        sentAt: new Date(now - 20 * DAY_MS),
        deadline: new Date(now - 10 * DAY_MS),
        vendors: [
          {
            vendorId: row.id,
            answer: { total: 100, leadTimeDays: 5, at: new Date(now - 15 * DAY_MS) },
            awarded: true,
          },
        ],
        // Sent, accepted and shipped; the goods are on their way.
        purchaseOrder: { sentAt: new Date(now - 10 * DAY_MS), shipment: {} },
      },
      {
        title: 'Open round',
        sentAt: new Date(now - DAY_MS),
        deadline: new Date(now + 10 * DAY_MS),
        vendors: [{ vendorId: row.id }],
      },
    ])
    const pdf = ACCEPTED_SAMPLES[0]
    for (const [realm, path] of [
      ['buyer', allyContract.files.uploadFile],
      ['vendor', allyContract.vendorAccount.vendorUploadFile],
    ] as const) {
      const uploaded = await send(h, {
        route: routeOf(path),
        rawQuery: `name=${pdf.name}`,
        raw: { payload: pdf.bytes, contentType: pdf.mimeType },
        authorization: `Bearer ${sessions[realm].token}`,
      })
      if (uploaded.statusCode !== 200) throw new Error(`Upload failed: ${uploaded.body}`)
    }
    // Logging back in after each fuzzed logout must not cost a full argon2 hash each time.
    const cheap = await hash(VENDOR_PASSWORD, { memoryCost: 64, timeCost: 1 })
    await db
      .update(vendorAccounts)
      .set({ passwordHash: cheap })
      .where(eq(vendorAccounts.id, account.id))
    const cheapBuyer = await hash(buyer.password, { memoryCost: 64, timeCost: 1 })
    await db.update(users).set({ passwordHash: cheapBuyer }).where(eq(users.id, buyer.user.id))
    await refreshIds()
  }

  async function refreshIds() {
    const { db } = h.database
    // The operator's deal editing aims at deals (no business's rows): keep a few to change and
    // remove, their ids among the ones the fuzzer picks.
    if ((await db.select({ id: deals.id }).from(deals)).length < 3) {
      await db.insert(deals).values(
        ['Fuzzed gloves', 'Fuzzed valves', 'Fuzzed chairs'].map((title, index) => ({
          title,
          vendorName: 'Fuzz Supplies',
          price: 100 + index,
          currency: 'usd' as const,
        })),
      )
    }
    const dealIds = (await db.select({ id: deals.id }).from(deals)).map((row) => row.id)
    ids = [
      ...idsIn(await rowsTouching(db, [sessions.buyer.owner, sessions.vendor.owner])),
      ...dealIds,
    ]
  }

  const works = async (realm: SessionRealm) =>
    (
      await send(h, {
        route: PROFILE[realm],
        authorization: `Bearer ${sessions[realm].token}`,
      })
    ).statusCode === 200

  /**
   * After a call that succeeded: a logout, a password or e-mail change or a deleted account
   * leaves the fuzzer without a session. Log in again, or start over with new accounts.
   */
  async function keepUsable(realm: EndpointRealm) {
    // The operator key has no session to lose.
    if (realm === 'operator' || (await works(realm))) return
    const session = sessions[realm]
    const login = await send(h, {
      route: LOGIN[realm],
      json: { email: session.email, password: session.password },
    })
    if (login.statusCode === 200) {
      session.token = login.json().data.token
      if (await works(realm)) return
    }
    await startOver(`fuzz-again-${Date.now()}`)
  }

  /** The Authorization header of an operator endpoint's call: the operator key, or not quite. */
  function operatorAuthorization(request: FuzzRequest): string | undefined {
    return {
      session: `Bearer ${OPERATOR_KEY}`,
      none: undefined,
      junk: request.junkAuthorization,
      // One character off, and the same length: refused all the same.
      forged: `Bearer ${OPERATOR_KEY.slice(0, -1)}${OPERATOR_KEY.endsWith('x') ? 'y' : 'x'}`,
      // A business's own session is no operator key.
      'other realm': `Bearer ${sessions.buyer.token}`,
    }[request.auth]
  }

  async function callOf(route: ContractRoute, request: FuzzRequest): Promise<Call> {
    const { endpoint } = route
    const { realm } = endpoint
    let authorization: string | undefined
    if (realm === 'operator') authorization = operatorAuthorization(request)
    else {
      const session = sessions[realm]
      const other = sessions[realm === 'buyer' ? 'vendor' : 'buyer']
      authorization = {
        session: `Bearer ${session.token}`,
        none: undefined,
        junk: request.junkAuthorization,
        forged: `Bearer ${await forger.sign({ sub: session.subject, realm, tv: 0 }, '1h')}`,
        'other realm': `Bearer ${other.token}`,
      }[request.auth]
    }
    const call: Call = { route, params: request.params, authorization }
    const { query, body } = request
    if (query && 'raw' in query) call.rawQuery = query.raw
    else if (query) call.query = query.value
    if (body && 'json' in body) call.json = body.json.value
    else if (body) call.raw = body.raw
    return call
  }

  beforeAll(async () => {
    // A database of its own: "a 4xx stored nothing" is checked over every table, which other
    // test files write to at the same time on the shared one.
    const scratch = await createScratchDatabase(databaseUrlFor(engine))
    const databaseUrl = scratch.url
    dropDatabase = scratch.drop
    h = await startHarness(
      engine,
      {
        dataDir,
        logger: { level: 'error', stream: { write: (line: string) => void serverLog.push(line) } },
        // Served only to the browser tests' server; fuzzed all the same (and reset after).
        devClock: true,
      },
      { databaseUrl },
    )
    // Refusals count failed log-ins and codes in rate_limits: that write is the lockout working.
    changes = await watchChanges(h.database.db, { except: ['rate_limits'] })
    await startOver('fuzz')
  }, 120_000)

  afterAll(async () => {
    await h?.close()
    await dropDatabase?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('notices a stored row, and not a read', async () => {
    const { db } = h.database
    await changes.mark()
    await db.select().from(vendors)
    expect(await changes.changedSinceMark()).toEqual([])
    await db
      .update(vendors)
      .set({ phone: '+234 1' })
      .where(eq(vendors.businessId, sessions.buyer.owner))
    // With the version its trigger bumps at commit (migration 0026).
    expect(await changes.changedSinceMark()).toEqual(['business_versions', 'vendors'])
  })

  for (const route of WRITE_ROUTES) {
    const { method, path } = route.endpoint
    it(`${route.id}: ${method} ${path}`, async () => {
      // Else every request would get a 404, and pass.
      expect(unserved(h, route)).toBeNull()
      await refreshIds()
      const statuses = new Map<number, number>()
      let sent = 0
      /** Whether the database is marked as it was before this request. */
      let marked = false
      const property = fc.asyncProperty(
        requestArbitrary(route, () => ids),
        async (request) => {
          sent++
          if (!marked) {
            await settle()
            await changes.mark()
            marked = true
          }
          const files = uploadedFiles()
          serverLog.length = 0
          const response = await send(h, await callOf(route, request))
          const status = response.statusCode
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          const context = () =>
            [
              describeRequest(route, request),
              `answer: ${status} ${response.body.slice(0, 500)}`,
              serverLog.length ? `server log:\n${serverLog.join('')}` : 'server log: (empty)',
            ].join('\n')
          if (status < 300 || status >= 500) marked = false
          if (status >= 500) throw new Error(`The server answered ${status}.\n${context()}`)
          if (status < 300) {
            const checked = z.safeParse(route.endpoint.response, response.json().data)
            if (!checked.success)
              throw new Error(`The answer does not match the contract.\n${context()}`)
            await keepUsable(route.endpoint.realm)
            return
          }
          if (status === 400 && refusedAsJson(route, request)) {
            const path: unknown = response.json().errors?.[0]?.path
            if (typeof path !== 'string' || !/^(?:body|query|params)\b/.test(path))
              throw new Error(`A 400 that names no field.\n${context()}`)
          }
          await settle()
          const changed = await changes.changedSinceMark()
          if (uploadedFiles() !== files) changed.push('the upload folder')
          if (changed.length)
            throw new Error(
              `A ${status} answer, yet something was stored (${changed.join(', ')}).\n${context()}`,
            )
        },
      )
      const seed = (SEED ^ seedOf(route.id)) | 0
      const details = await fc.check(property, { seed, numRuns: RUNS })
      // The requests to come run on the real time again.
      if (route.endpoint === setDevClock) await send(h, { route, json: { at: null } })
      walked.set(route.id, { sent, passed: !details.failed })
      if (VERBOSE) console.info(route.id, Object.fromEntries(statuses))
      if (details.failed) {
        const error = details.errorInstance
        expect.fail(
          [
            `${route.id} failed on run ${details.numRuns} of ${RUNS} (seed ${details.seed}, path ` +
              `"${details.counterexamplePath}"; ALLY_FUZZ_SEED=${SEED} replays the file), shrunk ` +
              `${details.numShrinks} times to:`,
            error instanceof Error
              ? process.env.ALLY_FUZZ_STACK
                ? String(error.stack)
                : error.message
              : String(error),
          ].join('\n'),
        )
      }
    }, 180_000)
  }

  it('walked every write endpoint of the contract, each with enough requests', () => {
    expect([...walked.keys()].sort()).toEqual(WRITE_ROUTES.map((route) => route.id).sort())
    const plannedWrites = ROUTES.filter(
      (route) => route.id in PLANNED && isWrite(route.endpoint),
    ).length
    expect(walked.size).toBe(endpointCount(isWrite) - plannedWrites)
    // One that failed stopped early; its own test says why.
    for (const [id, { sent, passed }] of walked)
      if (passed) expect({ id, sent: sent >= RUNS }).toEqual({ id, sent: true })
  })
})
