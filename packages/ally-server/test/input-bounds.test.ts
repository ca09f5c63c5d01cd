import { allyContract, type Endpoint, type PurchaseOrder, type Rfq } from '@ally/sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Call, routeOf, send } from './contract-calls'
import { type ChangeWatch, watchChanges } from './database-snapshot'
import { databaseUrlFor, ENGINES, type Harness, startHarness } from './harness'
import { createScratchDatabase } from './scratch-database'

// Issue #28: an attack from outside got 33 answers of 500 on 7 endpoints, each a value the
// contract let through and a column could not hold: numbers past numeric(14, 2) or int4, a lone
// UTF-16 surrogate in jsonb, the year 0000 in a date; and rules the answers broke (more offered
// than asked, a shipment of 1e-12 units, a tracking link to `javascript:`). Each is sent here as
// the attack sent it, past the SDK's own checks: a 400 naming the field, and nothing stored.

const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)
const LONE = '\ud800'

describe.each(ENGINES)('values no column holds, on %s', (engine) => {
  let h: Harness
  let drop: () => Promise<void>
  let changes: ChangeWatch
  let buyerToken = ''
  let vendorToken = ''
  /** An RFQ of 10 valves in ngn, sent to the portal vendor, and its e-mailed link's token. */
  let rfq: Rfq
  let rfqLink = ''
  let draft: PurchaseOrder
  let accepted: PurchaseOrder
  let poLink = ''
  let shipmentId = ''

  const tokenIn = async (email: string, pattern: RegExp) =>
    decodeURIComponent(pattern.exec((await h.lastMail(email))?.text ?? '')?.[1] ?? '')

  beforeAll(async () => {
    const scratch = await createScratchDatabase(databaseUrlFor(engine))
    drop = scratch.drop
    h = await startHarness(engine, {}, { databaseUrl: scratch.url })
    const { buyer, vendor, email } = await h.verifiedVendor('bounds')
    buyerToken = buyer.browser.session.getToken() ?? ''
    vendorToken = vendor.vendorSession.getToken() ?? ''
    const { browser } = buyer
    const [row] = (await browser.vendors.listVendors({ query: { search: email } })).data.items
    const vendorId = row?.id ?? ''

    const order = await browser.orders.createOrder({
      body: {
        title: 'Gate valves',
        currency: 'ngn',
        lines: [{ description: 'Gate valve DN50', quantity: 10, unit: 'pcs' }],
      },
    })
    const sent = await browser.quotes.sendRfqs({
      body: {
        orderId: order.data.id,
        vendorIds: [vendorId],
        deadline: new Date(Date.now() + 7 * DAY_MS).toISOString(),
      },
    })
    rfq = sent.data.rfqs[0] as Rfq
    rfqLink = await tokenIn(email, /\/vendor\/rfq\?token=(\S+)/)

    const lines = [{ description: 'Seat ring', quantity: 10, unit: 'pcs', unitPrice: 4 }]
    const body = { vendorId, currency: 'usd' as const, lines }
    draft = (await browser.purchaseOrders.createPurchaseOrder({ body })).data
    const toAccept = (await browser.purchaseOrders.createPurchaseOrder({ body })).data
    await browser.purchaseOrders.sendPurchaseOrder({ params: { id: toAccept.id }, body: {} })
    poLink = await tokenIn(email, /\/vendor\/po\?token=(\S+)/)
    accepted = (
      await vendor.vendorPortal.acknowledgePurchaseOrder({
        params: { id: toAccept.id },
        body: { accept: true },
      })
    ).data
    const shipment = await vendor.vendorPortal.createVendorShipment({
      body: {
        purchaseOrderId: accepted.id,
        carrier: 'GIG',
        trackingNumber: 'B1',
        lines: [{ lineId: accepted.lines[0]?.id ?? '', quantity: 2 }],
      },
    })
    shipmentId = shipment.data.id
    changes = await watchChanges(h.database.db, { except: ['rate_limits'] })
  }, 120_000)

  afterAll(async () => {
    await h?.close()
    await drop?.()
  })

  const asBuyer = () => `Bearer ${buyerToken}`
  const asVendor = () => `Bearer ${vendorToken}`

  /** Sends `call`: a 400 whose first error names `path`, and no table written to. */
  async function refused(endpoint: Endpoint, call: Omit<Call, 'route'>, path: string) {
    // The mail an earlier call queued is written after its answer: not this call's doing.
    await (h.context as { mail?: { idle?: () => Promise<void> } }).mail?.idle?.()
    await changes.mark()
    const response = await send(h, { route: routeOf(endpoint), ...call })
    const answer = { status: response.statusCode, path: response.json().errors?.[0]?.path }
    expect(answer, response.body).toEqual({ status: 400, path })
    expect(await changes.changedSinceMark()).toEqual([])
  }

  const quote = (line: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
    currency: 'usd',
    lines: [{ lineId: rfq.lines[0]?.id, unitPrice: 12.5, ...line }],
    leadTimeDays: 12,
    validUntil: day(30),
    ...rest,
  })
  const byLink = allyContract.vendorPortal.submitQuoteByLink
  const linkQuery = () => ({ token: rfqLink })

  it('refuses amounts and day counts past their columns in a quote from the link', async () => {
    const query = linkQuery()
    await refused(byLink, { query, json: quote({ unitPrice: 1e12 }) }, 'body.lines.0.unitPrice')
    await refused(byLink, { query, json: quote({}, { shippingCost: 1e13 }) }, 'body.shippingCost')
    await refused(byLink, { query, json: quote({}, { leadTimeDays: 3e9 }) }, 'body.leadTimeDays')
    const digits = JSON.stringify(quote()).replace('12.5', '123456789012345678901234567890')
    const raw = { payload: digits, contentType: 'application/json' }
    await refused(byLink, { query, raw }, 'body.lines.0.unitPrice')
  })

  it('refuses a quote that fits in dollars and not in the round’s naira', async () => {
    // 10 × 999,999,999 = 9,999,999,990 usd: a money column holds it, but not as 1.55e13 ngn.
    const json = quote({ unitPrice: 999_999_999 })
    await refused(byLink, { query: linkQuery(), json }, 'body.lines')
  })

  it('takes less than asked, never more, and quantities to a thousandth', async () => {
    const query = linkQuery()
    await refused(byLink, { query, json: quote({ quantity: 11 }) }, 'body.lines.0.quantity')
    await refused(byLink, { query, json: quote({ quantity: 1e-12 }) }, 'body.lines.0.quantity')
    const taken = await send(h, {
      route: routeOf(byLink),
      query,
      json: quote({ quantity: 2.5 }),
    })
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.json().data.lines[0].quantity).toBe(2.5)
  })

  it('refuses a lone surrogate in a quote line’s note, and an amount past its column in the portal', async () => {
    await refused(byLink, { query: linkQuery(), json: quote({ note: LONE }) }, 'body.lines.0.note')
    await refused(
      allyContract.vendorPortal.submitQuoteResponse,
      {
        params: { rfqId: { value: rfq.id } },
        json: quote({ unitPrice: 1e12 }),
        authorization: asVendor(),
      },
      'body.lines.0.unitPrice',
    )
  })

  it('refuses lone surrogates and the year 0000 in a purchase order, new or changed', async () => {
    const line = { description: 'Seat ring', quantity: 1, unit: 'pcs', unitPrice: 4 }
    const create = allyContract.purchaseOrders.createPurchaseOrder
    const vendorId = draft.vendor.id
    const po = (changes: object, lineChanges: object = {}) => ({
      vendorId,
      currency: 'usd',
      lines: [{ ...line, ...lineChanges }],
      ...changes,
    })
    const authorization = asBuyer()
    await refused(
      create,
      { json: po({}, { description: LONE }), authorization },
      'body.lines.0.description',
    )
    await refused(
      create,
      { json: po({}, { unit: `kg${LONE}` }), authorization },
      'body.lines.0.unit',
    )
    await refused(
      create,
      { json: po({ deliveryDate: '0000-01-01' }), authorization },
      'body.deliveryDate',
    )
    const update = allyContract.purchaseOrders.updatePurchaseOrder
    const params = { id: { value: draft.id } }
    await refused(
      update,
      { params, json: { lines: [{ ...line, description: LONE }] }, authorization },
      'body.lines.0.description',
    )
    await refused(
      update,
      { params, json: { deliveryDate: '0000-12-31' }, authorization },
      'body.deliveryDate',
    )
  })

  it('refuses shipments of 1e-12 units, dates out of order or of year 0000, and links that are not web pages', async () => {
    const byPoLink = allyContract.vendorPortal.createShipmentByLink
    const shipment = (changes: object, quantity = 1) => ({
      carrier: 'GIG',
      trackingNumber: 'B2',
      lines: [{ lineId: accepted.lines[0]?.id, quantity }],
      ...changes,
    })
    const query = { token: poLink }
    await refused(byPoLink, { query, json: shipment({}, 1e-12) }, 'body.lines.0.quantity')
    await refused(
      byPoLink,
      { query, json: shipment({ shippedOn: '0000-01-01' }) },
      'body.shippedOn',
    )
    await refused(
      byPoLink,
      { query, json: shipment({ estimatedDelivery: '0000-01-01' }) },
      'body.estimatedDelivery',
    )
    await refused(
      byPoLink,
      { query, json: shipment({ shippedOn: day(-1), estimatedDelivery: day(-3) }) },
      'body.estimatedDelivery',
    )
    await refused(
      byPoLink,
      { query, json: shipment({ trackingUrl: 'javascript:alert(1)' }) },
      'body.trackingUrl',
    )
    const taken = await send(h, { route: routeOf(byPoLink), query, json: shipment({}, 0.125) })
    expect(taken.statusCode, taken.body).toBe(200)
  })

  it('refuses lone surrogates in a shipment’s update and receipt, and in a vendor’s contacts', async () => {
    const params = { id: { value: shipmentId } }
    const authorization = asBuyer()
    const update = allyContract.shipments.updateShipment
    const status = 'in_transit'
    await refused(
      update,
      { params, json: { status, location: LONE }, authorization },
      'body.location',
    )
    await refused(update, { params, json: { status, note: LONE }, authorization }, 'body.note')
    const lineId = accepted.lines[0]?.id
    await refused(
      allyContract.shipments.receiveShipment,
      { params, json: { lines: [{ lineId, quantity: 2 }], note: LONE }, authorization },
      'body.note',
    )
    const onboarding = allyContract.vendorAccount.vendorOnboarding
    const contact = { name: `Bola ${LONE}`, email: 'bola@example.com' }
    const json = { orderTypes: ['supply'], contacts: [contact] }
    await refused(onboarding, { json, authorization: asVendor() }, 'body.contacts.0.name')
    await refused(
      onboarding,
      { json: { orderTypes: ['supply'], contactName: LONE }, authorization: asVendor() },
      'body.contactName',
    )
  })

  it('refuses what the contract takes as any JSON when it holds a lone surrogate', async () => {
    // The contract cannot bound a workflow's free-form config; the server refuses it all the same.
    const response = await send(h, {
      route: routeOf(allyContract.vendorAccount.vendorOnboarding),
      json: { orderTypes: ['supply'], [`x${LONE}`]: 1 },
      authorization: asVendor(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[0].message).toBe('must be text without broken characters')
  })
})
