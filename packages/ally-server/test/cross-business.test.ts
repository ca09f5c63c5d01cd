import { randomBytes, randomUUID } from 'node:crypto'
import { allyContract, type Endpoint, type FileRef } from '@ally/sdk'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { unreadMail } from '../src/channels/replies/read-reply'
import type { ContractRoute } from '../src/contract-routes'
import {
  channels,
  orders,
  purchaseOrders,
  quoteResponses,
  replyDrafts,
  rfqs,
  shipments,
  vendors,
  workflowRuns,
} from '../src/db/schema'
import {
  type Call,
  isWrite,
  printPlanned,
  routeOf,
  SERVED_ROUTES,
  send,
  unserved,
} from './contract-calls'
import { idsIn, rowsTouching } from './database-snapshot'
import { ACCEPTED_SAMPLES } from './file-fixtures'
import { ENGINES, type Harness, OPERATOR_KEY, startHarness } from './harness'
import { recordRounds } from './past-sourcing'
import { exampleValue, type IdSlot, idSlotsOf, type Schema } from './schema-values'

// Security issue #9: business B, and B's vendor, call every endpoint of the contract that takes
// an id — a path param, or a query or body field holding the contract's `Id` or named like an id
// — with the ids of business A's records (and of A's vendor's account). Reads of one record
// answer 404; list filters answer without A's data; writes are refused; nothing of A's changes.
// Endpoints join by themselves as the contract grows.

const DAY_MS = 86_400_000

type Kind =
  | 'vendor'
  | 'order'
  | 'quote'
  | 'rfq'
  | 'quoteResponse'
  | 'purchaseOrder'
  | 'shipment'
  | 'line'
  | 'file'
  | 'vendorFile'
  | 'user'
  | 'channel'
  | 'conversation'
  | 'workflow'
  | 'workflowRun'
  | 'taId'

/** Guesses which record an id field means, so the fields not under attack get B's own ids. */
const KIND_OF_WORD: [RegExp, Kind][] = [
  [/quoteresponse/, 'quoteResponse'],
  [/^(po|purchaseorders?|purchase-orders?)$/, 'purchaseOrder'],
  [/^rfqs?$/, 'rfq'],
  [/^quotes?$/, 'quote'],
  [/^orders?$/, 'order'],
  [/^vendors?$/, 'vendor'],
  [/^shipments?$/, 'shipment'],
  [/^lines?$/, 'line'],
  [/^documents?$/, 'vendorFile'],
  [/^files?$/, 'file'],
  [/^(team|users?|createdby|members?)$/, 'user'],
  [/^channels?$/, 'channel'],
  [/^conversations?$/, 'conversation'],
  [/^workflows?$/, 'workflow'],
  [/^runs?$/, 'workflowRun'],
  [/^ta$/, 'taId'],
]
const kindOfWord = (word: string) =>
  KIND_OF_WORD.find(([pattern]) => pattern.test(word.toLowerCase()))?.[1]

/** `vendorIds` → vendor; a path's `:id` → the resource its path names before it. */
function kindOf(route: ContractRoute, slot: Slot): Kind | undefined {
  const named = kindOfWord(slot.name.replace(/Ids?$/, ''))
  if (named || slot.in !== 'params') return named
  const before = route.endpoint.path.split(`:${slot.name}`)[0]?.split('/').reverse() ?? []
  for (const segment of before) {
    const kind = kindOfWord(segment)
    if (kind) return kind
  }
  return undefined
}

interface Slot extends IdSlot {
  in: 'params' | 'query' | 'body'
}

const slotsOf = ({ endpoint, params }: ContractRoute): Slot[] => [
  ...params.map((name) => ({
    in: 'params' as const,
    path: [name],
    name,
    many: false,
    optional: false,
  })),
  ...idSlotsOf(endpoint.query).map((slot) => ({ ...slot, in: 'query' as const })),
  ...idSlotsOf(endpoint.body).map((slot) => ({ ...slot, in: 'body' as const })),
]

/** Every served endpoint that takes an id; the planned ones answer 404 and are printed instead. */
const ID_ROUTES = SERVED_ROUTES.map((route) => ({ route, slots: slotsOf(route) })).filter(
  ({ slots }) => slots.length > 0,
)
printPlanned('The cross-business sweep')

/** Property names anywhere in a JSON schema: an independent look for id fields. */
function propertyNames(schema: unknown, names = new Set<string>()): Set<string> {
  if (schema === null || typeof schema !== 'object') return names
  const properties = (schema as { properties?: Record<string, unknown> }).properties
  for (const name of Object.keys(properties ?? {})) names.add(name)
  for (const value of Object.values(schema)) propertyNames(value, names)
  return names
}

const isValid = (schema: Schema | undefined, value: unknown) =>
  !schema || z.safeParse(schema, value).success

/** What answer B must get. */
type Expectation = 'not found' | 'refused' | 'no data of A'

function expectationFor(endpoint: Endpoint, slot: Slot): Expectation {
  if (slot.in === 'params') return 'not found'
  if (isWrite(endpoint)) return 'refused'
  return slot.optional ? 'no data of A' : 'not found'
}

interface Business {
  /** In every name and title of its records: seen in an answer to the other business, a leak. */
  tag: string
  /** Its business and its vendor's account: every row of its data points at one of them. */
  roots: string[]
  buyerToken: string
  vendorToken: string
  /** Its records' ids by what they are; `taId` holds deal references (not ids). */
  own: Record<Kind, string[]>
}

describe.each(ENGINES)('business B with business A’s ids on %s', (engine) => {
  let h: Harness
  let a: Business
  let b: Business
  /** Every id in A's rows (and its vendor account's): what B tries. */
  let idsOfA: string[] = []
  const exercised = new Set<string>()

  /** A buyer, its verified vendor, files, a profile, sourcing history and a mailbox. */
  async function business(label: string): Promise<Business> {
    const tag = `${label}${randomBytes(4).toString('hex')}`
    const { vendor, buyer } = await h.verifiedVendor(tag)
    const buyerToken = buyer.browser.session.getToken() ?? ''
    const vendorToken = vendor.vendorSession.getToken() ?? ''
    const account = vendor.vendorSession.get()?.user as { id: string }
    const businessId = buyer.user.businessId
    const { db } = h.database

    const upload = async (endpoint: Endpoint, token: string, name: string) => {
      const pdf = ACCEPTED_SAMPLES[0]
      const response = await send(h, {
        route: routeOf(endpoint),
        rawQuery: `name=${encodeURIComponent(name)}`,
        raw: { payload: pdf.bytes, contentType: pdf.mimeType },
        authorization: `Bearer ${token}`,
      })
      expect(response.statusCode).toBe(200)
      return response.json().data as FileRef
    }
    const file = await upload(allyContract.files.uploadFile, buyerToken, `${tag}-licence.pdf`)
    const vendorFile = await upload(
      allyContract.vendorAccount.vendorUploadFile,
      vendorToken,
      `${tag}-certificate.pdf`,
    )
    for (const [endpoint, token, json] of [
      [allyContract.profile.updateProfile, buyerToken, { businessDoc: file.url }],
      [
        allyContract.vendorAccount.vendorOnboarding,
        vendorToken,
        {
          orderTypes: ['supply'],
          country: 'Nigeria',
          address: `${tag} Wharf Road`,
          documentIds: [vendorFile.id],
        },
      ],
    ] as const) {
      const response = await send(h, {
        route: routeOf(endpoint),
        json,
        authorization: `Bearer ${token}`,
      })
      expect(response.statusCode).toBe(200)
    }

    const [vendorRow] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.businessId, businessId), eq(vendors.vendorAccountId, account.id)))
    if (!vendorRow) throw new Error('The vendor is not in its buyer’s list')
    const now = Date.now()
    await recordRounds(h, buyer.user.id, [
      {
        title: `${tag} steel pipes`,
        sentAt: new Date(now - 30 * DAY_MS),
        deadline: new Date(now - 20 * DAY_MS),
        vendors: [
          {
            vendorId: vendorRow.id,
            answer: { total: 900, leadTimeDays: 7, at: new Date(now - 25 * DAY_MS) },
            awarded: true,
          },
        ],
        // Sent, accepted and shipped; the goods are on their way.
        purchaseOrder: { sentAt: new Date(now - 19 * DAY_MS), shipment: {} },
      },
      {
        title: `${tag} copper wire`,
        sentAt: new Date(now - 2 * DAY_MS),
        deadline: new Date(now + 7 * DAY_MS),
        vendors: [{ vendorId: vendorRow.id }],
      },
    ])
    const [channel] = await db
      .insert(channels)
      .values({ businessId, type: 'gmail', account: `${tag}@example.test` })
      .returning({ id: channels.id })
    // A vendor's e-mailed reply to the open round, read into a draft answer.
    const [openRfq] = await db
      .select({ id: rfqs.id })
      .from(rfqs)
      .where(and(eq(rfqs.businessId, businessId), eq(rfqs.status, 'sent')))
    if (!openRfq) throw new Error('The open round has no RFQ waiting for an answer')
    await db.insert(replyDrafts).values({
      businessId,
      rfqId: openRfq.id,
      channelId: channel?.id ?? null,
      messageKey: `<${tag}@vendor.example>`,
      fromAddress: `${tag}@vendor.example`,
      subject: `Re: ${tag} copper wire`,
      receivedAt: new Date(now - DAY_MS),
      matchedBy: 'reference',
      text: `${tag}: we will send prices soon`,
      reading: unreadMail('No prices could be read from this reply.').reading,
    })

    // A co-pilot conversation with a question and its answer.
    const started = await send(h, {
      route: routeOf(allyContract.chat.createConversation),
      json: { title: `${tag} pipes` },
      authorization: `Bearer ${buyerToken}`,
    })
    const conversation = started.json().data as { id: string }
    const asked = await send(h, {
      route: routeOf(allyContract.chat.sendAiMessage),
      json: { conversationId: conversation.id, message: 'What is late?' },
      authorization: `Bearer ${buyerToken}`,
    })
    expect(asked.statusCode).toBe(200)

    // A workflow with a run: one step that waits a second.
    const made = await send(h, {
      route: routeOf(allyContract.workflows.createWorkflow),
      json: {
        name: `${tag} restock`,
        trigger: { type: 'manual' },
        steps: [{ type: 'wait', name: 'Wait', config: { seconds: 1 } }],
      },
      authorization: `Bearer ${buyerToken}`,
    })
    const workflow = made.json().data as { id: string }
    const ran = await send(h, {
      route: routeOf(allyContract.workflows.runWorkflow),
      params: { id: { value: workflow.id } },
      json: {},
      authorization: `Bearer ${buyerToken}`,
    })
    const run = ran.json().data as { id: string }
    // Finished before the sweep, which checks that nothing of A's changes while B calls.
    for (let tries = 0; tries < 100; tries++) {
      const [row] = await db
        .select({ status: workflowRuns.status })
        .from(workflowRuns)
        .where(eq(workflowRuns.id, run.id))
      if (row?.status === 'succeeded') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }

    const orderRows = await db.select().from(orders).where(eq(orders.businessId, businessId))
    const rfqRows = await db.select().from(rfqs).where(eq(rfqs.businessId, businessId))
    const poRows = await db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.businessId, businessId))
    const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id)
    return {
      tag,
      roots: [businessId, account.id],
      buyerToken,
      vendorToken,
      own: {
        vendor: [vendorRow.id],
        order: ids(orderRows),
        quote: [...new Set(rfqRows.map((row) => row.quoteId))],
        rfq: ids(rfqRows),
        quoteResponse: ids(
          await db
            .select({ id: quoteResponses.id })
            .from(quoteResponses)
            .where(eq(quoteResponses.businessId, businessId)),
        ),
        purchaseOrder: ids(poRows),
        shipment: ids(
          await db
            .select({ id: shipments.id })
            .from(shipments)
            .where(inArray(shipments.purchaseOrderId, ids(poRows))),
        ),
        line: orderRows.flatMap((row) => row.lines.map((line) => line.id)),
        file: [file.id],
        vendorFile: [vendorFile.id],
        user: [buyer.user.id],
        channel: channel ? [channel.id] : [],
        conversation: [conversation.id],
        workflow: [workflow.id],
        workflowRun: [run.id],
        taId: [...orderRows.map((row) => row.taId), ...poRows.map((row) => row.number)],
      },
    }
  }

  beforeAll(async () => {
    h = await startHarness(engine)
    a = await business('a')
    b = await business('b')
    idsOfA = [...idsIn(await rowsTouching(h.database.db, a.roots))].filter(
      (id) => id !== '00000000-0000-0000-0000-000000000000',
    )
    // B's own ids must not be among A's (they would prove nothing).
    expect(idsOfA.filter((id) => Object.values(b.own).flat().includes(id))).toEqual([])
  }, 120_000)

  afterAll(() => h?.close())

  it('finds every endpoint with an id, by the contract’s Id schema or by name', () => {
    const named = /^(?:id|\w*Ids?)$/
    const expected = SERVED_ROUTES.filter(
      ({ endpoint, params }) =>
        params.length > 0 ||
        [endpoint.query, endpoint.body].some(
          (schema) =>
            schema &&
            [...propertyNames(z.toJSONSchema(schema as never, { unrepresentable: 'any' }))].some(
              (name) => named.test(name),
            ),
        ),
    ).map((route) => route.id)
    // The contract's `Id` schema finds more (`createdBy`); every field named like an id is in.
    expect(ID_ROUTES.map(({ route }) => route.id)).toEqual(expect.arrayContaining(expected))
    // The kinds of calls this sweep is for are all there.
    expect(ID_ROUTES.map(({ route }) => route.id)).toEqual(
      expect.arrayContaining([
        'vendors.getVendor',
        'vendors.updateVendor',
        'vendors.confirmVendorRegistration',
        'purchaseOrders.listPurchaseOrders',
        'vendorAccount.vendorOnboarding',
        'vendorPortal.getVendorRfq',
      ]),
    )
  })

  for (const { route, slots } of ID_ROUTES) {
    const { endpoint } = route
    it(`${route.id} (${endpoint.method} ${endpoint.path}): ${slots.map((s) => `${s.in}.${s.path.join('.')}`).join(', ')}`, async () => {
      // Else every call would get a 404, which is what a read of A's record should get: a pass.
      expect(unserved(h, route)).toBeNull()
      const { db } = h.database
      // The operator's calls (the website's deals) take the operator key: with it, no business's
      // id may reach a business's row.
      const token =
        endpoint.realm === 'operator'
          ? OPERATOR_KEY
          : endpoint.realm === 'vendor'
            ? b.vendorToken
            : b.buyerToken
      const before = await rowsTouching(db, idsOfA)
      const failures: string[] = []
      let calls = 0

      for (const slot of slots) {
        const expectation = expectationFor(endpoint, slot)
        // Reads take only what is required and the id, so no other filter hides a leak; writes
        // are tried with only the required fields and with every field.
        const shapes = !isWrite(endpoint) ? [false] : slot.in === 'body' ? [false, true] : [true]
        let tried = 0
        for (const attack of [...idsOfA, ...a.own.taId]) {
          for (const full of shapes) {
            const call = callWith(route, slot, attack, full, token)
            // A value the field refuses outright (a uuid in a 32-character field) tests nothing.
            if (!isValid(endpoint.query, call.query) || !isValid(endpoint.body, call.json)) continue
            tried++
            const response = await send(h, call)
            calls++
            const problem = judge(response, expectation, attack, call)
            if (problem)
              failures.push(
                `${slot.in}.${slot.path.join('.')} = ${attack} (${full ? 'every field' : 'required fields'}): ${problem}`,
              )
          }
        }
        if (!tried) failures.push(`${slot.in}.${slot.path.join('.')}: no id of A fits it`)
      }

      exercised.add(route.id)
      // A read that answers 404 to A's ids must answer B's own: else the 404 proves nothing.
      if (!isWrite(endpoint)) {
        for (const slot of slots.filter((s) => expectationFor(endpoint, s) === 'not found')) {
          const kind = kindOf(route, slot)
          const own = kind && b.own[kind][0]
          if (!own) {
            failures.push(`${slot.in}.${slot.name}: which record? Add its name to KIND_OF_WORD`)
            continue
          }
          const response = await send(h, callWith(route, slot, own, false, token))
          if (response.statusCode === 404 || response.statusCode >= 500)
            failures.push(
              `${slot.in}.${slot.name}: B's own ${kind} ${own} gets ${response.statusCode} too`,
            )
        }
      }

      expect(calls).toBeGreaterThan(0)
      expect(failures.slice(0, 20)).toEqual([])
      // Nothing of A's changed, and nothing new points at A's records.
      expect(await rowsTouching(db, idsOfA)).toEqual(before)
    }, 120_000)
  }

  /** The call B makes: `attack` in the slot, B's own ids (or nothing) in the other id fields. */
  function callWith(
    route: ContractRoute,
    slot: Slot,
    attack: string,
    full: boolean,
    token: string,
  ): Call {
    const slots = slotsOf(route)
    const ownId = (other: Slot) => {
      const kind = kindOf(route, other)
      return (kind && b.own[kind][0]) || randomUUID()
    }
    const fill = (where: Slot['in']) => (path: string[]) => {
      const key = path.join('.')
      const given = (value: string) => (slot.many ? [value] : value)
      if (slot.in === where && slot.path.join('.') === key) return given(attack)
      const other = slots.find((s) => s.in === where && s.path.join('.') === key)
      if (!other || other.optional) return undefined
      const own = ownId(other)
      return other.many ? [own] : own
    }
    const params = Object.fromEntries(
      route.params.map((name) => [name, { value: String(fill('params')([name])) }]),
    )
    const { endpoint } = route
    // An id nested in an optional object (`draft.vendorIds`) needs that object made around it.
    const reaches = (where: Slot['in']) => (path: string[]) =>
      slot.in === where && slot.path.join('.').startsWith(`${path.join('.')}.`)
    const example = (schema: Schema | undefined, where: Slot['in']) =>
      schema &&
      exampleValue(schema, { fill: fill(where), reaches: reaches(where), full, check: false })
    return {
      route,
      params,
      query: example(endpoint.query, 'query'),
      json: endpoint.upload ? undefined : example(endpoint.body, 'body'),
      authorization: endpoint.auth === 'none' ? undefined : `Bearer ${token}`,
    }
  }

  /** What is wrong with B's answer, or null. */
  function judge(
    response: Awaited<ReturnType<typeof send>>,
    expectation: Expectation,
    attack: string,
    call: Call,
  ): string | null {
    const status = response.statusCode
    const answer = `${status} ${response.body.slice(0, 200)}`
    if (status >= 500) return `a server error: ${answer}`
    const sent = JSON.stringify([call.params, call.query, call.json])
    const leaked = [a.tag, ...idsOfA].filter(
      (value) => value !== attack && !sent.includes(value) && response.body.includes(value),
    )
    if (leaked.length) return `A's ${leaked.join(', ')} in the answer: ${answer}`
    if (status < 300) {
      const checked = z.safeParse(call.route.endpoint.response, response.json().data)
      if (!checked.success) return `an answer that breaks the contract: ${answer}`
    }
    if (expectation === 'not found' && status !== 404) return `not a 404: ${answer}`
    if (expectation === 'refused' && (status < 400 || status >= 500))
      return `not refused: ${answer}`
    return null
  }

  it('tried every endpoint that takes an id', () => {
    expect([...exercised].sort()).toEqual(ID_ROUTES.map(({ route }) => route.id).sort())
  })
})
