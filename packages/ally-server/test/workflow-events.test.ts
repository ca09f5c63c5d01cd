import type { AllyClient, OrderInput, Rfq, WorkflowInput, WorkflowRun } from '@ally/sdk'
import { listDevMail } from '@ally/sdk/dev'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startEventRuns } from '../src/workflows/events'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail, until } from './harness'

// Issue #32: workflows started by events — an order created, an answer received, a round's
// deadline passed, a PO acknowledged, a shipment late. Each event starts one run per workflow
// playing when it happened, whoever looks and however often; a paused workflow starts none; a run
// works on what its event names (docs/product-rules.md, "Workflows"). The harness does not look
// on a timer: each test looks when it means to, at the time it says.

const ORDER: OrderInput = {
  title: 'Event bolts',
  currency: 'usd',
  lines: [{ description: 'M8 bolt', quantity: 100, unit: 'pcs' }],
}
const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

describe.each(ENGINES)('workflows on events (%s)', (engine) => {
  let h: Harness
  let owner: Awaited<ReturnType<Harness['signedUpOwner']>>
  let api: AllyClient
  let vendor: { id: string; email: string }

  beforeAll(async () => {
    h = await startHarness(engine)
    owner = await h.signedUpOwner('workflow-events')
    api = owner.browser
    const email = uniqueEmail('eventco')
    const { data } = await api.vendors.inviteVendors({
      body: { vendors: [{ name: 'Eventco', email, orderTypes: ['supply'] }] },
    })
    vendor = { id: data.invited[0]?.id ?? '', email }
  })
  afterAll(() => h?.close())
  // Each test's workflows stop watching when it ends, so that a look counts only the next test's.
  const watching: string[] = []
  afterEach(async () => {
    for (const id of watching.splice(0)) {
      await api.workflows.playOrPauseWorkflow({ params: { id }, body: { action: 'pause' } })
    }
  })

  const look = (at = new Date()) => startEventRuns(h.workflowEngine.appKey, h.database.db, at)
  const notify = (subject: string) => ({
    type: 'notify' as const,
    name: 'Tell the owner',
    config: { to: [owner.email], subject, message: 'Have a look.' },
  })

  /** A workflow on `event`, playing. */
  async function playing(event: string, steps: WorkflowInput['steps']) {
    const { data } = await api.workflows.createWorkflow({
      body: {
        name: `On ${event}`,
        trigger: { type: 'event', event: event as 'order.created' },
        steps,
      },
    })
    await api.workflows.playOrPauseWorkflow({ params: { id: data.id }, body: { action: 'play' } })
    watching.push(data.id)
    return data
  }
  const runsOf = async (workflowId: string) =>
    (await api.workflows.listWorkflowRuns({ query: { workflowId } })).data.items
  const finishedRuns = (workflowId: string, count: number) =>
    until(
      () => runsOf(workflowId),
      (runs: WorkflowRun[]) =>
        runs.length === count &&
        runs.every((run) => ['succeeded', 'failed', 'cancelled'].includes(run.status)),
    )
  const mailsTo = async (to: string, subject: string) =>
    (await h.api.request(listDevMail, { query: { to } })).data.items.filter(
      (mail) => mail.subject === subject,
    )

  async function sentRound(deadline: string) {
    const order = (await api.orders.createOrder({ body: ORDER })).data
    const { data } = await api.quotes.sendRfqs({
      body: { orderId: order.id, vendorIds: [vendor.id], deadline },
    })
    const text = (await h.lastMail(vendor.email))?.text ?? ''
    const token = decodeURIComponent(/\/vendor\/rfq\?token=(\S+)/.exec(text)?.[1] ?? '')
    return { order, quote: data.quote, rfq: data.rfqs[0] as Rfq, token }
  }

  it('starts one run per answer received, which works on its round: chooses and awards it', async () => {
    const workflow = await playing('quote_response.received', [
      { type: 'pick_best_quote', name: 'Choose', config: { maxTotal: 1000 } },
      { type: 'accept_quote', name: 'Award', config: {} },
    ])
    const round = await sentRound(new Date(Date.now() + DAY_MS).toISOString())
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: round.token },
      body: {
        currency: 'usd',
        lines: [{ lineId: round.rfq.lines[0]?.id ?? '', unitPrice: 2 }],
        leadTimeDays: 3,
        validUntil: day(30),
      },
    })
    expect(await look()).toBe(1)
    // Looking again, as another process or the next look would, starts nothing more.
    expect(await look()).toBe(0)
    const [run] = await finishedRuns(workflow.id, 1)
    expect(run?.trigger).toBe('quote_response.received')
    expect(run?.status, JSON.stringify(run?.steps)).toBe('succeeded')
    expect(run?.steps.map((step) => step.output)).toEqual([
      "Eventco: $200.00 landed, 3 days' lead time",
      `Awarded ${round.order.taId} to Eventco`,
    ])
    const { data: quote } = await api.quotes.getQuote({ query: { quoteId: round.quote.id } })
    expect(quote.status).toBe('awarded')
  })

  it('follows every round sent: a day before its deadline it reminds the silent vendors', async () => {
    // The "remind silent vendors a day before the deadline" template, as a standing rule.
    const workflow = await playing('rfq.sent', [
      {
        type: 'wait',
        name: 'Until a day before the deadline',
        config: { until: 'deadline', hoursBefore: 24 },
      },
      { type: 'remind', name: 'Remind', config: {} },
    ])
    // Due in 2 hours, so a day before it has come already and the wait is over at once.
    const round = await sentRound(new Date(Date.now() + 2 * 60 * 60_000).toISOString())
    expect(await look()).toBe(1)
    expect(await look()).toBe(0)
    const [run] = await finishedRuns(workflow.id, 1)
    expect(run?.trigger).toBe('rfq.sent')
    expect(run?.status, JSON.stringify(run?.steps)).toBe('succeeded')
    expect(run?.steps[1]?.output).toBe('Reminded 1 vendor who had not answered')
    expect(run?.steps[0]?.output).toMatch(/^1 day or less before the deadline, /)
    // A round a workflow's own RFQ step sends is not news to a workflow on this event.
    const { data: sender } = await api.workflows.createWorkflow({
      body: {
        name: 'Sends a round',
        trigger: { type: 'manual' },
        steps: [
          {
            type: 'send_rfq',
            name: 'Send',
            config: { orderId: round.order.id, vendorIds: [vendor.id], deadlineHours: 24 },
          },
        ],
      },
    })
    const { data: sending } = await api.workflows.runWorkflow({
      params: { id: sender.id },
      body: {},
    })
    await until(
      async () => (await api.workflows.getWorkflowRun({ query: { runId: sending.id } })).data,
      (one) => one.status === 'succeeded',
    )
    expect(await look()).toBe(0)
  })

  it('tells of an order a person created, not of the copies its own RFQ steps make', async () => {
    const subject = `Order news ${Date.now()}`
    const watcher = await playing('order.created', [notify(subject)])
    const template = (await api.orders.createOrder({ body: ORDER })).data
    const { data: copier } = await api.workflows.createWorkflow({
      body: {
        name: 'Copies an order',
        trigger: { type: 'manual' },
        steps: [
          {
            type: 'send_rfq',
            name: 'Send',
            config: { orderId: template.id, vendorIds: [vendor.id], deadlineHours: 24 },
          },
        ],
      },
    })
    const { data: copying } = await api.workflows.runWorkflow({
      params: { id: copier.id },
      body: {},
    })
    await until(
      async () => (await api.workflows.getWorkflowRun({ query: { runId: copying.id } })).data,
      (run) => run.status === 'succeeded',
    )
    expect(await look()).toBe(1)
    const [run] = await finishedRuns(watcher.id, 1)
    expect(run?.status).toBe('succeeded')
    const [mail] = await until(
      () => mailsTo(owner.email, subject),
      (mails) => mails.length > 0,
    )
    expect(mail?.text).toContain(`Order ${template.taId} “Event bolts” was created.`)
  })

  it('starts a run when a round’s deadline passes, and none for a paused workflow', async () => {
    const subject = `Deadline news ${Date.now()}`
    const watcher = await playing('rfq.deadline_passed', [
      notify(subject),
      { type: 'remind', name: 'Remind', config: {} },
    ])
    const paused = await playing('rfq.deadline_passed', [notify(`${subject} (paused)`)])
    await api.workflows.playOrPauseWorkflow({
      params: { id: paused.id },
      body: { action: 'pause' },
    })
    const deadline = new Date(Date.now() + 60 * 60_000)
    const round = await sentRound(deadline.toISOString())
    expect(await look()).toBe(0)
    expect(await look(new Date(deadline.getTime() + 1000))).toBe(1)
    const [run] = await finishedRuns(watcher.id, 1)
    // The remind step works on the round the event names (looked at ahead of its real deadline
    // here, so its vendor can still answer, and is reminded).
    expect(run?.steps.map((step) => step.output)).toEqual([
      `E-mailed ${owner.email}`,
      'Reminded 1 vendor who had not answered',
    ])
    expect(round.quote.id).toBeTruthy()
    expect(await runsOf(paused.id)).toEqual([])
  })

  it('starts a run when a vendor acknowledges a PO, and when a shipment becomes late', async () => {
    const ackSubject = `PO news ${Date.now()}`
    const lateSubject = `Late news ${Date.now()}`
    const acknowledged = await playing('purchase_order.acknowledged', [notify(ackSubject)])
    const late = await playing('shipment.late', [notify(lateSubject)])
    const { po, token } = await h.acceptedPurchaseOrder(owner, vendor, [
      { description: 'Flange', quantity: 10, unit: 'pcs', unitPrice: 3 },
    ])
    await h.client().vendorPortal.createShipmentByLink({
      query: { token },
      body: {
        carrier: 'DHL',
        trackingNumber: 'EV-1',
        lines: [{ lineId: po.lines[0]?.id ?? '', quantity: 10 }],
        shippedOn: day(0),
        estimatedDelivery: day(0),
      },
    })
    expect(await look()).toBe(1)
    await finishedRuns(acknowledged.id, 1)
    const [ackMail] = await until(
      () => mailsTo(owner.email, ackSubject),
      (mails) => mails.length > 0,
    )
    expect(ackMail?.text).toContain(`Eventco acknowledged ${po.number}.`)
    // Late from the start of the day after its expected day.
    const tomorrow = new Date(`${day(1)}T00:00:30Z`)
    expect(await look(tomorrow)).toBe(1)
    await finishedRuns(late.id, 1)
    const [lateMail] = await until(
      () => mailsTo(owner.email, lateSubject),
      (mails) => mails.length > 0,
    )
    expect(lateMail?.text).toContain(
      `Shipment EV-1 of ${po.number} from Eventco is late (expected ${day(0)}).`,
    )
  })

  it('refuses an event trigger without its event, and steps its event gives nothing to', async () => {
    const refused = (body: WorkflowInput) => expectApiError(api.workflows.createWorkflow({ body }))
    const pick = { type: 'pick_best_quote' as const, name: 'Choose', config: {} }
    expect(
      (await refused({ name: 'x', trigger: { type: 'event' }, steps: [notify('x')] })).message,
    ).toMatch(/^body\.trigger\.event: is required for an event trigger: one of order\.created, /)
    expect(
      (
        await refused({
          name: 'x',
          trigger: { type: 'event', event: 'order.created' },
          steps: [pick],
        })
      ).message,
    ).toBe(
      'body.steps.0.type: needs a "Send an RFQ" step before it, or a trigger on an RFQ sent, an answer or a deadline',
    )
    // Changing the trigger alone is checked against the steps it keeps.
    const { data } = await api.workflows.createWorkflow({
      body: {
        name: 'On deadlines',
        trigger: { type: 'event', event: 'rfq.deadline_passed' },
        steps: [pick],
      },
    })
    const error = await expectApiError(
      api.workflows.updateWorkflow({
        params: { id: data.id },
        body: { trigger: { type: 'manual' } },
      }),
    )
    expect(error.message).toMatch(/^body\.steps\.0\.type: needs a "Send an RFQ" step/)
  })
})
