import type {
  AllyClient,
  OrderInput,
  QuoteResponseInput,
  Rfq,
  WorkflowInput,
  WorkflowRun,
} from '@ally/sdk'
import { listDevMail } from '@ally/sdk/dev'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, quotes, rfqs as rfqRows, vendors as vendorRows } from '../src/db/schema'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail, until } from './harness'

// Issue #32: a workflow sources by itself — sends an RFQ copied from an order, waits for the
// answers (an answer wakes it at once), chooses the best by its rule, awards it, drafts and sends
// the PO — each effect once; a rule nobody meets ends the run without an award; a vendor removed
// since the workflow was saved fails the step with its reason (docs/product-rules.md, "Workflows").

const ORDER: OrderInput = {
  title: 'Restock bolts',
  currency: 'usd',
  lines: [
    { description: 'M8 bolt', quantity: 100, unit: 'pcs' },
    { description: 'M8 nut', quantity: 200, unit: 'pcs' },
  ],
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe.each(ENGINES)('workflows that source (%s)', (engine) => {
  let h: Harness
  let owner: Awaited<ReturnType<Harness['signedUpOwner']>>
  let api: AllyClient
  let templateId: string
  const vendors: { id: string; email: string; name: string }[] = []

  beforeAll(async () => {
    h = await startHarness(engine)
    owner = await h.signedUpOwner('workflow-sourcing')
    api = owner.browser
    templateId = (await api.orders.createOrder({ body: ORDER })).data.id
    for (const name of ['Boltco', 'Eurofix', 'Gonefast']) {
      const email = uniqueEmail(name.toLowerCase())
      const { data } = await api.vendors.inviteVendors({
        body: { vendors: [{ name, email, orderTypes: ['supply'] }] },
      })
      vendors.push({ id: data.invited[0]?.id ?? '', email, name })
    }
  })
  afterAll(() => h?.close())

  const mailsTo = async (to: string) =>
    (await h.api.request(listDevMail, { query: { to } })).data.items

  async function linkToken(email: string) {
    const mails = await mailsTo(email)
    const texts = mails.map((mail) => /\/vendor\/rfq\?token=(\S+)/.exec(mail.text ?? '')?.[1])
    const token = texts.find(Boolean)
    if (!token) throw new Error(`No RFQ link was e-mailed to ${email}`)
    return decodeURIComponent(token)
  }

  const answer = (rfq: Rfq, prices: number[], leadTimeDays = 5): QuoteResponseInput => ({
    currency: 'usd',
    lines: rfq.lines.map((line, index) => ({ lineId: line.id, unitPrice: prices[index] ?? 1 })),
    leadTimeDays,
    validUntil: inDays(30).slice(0, 10),
  })

  const sendRfq = (vendorIds: string[], deadlineHours = 48) => ({
    type: 'send_rfq' as const,
    name: 'Send the restock RFQ',
    config: { orderId: templateId, vendorIds, deadlineHours },
  })
  const waitForAnswers = {
    type: 'wait' as const,
    name: 'Wait for the answers',
    config: { until: 'answers' },
  }

  async function ranOnce(body: WorkflowInput) {
    const workflow = (await api.workflows.createWorkflow({ body })).data
    const run = (await api.workflows.runWorkflow({ params: { id: workflow.id }, body: {} })).data
    return { workflow, run }
  }
  const runOf = async (runId: string) =>
    (await api.workflows.getWorkflowRun({ query: { runId } })).data
  const finished = (run: WorkflowRun) => ['succeeded', 'failed', 'cancelled'].includes(run.status)

  /** The RFQs the run's round sent, once the run is waiting for their answers. */
  async function roundOf(runId: string) {
    const waiting = await until(
      () => runOf(runId),
      (run) => run.status === 'waiting' || finished(run),
    )
    expect(waiting.status).toBe('waiting')
    const { data } = await api.quotes.listQuotes({ query: { search: 'Restock bolts' } })
    const quote = data.items[0]
    if (!quote) throw new Error('No round was opened')
    const rfqs = (await api.quotes.listQuoteRfqs({ query: { quoteId: quote.id } })).data.items
    return { quote, rfqs }
  }

  it('sends the RFQ, wakes on the answers, awards the lowest landed cost under the amount and sends the PO, each once', async () => {
    const [boltco, eurofix] = vendors as [(typeof vendors)[0], (typeof vendors)[0]]
    const { run } = await ranOnce({
      name: 'Auto-award restock',
      trigger: { type: 'manual' },
      steps: [
        sendRfq([boltco.id, eurofix.id]),
        waitForAnswers,
        { type: 'pick_best_quote', name: 'Choose', config: { maxTotal: 200, maxLeadTimeDays: 7 } },
        { type: 'accept_quote', name: 'Award', config: { note: 'Thank you' } },
        { type: 'create_purchase_order', name: 'Draft the PO', config: {} },
        { type: 'send_purchase_order', name: 'Send the PO', config: { message: 'Deliver soon' } },
      ],
    })
    const { quote, rfqs } = await roundOf(run.id)
    expect(quote.taId).not.toBe(undefined)
    const byVendor = (id: string) => rfqs.find((rfq) => rfq.vendor.id === id) as Rfq
    const bolt = byVendor(boltco.id)
    const euro = byVendor(eurofix.id)
    // 90 landed, but 9 days' lead time: over the rule's 7. Eurofix: 120, 5 days.
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: await linkToken(boltco.email) },
      body: answer(bolt, [0.5, 0.2], 9),
    })
    expect((await runOf(run.id)).status).toBe('waiting')
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: await linkToken(eurofix.email) },
      body: answer(euro, [0.6, 0.3], 5),
    })
    const done = await until(() => runOf(run.id), finished)
    expect(done.status, JSON.stringify(done.steps)).toBe('succeeded')
    expect(done.steps.map((step) => [step.type, step.status])).toEqual([
      ['send_rfq', 'succeeded'],
      ['wait', 'succeeded'],
      ['pick_best_quote', 'succeeded'],
      ['accept_quote', 'succeeded'],
      ['create_purchase_order', 'succeeded'],
      ['send_purchase_order', 'succeeded'],
    ])
    const [sent, waited, picked, awarded, drafted, mailed] = done.steps.map((s) => s.output)
    expect(sent).toMatch(/^Sent TA-\d+ “Restock bolts” to 2 vendors; answers due /)
    expect(waited).toBe('Every vendor answered: 2 of 2 answered')
    expect(picked).toBe("Eurofix: $120.00 landed, 5 days' lead time")
    expect(awarded).toMatch(/^Awarded TA-\d+ to Eurofix$/)
    expect(drafted).toMatch(/^Drafted PO-\S+ for Eurofix$/)
    expect(mailed).toMatch(new RegExp(`^E-mailed PO-\\S+ to ${eurofix.email}$`))

    const comparison = (await api.quotes.compareQuote({ query: { quoteId: quote.id } })).data
    expect(comparison.quote.status).toBe('awarded')
    expect(new Set(comparison.awards.map((a) => a.vendorId))).toEqual(new Set([eurofix.id]))
    const po = comparison.awards[0]?.purchaseOrder
    expect(po).not.toBe(null)
    const { data: purchaseOrder } = await api.purchaseOrders.getPurchaseOrder({
      query: { poId: po?.id ?? '' },
    })
    expect(purchaseOrder.purchaseOrder.status).toBe('sent')
    // Each effect once: one RFQ and one PO e-mail to the winner; the template order untouched.
    const euroMails = (await mailsTo(eurofix.email)).map((mail) => mail.subject)
    expect(euroMails.filter((subject) => subject.includes('RFQ'))).toHaveLength(1)
    await until(
      async () => (await mailsTo(eurofix.email)).map((mail) => mail.subject),
      (subjects) => subjects.some((subject) => subject.includes(po?.number ?? '?')),
    )
    const poMails = (await mailsTo(eurofix.email)).filter((m) =>
      m.subject.includes(po?.number ?? '?'),
    )
    expect(poMails).toHaveLength(1)
    const [template] = await h.database.db.select().from(orders).where(eq(orders.id, templateId))
    expect(template?.status).toBe('draft')
  })

  it('ends the run without an award when no answer meets the rule, saying why', async () => {
    const [boltco, eurofix] = vendors as [(typeof vendors)[0], (typeof vendors)[0]]
    const { run } = await ranOnce({
      name: 'Award only a bargain',
      trigger: { type: 'manual' },
      steps: [
        sendRfq([boltco.id, eurofix.id], 1),
        waitForAnswers,
        { type: 'pick_best_quote', name: 'Choose', config: { maxTotal: 10 } },
        { type: 'accept_quote', name: 'Award', config: {} },
      ],
    })
    const { quote, rfqs } = await roundOf(run.id)
    const bolt = rfqs.find((rfq) => rfq.vendor.id === boltco.id) as Rfq
    const euroToken = (await mailsTo(eurofix.email))
      .map((mail) => /\/vendor\/rfq\?token=(\S+)/.exec(mail.text ?? '')?.[1])
      .find(Boolean)
    // The newest RFQ mail first: this round's link.
    await h.client().vendorPortal.declineRfqByLink({
      query: { token: decodeURIComponent(euroToken ?? '') },
      body: { reason: 'Out of stock' },
    })
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: await linkToken(boltco.email) },
      body: answer(bolt, [0.5, 0.2]),
    })
    const done = await until(() => runOf(run.id), finished)
    expect(done.status).toBe('succeeded')
    expect(done.steps.map((step) => step.status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
      'skipped',
    ])
    expect(done.steps[1]?.output).toBe('Every vendor answered: 1 of 2 answered, 1 declined')
    expect(done.steps[2]?.output).toBe(
      'No answer met the rule (Boltco over $10.00); nothing awarded',
    )
    const { data } = await api.quotes.getQuote({ query: { quoteId: quote.id } })
    expect(data.status).toBe('open')
  })

  it('fails the RFQ step with its reason when a vendor was removed since the workflow was saved', async () => {
    const gone = vendors[2] as (typeof vendors)[0]
    const { workflow } = await ranOnce({
      name: 'Ask the one that left',
      trigger: { type: 'manual' },
      steps: [sendRfq([vendors[0]?.id ?? '', gone.id]), waitForAnswers],
    }).then(async (first) => {
      await until(
        () => runOf(first.run.id),
        (run) => run.status === 'waiting',
      )
      return first
    })
    await h.database.db.delete(vendorRows).where(eq(vendorRows.id, gone.id))
    const mailsBefore = (await mailsTo(vendors[0]?.email ?? '')).length
    const { data: run } = await api.workflows.runWorkflow({
      params: { id: workflow.id },
      body: {},
    })
    const done = await until(() => runOf(run.id), finished)
    expect(done.status).toBe('failed')
    expect(done.steps.map((step) => step.status)).toEqual(['failed', 'skipped'])
    expect(done.steps[0]?.error).toBe(
      'A vendor of this step was removed from your vendor list; choose the vendors again',
    )
    // Nothing of the step happened: no order copied, no RFQ e-mailed.
    expect(await mailsTo(vendors[0]?.email ?? '')).toHaveLength(mailsBefore)
  })

  it('refuses steps without what they work on, and references that are not the business’s', async () => {
    const refused = async (steps: WorkflowInput['steps']) =>
      expectApiError(
        api.workflows.createWorkflow({
          body: { name: 'Refused', trigger: { type: 'manual' }, steps },
        }),
      )
    const pick = { type: 'pick_best_quote' as const, name: 'Choose', config: {} }
    expect((await refused([pick])).message).toBe(
      'body.steps.0.type: needs a "Send an RFQ" step before it, or a trigger on an RFQ sent, an answer or a deadline',
    )
    expect(
      (await refused([sendRfq([vendors[0]?.id ?? '']), { ...pick, type: 'accept_quote' }])).message,
    ).toBe('body.steps.1.type: needs a "Choose the best answer" step before it')
    const other = await h.signedUpOwner('workflow-sourcing-other')
    const theirs = (await other.browser.orders.createOrder({ body: ORDER })).data.id
    expect(
      (
        await refused([
          {
            ...sendRfq([vendors[0]?.id ?? '']),
            config: { ...sendRfq([]).config, orderId: theirs, vendorIds: [vendors[0]?.id] },
          },
        ])
      ).message,
    ).toBe('body.steps.0.config.orderId: is not an order of yours')
    const { data: theirVendor } = await other.browser.vendors.inviteVendors({
      body: { vendors: [{ name: 'Theirs', email: uniqueEmail('theirs'), orderTypes: ['supply'] }] },
    })
    expect((await refused([sendRfq([theirVendor.invited[0]?.id ?? ''])])).message).toBe(
      'body.steps.0.config.vendorIds.0: is not a vendor in your list',
    )
    expect((await refused([sendRfq([])])).message).toMatch(/^body\.steps\.0\.config\.vendorIds: /)
    const { vendorIds: _, ...noVendors } = sendRfq([]).config
    expect((await refused([{ ...sendRfq([]), config: noVendors }])).message).toBe(
      'body.steps.0.config.vendorIds: is required, or `suggested`: how many suggested vendors to ask',
    )
    expect(
      (
        await refused([
          {
            ...sendRfq([vendors[0]?.id ?? '']),
            config: { ...noVendors, suggested: 2, vendorIds: [vendors[0]?.id] },
          },
        ])
      ).message,
    ).toBe(
      'body.steps.0.config.vendorIds: names the vendors or asks the suggested ones (`suggested`), not both',
    )
    expect(
      (await refused([{ ...sendRfq([]), config: { ...noVendors, suggested: 21 } }])).message,
    ).toMatch(/^body\.steps\.0\.config\.suggested: /)
    expect(
      (
        await refused([
          sendRfq([vendors[0]?.id ?? '']),
          { ...waitForAnswers, config: { until: 'answers', days: 1 } },
        ])
      ).message,
    ).toBe('body.steps.1.config.until: waits for the answers or for a time, not both')
    expect(
      (await refused([sendRfq([vendors[0]?.id ?? '']), { ...pick, config: { minOnTimeRate: 2 } }]))
        .message,
    ).toMatch(/^body\.steps\.1\.config\.minOnTimeRate: /)
  })

  it('asks the best suggested vendors of the list when the step names none', async () => {
    const { data: suggestions } = await api.vendors.suggestVendors({
      query: { orderType: 'supply', limit: 1 },
    })
    const best = suggestions.items[0]
    expect(best?.source).toBe('history')
    const { run } = await ranOnce({
      name: 'Ask the best suggested',
      trigger: { type: 'manual' },
      steps: [
        {
          type: 'send_rfq',
          name: 'Ask the best vendor',
          config: { orderId: templateId, suggested: 1, deadlineHours: 48 },
        },
        waitForAnswers,
      ],
    })
    const { rfqs } = await roundOf(run.id)
    expect(rfqs.map((rfq) => rfq.vendor.id)).toEqual([best?.vendor.id])
    expect((await runOf(run.id)).steps[0]?.output).toMatch(
      new RegExp(
        `^Sent TA-\\d+ “Restock bolts” to 1 suggested vendor \\(${best?.vendor.name}\\); answers due `,
      ),
    )
  })

  it('waits until a day before the deadline of the vendors still to answer, then reminds them', async () => {
    const boltco = vendors[0] as (typeof vendors)[0]
    const { run } = await ranOnce({
      name: 'Remind a day before',
      trigger: { type: 'manual' },
      steps: [
        sendRfq([boltco.id], 25),
        // Time to give the vendor a new deadline before the next step reads it.
        { type: 'wait', name: 'Breathe', config: { seconds: 3 } },
        { type: 'wait', name: 'A day before', config: { until: 'deadline', hoursBefore: 24 } },
        { type: 'remind', name: 'Remind', config: {} },
      ],
    })
    const sent = await until(
      () => runOf(run.id),
      (found) => found.steps[0]?.status === 'succeeded' || finished(found),
    )
    // The vendor is given until 6 s past a day from now: a day before is 6 s away, 3 s after the
    // wait before it ends.
    const taId = /TA-\d+/.exec(sent.steps[0]?.output ?? '')?.[0] ?? ''
    const [round] = await h.database.db
      .select({ id: quotes.id })
      .from(quotes)
      .innerJoin(orders, eq(orders.id, quotes.orderId))
      .where(and(eq(orders.taId, taId), eq(orders.businessId, owner.user.businessId)))
    expect(round).toBeTruthy()
    await h.database.db
      .update(rfqRows)
      .set({ deadline: new Date(Date.now() + 24 * 3_600_000 + 6000) })
      .where(eq(rfqRows.quoteId, round?.id ?? ''))
    const dayBefore = Date.now() + 6000
    const done = await until(() => runOf(run.id), finished, 20_000)
    expect(done.status).toBe('succeeded')
    // It began before the moment and ended at it (the clocks' milliseconds apart at most).
    const waited = done.steps[2]
    expect(Date.parse(waited?.startedAt ?? '')).toBeLessThan(dayBefore - 1000)
    expect(Date.parse(waited?.finishedAt ?? '')).toBeGreaterThanOrEqual(dayBefore - 500)
    expect(done.steps[2]?.output).toMatch(/^1 day or less before the deadline, .+ UTC$/)
    expect(done.steps[3]?.output).toMatch(/^Reminded 1 vendor/)
    const refused = await expectApiError(
      api.workflows.createWorkflow({
        body: {
          name: 'x',
          trigger: { type: 'manual' },
          steps: [
            sendRfq([boltco.id]),
            { type: 'wait', name: 'w', config: { hoursBefore: 2, hours: 1 } },
          ],
        },
      }),
    )
    expect(refused.message).toBe(
      'body.steps.1.config.hoursBefore: goes only with `until: "deadline"`',
    )
    // Waiting for a purchase order's acceptance needs one sent before, and a time-out.
    const acknowledged = (config: Record<string, unknown>) =>
      expectApiError(
        api.workflows.createWorkflow({
          body: {
            name: 'x',
            trigger: { type: 'manual' },
            steps: [{ type: 'wait', name: 'w', config: { until: 'acknowledged', ...config } }],
          },
        }),
      )
    expect((await acknowledged({ timeoutSeconds: 60 })).message).toBe(
      'body.steps.0.type: needs a "Send the purchase order" step before it',
    )
    expect((await acknowledged({})).message).toBe(
      'body.steps.0.config.timeoutSeconds: is required: how long the vendor is given',
    )
  })

  describe('waiting for the vendor to accept the purchase order', () => {
    /** A run that awards Boltco's answer, sends it the PO and waits up to `timeoutSeconds`. */
    async function sentPurchaseOrder(timeoutSeconds: number) {
      const boltco = vendors[0] as (typeof vendors)[0]
      const { run } = await ranOnce({
        name: `Accepted PO ${timeoutSeconds}`,
        trigger: { type: 'manual' },
        steps: [
          sendRfq([boltco.id]),
          waitForAnswers,
          { type: 'pick_best_quote', name: 'Choose', config: {} },
          { type: 'accept_quote', name: 'Award', config: {} },
          { type: 'create_purchase_order', name: 'Draft the PO', config: {} },
          { type: 'send_purchase_order', name: 'Send the PO', config: {} },
          {
            type: 'wait',
            name: 'Until accepted',
            config: { until: 'acknowledged', timeoutSeconds },
          },
        ],
      })
      const { rfqs } = await roundOf(run.id)
      await h.client().vendorPortal.submitQuoteByLink({
        query: { token: await linkToken(boltco.email) },
        body: answer(rfqs[0] as Rfq, [0.5, 0.2]),
      })
      return until(
        () => runOf(run.id),
        (found) => found.steps[6]?.status === 'waiting' || finished(found),
      )
    }

    it('goes on once the vendor accepts it from its link', async () => {
      const waiting = await sentPurchaseOrder(3600)
      expect(waiting.status).toBe('waiting')
      const number = /^E-mailed (PO-\S+) to /.exec(waiting.steps[5]?.output ?? '')?.[1]
      const mails = await mailsTo(vendors[0]?.email ?? '')
      const token = mails
        .filter((mail) => mail.subject.includes(number ?? '?'))
        .map((mail) => /\/vendor\/po\?token=(\S+)/.exec(mail.text ?? '')?.[1])
        .find(Boolean)
      await h.client().vendorPortal.acknowledgePurchaseOrderByLink({
        query: { token: decodeURIComponent(token ?? '') },
        body: { accept: true },
      })
      const done = await until(() => runOf(waiting.id), finished)
      expect(done.status).toBe('succeeded')
      expect(done.steps[6]?.output).toMatch(new RegExp(`^Boltco accepted ${number} on .+ UTC$`))
    })

    it('fails the run, saying so, when the vendor has not accepted it in time', async () => {
      const waiting = await sentPurchaseOrder(2)
      const number = /^E-mailed (PO-\S+) to /.exec(waiting.steps[5]?.output ?? '')?.[1]
      const done = await until(() => runOf(waiting.id), finished)
      expect(done.status).toBe('failed')
      expect(done.steps[6]?.error).toBe(`${number} was not accepted within 2 s`)
    })
  })

  it("asks the co-pilot about the run's round and e-mails its summary", async () => {
    const [boltco] = vendors as [(typeof vendors)[0]]
    const subject = `Summary ${Date.now()}`
    const { run } = await ranOnce({
      name: 'Summarise the answers',
      trigger: { type: 'manual' },
      steps: [
        sendRfq([boltco.id]),
        waitForAnswers,
        { type: 'copilot_summary', name: 'Summarise', config: { question: 'Compare the answers' } },
        {
          type: 'notify',
          name: 'Tell me',
          config: { to: [owner.email], subject, message: 'The answers are in.' },
        },
      ],
    })
    const { rfqs } = await roundOf(run.id)
    await h.client().vendorPortal.submitQuoteByLink({
      query: { token: await linkToken(boltco.email) },
      body: answer(rfqs[0] as Rfq, [0.5, 0.2]),
    })
    const done = await until(() => runOf(run.id), finished)
    expect(done.status, JSON.stringify(done.steps)).toBe('succeeded')
    const summary = done.steps[2]?.output ?? ''
    expect(summary).toMatch(/^\*\*TA-\d+ Restock bolts\*\*: 1 answer from 1 vendor asked\./)
    expect(summary).toContain('- Boltco: $90.00 landed')
    const [mail] = await until(
      async () => (await mailsTo(owner.email)).filter((m) => m.subject === subject),
      (mails) => mails.length > 0,
    )
    expect(mail?.text).toContain(`The co-pilot's summary:\n${summary}`)
  })

  describe('with an approval before the award', () => {
    const approvalSteps = (approval: Record<string, unknown>) => [
      sendRfq([vendors[0]?.id ?? '']),
      waitForAnswers,
      { type: 'pick_best_quote' as const, name: 'Choose', config: {} },
      { type: 'approval' as const, name: 'Approve the award', config: approval },
      { type: 'accept_quote' as const, name: 'Award', config: {} },
    ]
    /** Runs it, and has the vendor answer; resolves once the run waits for the approval. */
    async function waitingForApproval(approval: Record<string, unknown>) {
      const { run } = await ranOnce({
        name: `Approved award ${Date.now()}`,
        trigger: { type: 'manual' },
        steps: approvalSteps(approval),
      })
      const { rfqs } = await roundOf(run.id)
      const rfq = rfqs.find((one) => one.vendor.id === vendors[0]?.id) as Rfq
      await h.client().vendorPortal.submitQuoteByLink({
        query: { token: await linkToken(vendors[0]?.email ?? '') },
        body: answer(rfq, [0.5, 0.2]),
      })
      return until(
        () => runOf(run.id),
        (found) => found.steps[3]?.status === 'waiting' || finished(found),
      )
    }
    const decide = (runId: string, decision: 'approve' | 'reject', client = api, note?: string) =>
      client.workflows.decideWorkflowApproval({
        params: { id: runId },
        body: { decision, ...(note ? { note } : {}) },
      })

    it('asks the approvers by e-mail, waits, and awards once approved', async () => {
      const waiting = await waitingForApproval({ to: [owner.email], timeoutSeconds: 3600 })
      expect(waiting.status).toBe('waiting')
      const [asked] = await until(
        async () =>
          (await mailsTo(owner.email)).filter((m) => m.subject.startsWith('Approval needed: ')),
        (mails) => mails.length > 0,
      )
      expect(asked?.text).toMatch(
        /waits for your approval to go on: awarding TA-\d+ to Boltco \(Boltco: \$90\.00 landed, 5 days' lead time\)/,
      )
      // Another business cannot decide it: its run is not found there.
      const member = await h.signedUpOwner('workflow-sourcing-stranger')
      expect((await expectApiError(decide(waiting.id, 'approve', member.browser))).status).toBe(404)
      const { message } = await decide(waiting.id, 'approve')
      expect(message).toBe('Approved; the run goes on.')
      const done = await until(() => runOf(waiting.id), finished)
      expect(done.status).toBe('succeeded')
      expect(done.steps[3]?.output).toBe('Approved by Ada Obi')
      expect(done.steps[4]?.output).toMatch(/^Awarded TA-\d+ to Boltco$/)
      // Decided: nothing waits any more.
      expect((await expectApiError(decide(waiting.id, 'reject'))).status).toBe(409)
    })

    it('ends the run without the award once rejected', async () => {
      const waiting = await waitingForApproval({ to: [owner.email], timeoutSeconds: 3600 })
      await decide(waiting.id, 'reject', api, 'Too dear')
      const done = await until(() => runOf(waiting.id), finished)
      expect(done.status).toBe('succeeded')
      expect(done.steps.map((step) => step.status).slice(3)).toEqual(['succeeded', 'skipped'])
      expect(done.steps[3]?.output).toBe('Rejected by Ada Obi: Too dear; nothing more done')
    })

    it('reminds the approvers once, then fails the run when nobody decides in time', async () => {
      const before = (await mailsTo(owner.email)).length
      const waiting = await waitingForApproval({
        to: [owner.email],
        remindAfterSeconds: 1,
        timeoutSeconds: 3,
      })
      const done = await until(() => runOf(waiting.id), finished)
      expect(done.status).toBe('failed')
      expect(done.steps.map((step) => step.status).slice(3)).toEqual(['failed', 'skipped'])
      expect(done.steps[3]?.error).toBe('Nobody approved or rejected within 3 s')
      const subjects = (await mailsTo(owner.email))
        .slice(0, -before || undefined)
        .map((m) => m.subject)
      expect(subjects.filter((s) => s.startsWith('Approval needed: '))).toHaveLength(1)
      expect(subjects.filter((s) => s.startsWith('Reminder: approval needed: '))).toHaveLength(1)
    })
  })
})
