import type { listOrders, Order, Workflow, WorkflowRun } from '@ally/sdk'
import type { MockReply, RecordedCall } from './mockApi'
import { orderFixture } from './orderFixtures'
import { pagedReply } from './paged'

// Workflows and their runs for the workflow screens' tests and stories: numbered workflows for a
// list, and one run of "Chase the Lagos depot" at each point of its life. Most steps are wait and
// notify (docs/product-rules.md, "Workflows"); `sourcingStepsFixture` has one of every kind the
// editor builds, for an RFQ sent, answered, awarded and ordered.

const at = (day: number, hour = 9, minute = 0) =>
  new Date(Date.UTC(2026, 0, day, hour, minute)).toISOString()

const ADA = { id: 'user-ada', name: 'Ada Obi' }
const BAYO = { id: 'user-bayo', name: 'Bayo Ade' }

/** Wait a day, then e-mail the stores team. */
export const workflowStepsFixture: Workflow['steps'] = [
  { id: 'step-wait', type: 'wait', name: 'Give vendors a day', config: { days: 1 } },
  {
    id: 'step-notify',
    type: 'notify',
    name: 'Tell the stores team',
    config: {
      to: ['stores@obi-supplies.test'],
      subject: 'Restock check',
      message: 'Time to check the Lagos depot stock.',
    },
  },
]

/**
 * Send an RFQ for order-1 to two vendors, remind, wait for the answers, choose the best under
 * limits, award it, create and send its purchase order, and tell the stores team.
 */
export const sourcingStepsFixture: Workflow['steps'] = [
  {
    id: 'step-rfq',
    type: 'send_rfq',
    name: 'Ask for bolts',
    config: {
      orderId: 'order-1',
      vendorIds: ['vendor-1', 'vendor-2'],
      deadlineHours: 72,
      message: 'Same as last week.',
    },
  },
  { id: 'step-remind', type: 'remind', name: 'Nudge the quiet ones', config: {} },
  { id: 'step-answers', type: 'wait', name: 'Wait for the answers', config: { until: 'answers' } },
  {
    id: 'step-pick',
    type: 'pick_best_quote',
    name: 'Choose the cheapest',
    config: { maxTotal: 1000, maxLeadTimeDays: 7, minOnTimeRate: 0.9 },
  },
  { id: 'step-award', type: 'accept_quote', name: 'Award it', config: { note: 'Thank you.' } },
  { id: 'step-po', type: 'create_purchase_order', name: 'Make the PO', config: {} },
  {
    id: 'step-send-po',
    type: 'send_purchase_order',
    name: 'Send the PO',
    config: { message: 'Deliver to gate B.' },
  },
  ...workflowStepsFixture.slice(1),
]

/**
 * Workflow `n`: odd ones run every Monday at 09:00 in Lagos and are running, even ones are run by
 * hand and paused; Ada made most of them, Bayo every third. Override any field.
 */
export function workflowFixture(n: number, workflow: Partial<Workflow> = {}): Workflow {
  const scheduled = n % 2 === 1
  return {
    id: `workflow-${n}`,
    name: `Weekly restock ${n}`,
    description: null,
    trigger: scheduled
      ? { type: 'schedule', cron: '0 9 * * 1', timeZone: 'Africa/Lagos' }
      : { type: 'manual' },
    steps: workflowStepsFixture,
    state: scheduled ? 'running' : 'paused',
    numOfRuns: n % 5,
    lastRunAt: n % 5 ? at(1 + (n % 9)) : null,
    nextRunAt: scheduled ? at(12, 8) : null,
    createdBy: n % 3 === 0 ? BAYO : ADA,
    createdAt: at(1 + (n % 9), 10),
    ...workflow,
  }
}

type RunStep = WorkflowRun['steps'][number]

const waited: RunStep = {
  stepId: 'step-wait',
  name: 'Give vendors a day',
  type: 'wait',
  status: 'succeeded',
  startedAt: at(5, 9),
  finishedAt: at(6, 9),
  output: 'Waited 1 day',
  error: null,
}

const notified: RunStep = {
  stepId: 'step-notify',
  name: 'Tell the stores team',
  type: 'notify',
  status: 'succeeded',
  startedAt: at(6, 9),
  finishedAt: at(6, 9, 1),
  output: 'E-mailed stores@obi-supplies.test',
  error: null,
}

/** Run `n` of workflow-1, finished well; override any field. */
export function workflowRunFixture(n: number, run: Partial<WorkflowRun> = {}): WorkflowRun {
  return {
    id: `run-${n}`,
    workflowId: 'workflow-1',
    status: 'succeeded',
    trigger: n % 2 ? 'schedule' : 'manual',
    startedAt: at(5 - Math.min(n, 4), 9),
    finishedAt: at(6 - Math.min(n, 4), 9, 1),
    steps: [waited, notified],
    ...run,
  }
}

/** A run waiting out its first step; the e-mail has not gone yet. */
export const waitingRunFixture = (n = 1) =>
  workflowRunFixture(n, {
    status: 'waiting',
    finishedAt: null,
    steps: [
      { ...waited, status: 'waiting', finishedAt: null, output: null },
      { ...notified, status: 'pending', startedAt: null, finishedAt: null, output: null },
    ],
  })

/** A run whose e-mail could not be sent, with the reason, after its retries. */
export const failedRunFixture = (n = 1) =>
  workflowRunFixture(n, {
    status: 'failed',
    steps: [
      waited,
      {
        ...notified,
        status: 'failed',
        output: null,
        error: 'stores@obi-supplies.test is not a member of this business any more',
      },
    ],
  })

/** Orders an RFQ step can copy: order-1 (Steel bolts, TA-0001) and eleven more, newest first. */
export const workflowOrdersFixture = (): Order[] => [
  orderFixture(),
  orderFixture({ id: 'order-2', taId: 'TA-0002', title: 'Pallet wrap', status: 'draft' }),
  orderFixture({
    id: 'order-3',
    taId: 'TA-0003',
    title: 'Site cleaning',
    orderType: 'service',
    status: 'fulfilled',
  }),
  ...Array.from({ length: 9 }, (_, i) =>
    orderFixture({ id: `order-${i + 4}`, taId: `TA-00${i + 14}`, title: `Gloves, batch ${i + 1}` }),
  ),
]

/** Answers `listOrders` as the server would: `search` in the title or the TA- reference, paged. */
export function serveOrders(orders: Order[] = workflowOrdersFixture()) {
  return ({ query }: RecordedCall): MockReply<typeof listOrders> => {
    const term = query.get('search')?.toLowerCase()
    const matching = orders.filter(
      (order) =>
        !term ||
        order.title.toLowerCase().includes(term) ||
        order.taId.toLowerCase().includes(term),
    )
    return pagedReply(matching, query, 'Orders')
  }
}

/**
 * Send an RFQ, choose the cheapest answer, then ask Kemi and Bayo to approve before the award:
 * given up after 3 days, a reminder after 1. The ids of `sourcingStepsFixture`, and
 * `step-approve`; the RFQ step is named as its kind ("Send an RFQ").
 */
export const approvalStepsFixture: Workflow['steps'] = [
  { ...(sourcingStepsFixture[0] as Workflow['steps'][number]), name: 'Send an RFQ' },
  sourcingStepsFixture[3] as Workflow['steps'][number],
  {
    id: 'step-approve',
    type: 'approval',
    name: 'Ask Kemi to approve',
    config: {
      to: ['kemi@obi-supplies.test', 'bayo@obi-supplies.test'],
      timeoutSeconds: 3 * 86_400,
      remindAfterSeconds: 86_400,
    },
  },
  sourcingStepsFixture[4] as Workflow['steps'][number],
]

/** A workflow that asks for an approval before it awards; override any field. */
export const approvalWorkflowFixture = (workflow: Partial<Workflow> = {}) =>
  workflowFixture(1, { name: 'Approved bolts', steps: approvalStepsFixture, ...workflow })

/**
 * A run of `approvalWorkflowFixture` that sent its RFQ, chose an answer and waits at the approval
 * step; the award has not started.
 */
export const approvalRunFixture = (n = 1) =>
  workflowRunFixture(n, {
    status: 'waiting',
    finishedAt: null,
    steps: [
      {
        stepId: 'step-rfq',
        name: 'Send an RFQ',
        type: 'send_rfq',
        status: 'succeeded',
        startedAt: at(5, 9),
        finishedAt: at(5, 9, 1),
        output: 'Sent TA-0042 to 2 vendors',
        error: null,
      },
      {
        stepId: 'step-pick',
        name: 'Choose the cheapest',
        type: 'pick_best_quote',
        status: 'succeeded',
        startedAt: at(8, 9),
        finishedAt: at(8, 9),
        output: 'Chose Boltco at 850.00',
        error: null,
      },
      {
        stepId: 'step-approve',
        name: 'Ask Kemi to approve',
        type: 'approval',
        status: 'waiting',
        startedAt: at(8, 9),
        finishedAt: null,
        output: null,
        error: null,
      },
      {
        stepId: 'step-award',
        name: 'Award it',
        type: 'accept_quote',
        status: 'pending',
        startedAt: null,
        finishedAt: null,
        output: null,
        error: null,
      },
    ],
  })
