import { randomUUID } from 'node:crypto'
import { can, cannotMessage, listOrders, PERMISSIONS, type Permission, ROLES } from '@ally/sdk'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractRoute } from '../src/contract-routes'
import { users } from '../src/db/schema'
import { type Call, isWrite, ROUTES, routeOf, SERVED_ROUTES, send } from './contract-calls'
import { rowsTouching } from './database-snapshot'
import { ENGINES, type Harness, startHarness } from './harness'
import { exampleValue } from './schema-values'

// Issue #30: who may do what is one table (docs/product-rules.md, "Team and roles"; the SDK's
// PERMISSIONS). Every write a business user makes names its permission in the contract, and the
// server refuses it to the roles without it, before anything is read or written. The sweep
// below walks every served write with each role, like the cross-business sweep walks them with
// another business's ids; a new write endpoint joins it by itself, and fails it without a rule.

/** A business user's write: the endpoints the roles table governs. */
const governed = (route: ContractRoute) =>
  route.endpoint.realm === 'buyer' && route.endpoint.auth !== 'none' && isWrite(route.endpoint)

/** Everyone holds `self` (their own account), so calling those proves nothing and logs out. */
const SWEPT = SERVED_ROUTES.filter(
  (route) => governed(route) && route.endpoint.permission !== 'self',
)

describe('the roles table', () => {
  it('gives every business write, served or planned, a permission', () => {
    const missing = ROUTES.filter(governed)
      .filter((route) => !route.endpoint.permission)
      .map((route) => route.id)
    expect(missing).toEqual([])
  })

  it('lets owners do everything and viewers only their own account and the co-pilot', () => {
    const all = Object.keys(PERMISSIONS) as Permission[]
    expect(all.filter((p) => !can('owner', p))).toEqual([])
    expect(all.filter((p) => can('viewer', p)).sort()).toEqual(['copilot', 'self'])
    expect(all.filter((p) => can('member', p) && !can('admin', p))).toEqual([])
    // Stored roles from before this table are read the way the product always read them.
    expect(can(' Owner ', 'team')).toBe(true)
    expect(can('intern', 'self')).toBe(false)
  })
})

describe.each(ENGINES)('each role on every write (%s)', (engine) => {
  let h: Harness
  let token: string
  let userId: string
  let roots: string[]

  beforeAll(async () => {
    h = await startHarness(engine)
    const owner = await h.signedUpOwner('roles')
    token = owner.browser.session.getToken() ?? ''
    userId = owner.user.id
    roots = [owner.user.id, owner.user.businessId]
  })
  afterAll(() => h?.close())

  const actAs = (role: string) =>
    h.database.db.update(users).set({ role }).where(eq(users.id, userId))

  /** The endpoint called with values of the right shape, ids nobody has. */
  function callOf(route: ContractRoute): Call {
    const { endpoint } = route
    const example = (schema: Parameters<typeof exampleValue>[0] | undefined) =>
      schema && exampleValue(schema, { check: false })
    return {
      route,
      params: Object.fromEntries(route.params.map((name) => [name, { value: randomUUID() }])),
      query: example(endpoint.query),
      ...(endpoint.upload
        ? { raw: { payload: Buffer.from('%PDF-1.4\n'), contentType: 'application/pdf' } }
        : { json: example(endpoint.body) }),
      authorization: `Bearer ${token}`,
    }
  }

  it.each(ROLES)(
    'refuses a %s exactly what the table withholds, changing nothing',
    async (role) => {
      expect(SWEPT.length).toBeGreaterThan(20)
      await actAs(role)
      const wrong: string[] = []
      for (const route of SWEPT) {
        const permission = route.endpoint.permission as Permission
        const before = await rowsTouching(h.database.db, roots)
        const response = await send(h, callOf(route))
        const refusal = cannotMessage(role, permission)
        const refused = response.statusCode === 403 && response.json().message === refusal
        if (response.statusCode >= 500) wrong.push(`${route.id}: ${response.statusCode}`)
        if (can(role, permission)) {
          if (refused) wrong.push(`${route.id}: refused a ${role} (${permission})`)
        } else {
          if (!refused) {
            wrong.push(
              `${route.id}: not refused to a ${role}: ${response.statusCode} ${response.body}`,
            )
          }
          const after = await rowsTouching(h.database.db, roots)
          if (after.join('\n') !== before.join('\n')) wrong.push(`${route.id}: wrote for a ${role}`)
        }
      }
      await actAs('owner')
      expect(wrong).toEqual([])
    },
  )

  it('lets a viewer read what the business has, and says what its role cannot do', async () => {
    await actAs('viewer')
    const list = await send(h, {
      route: routeOf(listOrders),
      query: exampleValue(listOrders.query, { check: false }),
      authorization: `Bearer ${token}`,
    })
    expect(list.statusCode).toBe(200)
    const create = await send(
      h,
      callOf(SWEPT.find((r) => r.id === 'orders.createOrder') as ContractRoute),
    )
    expect(create.statusCode).toBe(403)
    expect(create.json().message).toBe('Your role (viewer) cannot send RFQs or change orders.')
    await actAs('owner')
  })
})
