import {
  createWorkflow,
  getOrder,
  getWorkflow,
  listOrders,
  listTeam,
  listVendors,
  playOrPauseWorkflow,
  runWorkflow,
  suggestVendors,
  updateWorkflow,
  type Workflow,
  type WorkflowInput,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveVendors, storySession, vendorFixture } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { orderFixture } from '../../../testing/orderFixtures'
import { pagedReply, servePaged } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import {
  approvalStepsFixture,
  serveOrders,
  sourcingStepsFixture,
  workflowFixture,
  workflowRunFixture,
} from '../../../testing/workflowFixtures'
import { teamFixture, teamOwner } from '../TeamManagement/teamFixtures'
import { NEW_WORKFLOW_ID, WorkflowEditor } from './WorkflowEditor'

const team = (api: MockApi) => api.on(listTeam, servePaged(teamFixture()))

/** The business's orders and vendors, for the RFQ step's choosers. */
const sourcing = (api: MockApi) =>
  api
    .on(listOrders, serveOrders())
    .on(listVendors, serveVendors([1, 2, 3].map((n) => vendorFixture(n, { status: 'active' }))))
    .on(suggestVendors, ({ query }) => pagedReply([], query))

/** Creates and updates as the server would: the workflow answered back, paused. */
const saving = (api: MockApi) => {
  const saved = (body: WorkflowInput, id: string): Workflow =>
    workflowFixture(7, {
      id,
      name: body.name,
      trigger: body.trigger,
      state: 'paused',
      nextRunAt: null,
      steps: body.steps.map((step, index) => ({
        id: step.id ?? `new-${index}`,
        type: step.type,
        name: step.name,
        config: step.config ?? {},
      })),
    })
  api
    .on(createWorkflow, ({ body }) => ({
      message: 'Workflow created',
      data: saved(body as WorkflowInput, 'workflow-new'),
    }))
    .on(updateWorkflow, ({ body, path }) => ({
      message: 'Workflow updated',
      data: saved(body as WorkflowInput, path.split('/').at(-1) as string),
    }))
    .on(runWorkflow, () => ({
      message: 'Run started',
      data: workflowRunFixture(9, { workflowId: 'workflow-new', status: 'queued' }),
    }))
}

const render = (mock: (api: MockApi) => void, workflowId = NEW_WORKFLOW_ID, session = teamOwner) =>
  renderScreen(<WorkflowEditor workflowId={workflowId} />, {
    session,
    mock: (api) => {
      team(api)
      sourcing(api)
      saving(api)
      mock(api)
    },
  })

type User = ReturnType<typeof userEvent.setup>

/** Adds a step of the type named from the "Add a step" menu. */
async function addStep(user: User, type: string) {
  await user.click(screen.getByRole('button', { name: /Add a step/ }))
  await user.click(await screen.findByRole('menuitem', { name: type }))
}

/** Step `n`'s card (1 is the first), found by its name field. */
const stepCard = (n: number) =>
  screen
    .getByRole('textbox', { name: new RegExp(`^Step ${n} name`) })
    .closest('.ally-WorkflowEditor-step') as HTMLElement

const sent = (api: MockApi, endpoint: typeof createWorkflow | typeof updateWorkflow) =>
  api.callsTo(endpoint).at(-1)?.body as WorkflowInput

describe('WorkflowEditor', () => {
  beforeEach(() => {
    // Friday 2 January 2026, 10:00 in Lagos: the next runs are counted from here.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-02T09:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('shows a schedule in words with its next five times as the cron is typed', async () => {
    const user = userEvent.setup()
    render(() => undefined)
    expect(await screen.findByRole('heading', { level: 1, name: 'New workflow' })).toBeTruthy()
    const cron = screen.getByRole('textbox', { name: /Schedule \(cron\)/ })
    await user.clear(cron)
    await user.type(cron, '30 8 * * mon-fri')
    expect(screen.getByText('Every Monday to Friday at 08:30')).toBeTruthy()
    // In the zone chosen, whatever the browser's.
    await user.click(screen.getByRole('button', { name: /Time zone/ }))
    await user.keyboard('Africa/Lag')
    await user.click(await screen.findByRole('option', { name: 'Africa/Lagos' }))
    expect(screen.getByText('Next runs (Africa/Lagos)')).toBeTruthy()
    const next = screen.getAllByRole('listitem').filter((item) => item.querySelector('time'))
    expect(next.map((item) => item.textContent)).toEqual([
      'Mon, Jan 5, 2026, 08:30',
      'Tue, Jan 6, 2026, 08:30',
      'Wed, Jan 7, 2026, 08:30',
      'Thu, Jan 8, 2026, 08:30',
      'Fri, Jan 9, 2026, 08:30',
    ])
    // A mistake is named as it is typed, and the words go until it is mended.
    await user.type(cron, ',sat-sun')
    await user.clear(cron)
    await user.type(cron, '0 25 * * *')
    expect(await screen.findByText('The hour must be 0 to 23, not 25')).toBeTruthy()
    expect(screen.queryByText(/Next runs/)).toBeNull()
  })

  it('creates a workflow from what was typed, and opens it', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render(() => undefined)
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Monday restock check')
    // The first step e-mails the person making it, by default.
    const people = await screen.findByRole('group', { name: /Who gets it/ })
    expect(
      (within(people).getByRole('checkbox', { name: /Ada Obi/ }) as HTMLInputElement).checked,
    ).toBe(true)
    await user.click(within(people).getByRole('checkbox', { name: /kemi@obi-supplies.test/ }))
    // Invitations are not e-mailed by workflows.
    expect(within(people).queryByRole('checkbox', { name: /Ngozi/ })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Restock check')
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Check the Lagos depot.')
    await addStep(user, 'Wait')
    // Waits go first: the new step moves up.
    await user.click(screen.getByRole('button', { name: 'Move up step 2' }))
    await user.click(screen.getByRole('button', { name: 'Create workflow' }))
    await waitFor(() => expect(api.callsTo(createWorkflow)).toHaveLength(1))
    expect(sent(api, createWorkflow)).toEqual({
      name: 'Monday restock check',
      description: '',
      trigger: { type: 'schedule', cron: '0 9 * * 1', timeZone: expect.any(String) },
      steps: [
        { type: 'wait', name: 'Wait a day', config: { days: 1 } },
        {
          type: 'notify',
          name: 'E-mail the team',
          config: {
            to: ['ada@obi-supplies.test', 'kemi@obi-supplies.test'],
            subject: 'Restock check',
            message: 'Check the Lagos depot.',
          },
        },
      ],
    })
    expect(await screen.findByText('Workflow created')).toBeTruthy()
    expect(navigation.navigate).toHaveBeenCalledWith('/dashboard/workflow/workflow-new', {
      replace: true,
    })
  })

  it('cannot be saved while a step lacks what it needs, and says which field', async () => {
    const user = userEvent.setup()
    const { api } = render(() => undefined)
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    await user.type(name, 'Tell nobody')
    const people = await screen.findByRole('group', { name: /Who gets it/ })
    await user.click(within(people).getByRole('checkbox', { name: /Ada Obi/ }))
    // Said as soon as the last person is unticked.
    expect(await screen.findByText('Choose at least one person to e-mail')).toBeTruthy()
    expect(screen.queryByText('Give the e-mail a subject')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create workflow' }))
    expect(await screen.findByText('Fix the marked fields first.')).toBeTruthy()
    expect(screen.getByText('Give the e-mail a subject')).toBeTruthy()
    expect(screen.getByText('Write what the e-mail says')).toBeTruthy()
    expect(api.callsTo(createWorkflow)).toHaveLength(0)
  })

  it('runs by hand only, when chosen; a test run saves first and opens the run', async () => {
    const user = userEvent.setup()
    const { api, navigation } = render(() => undefined)
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Try it')
    await user.click(screen.getByRole('radio', { name: 'Only when someone runs it' }))
    expect(screen.queryByRole('textbox', { name: /Schedule/ })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hello')
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'A test.')
    await user.click(screen.getByRole('button', { name: 'Save and test run' }))
    await waitFor(() => expect(api.callsTo(runWorkflow)).toHaveLength(1))
    expect(sent(api, createWorkflow).trigger).toEqual({ type: 'manual' })
    expect(api.callsTo(runWorkflow)[0]?.path).toBe('/api/v1/ldb/workFlow/run/workFlow/workflow-new')
    await waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(
        '/dashboard/workflow/run/workflow-new?run=run-9',
      ),
    )
  })

  it('starts on an event chosen from the list, saying what its runs work on', async () => {
    const user = userEvent.setup()
    const { api } = render(() => undefined)
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Late shipments')
    await user.click(screen.getByRole('radio', { name: 'When something happens' }))
    expect(screen.queryByRole('textbox', { name: /Schedule/ })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Late')
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Chase it.')
    await user.click(screen.getByRole('button', { name: 'Create workflow' }))
    expect(api.callsTo(createWorkflow)).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: /What starts it/ }))
    await user.click(await screen.findByRole('option', { name: "When an RFQ's deadline passes" }))
    expect(screen.getByText(/one run starts on that RFQ's round/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /What starts it/ }))
    await user.click(await screen.findByRole('option', { name: 'When RFQs are sent' }))
    expect(screen.getByText(/Each round of RFQs you send starts one run/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /What starts it/ }))
    await user.click(await screen.findByRole('option', { name: 'When a shipment is late' }))
    await user.click(screen.getByRole('button', { name: 'Create workflow' }))
    await waitFor(() => expect(api.callsTo(createWorkflow)).toHaveLength(1))
    expect(sent(api, createWorkflow).trigger).toEqual({ type: 'event', event: 'shipment.late' })
  })

  it("edits a saved workflow, keeping its steps' ids, and shows the server's refusal on its field", async () => {
    const user = userEvent.setup()
    const workflow = workflowFixture(1)
    const { api } = render(
      (api) => api.on(getWorkflow, { message: 'Workflow', data: workflow }),
      workflow.id,
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly restock 1' })).toBeTruthy()
    expect(screen.getByText('Running')).toBeTruthy()
    expect(screen.getByText('Everything is saved.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Runs and history' }).getAttribute('href')).toBe(
      '/dashboard/workflow/run/workflow-1',
    )
    const wait = screen.getByRole('spinbutton', { name: /Wait for/ })
    expect((wait as HTMLInputElement).value).toBe('1')
    await user.clear(wait)
    await user.type(wait, '3')
    expect(screen.getByText('You have changes that are not saved.')).toBeTruthy()
    api.on(updateWorkflow, {
      status: 400,
      body: {
        message: 'Validation failed',
        errors: [{ path: 'body.trigger.cron', message: 'is not a schedule: bad minute' }],
      },
    })
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('is not a schedule: bad minute')).toBeTruthy()
    expect(sent(api, updateWorkflow).steps.map((step) => [step.id, step.config])).toEqual([
      ['step-wait', { days: 3 }],
      [
        'step-notify',
        {
          to: ['stores@obi-supplies.test'],
          subject: 'Restock check',
          message: 'Time to check the Lagos depot stock.',
        },
      ],
    ])
    // Someone who left the team stays listed, ticked, to be unticked.
    expect(
      (screen.getByRole('checkbox', { name: /stores@obi-supplies.test/ }) as HTMLInputElement)
        .checked,
    ).toBe(true)
    expect(screen.getByText('no longer on the team')).toBeTruthy()
  })

  it('pauses a running workflow from its page', async () => {
    const user = userEvent.setup()
    const workflow = workflowFixture(1)
    const { api } = render(
      (api) =>
        api.on(getWorkflow, { message: 'Workflow', data: workflow }).on(playOrPauseWorkflow, {
          message: 'Paused',
          data: { ...workflow, state: 'paused', nextRunAt: null },
        }),
      workflow.id,
    )
    await user.click(await screen.findByRole('button', { name: 'Pause workflow' }))
    expect(await screen.findByText('Workflow paused')).toBeTruthy()
    expect(api.callsTo(playOrPauseWorkflow)[0]?.body).toEqual({ action: 'pause' })
    expect(await screen.findByRole('button', { name: 'Play workflow' })).toBeTruthy()
  })

  it('shows a viewer what the workflow does, without a form', async () => {
    const workflow = workflowFixture(1)
    render(
      (api) => api.on(getWorkflow, { message: 'Workflow', data: workflow }),
      workflow.id,
      storySession({ role: 'viewer' }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly restock 1' })).toBeTruthy()
    expect(screen.getByText('Every Monday at 09:00 (Africa/Lagos)')).toBeTruthy()
    expect(screen.getByText('Waits 1 day')).toBeTruthy()
    expect(screen.getByText('E-mails stores@obi-supplies.test: “Restock check”')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('starts from a template, asking first once something was typed', async () => {
    const user = userEvent.setup()
    render(() => undefined)
    const templates = await screen.findByRole('region', { name: 'Start from a template' })
    await user.click(within(templates).getByRole('button', { name: 'Auto-award under an amount' }))
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Auto-award under an amount',
    )
    expect(
      (screen.getByRole('radio', { name: 'Only when someone runs it' }) as HTMLInputElement)
        .checked,
    ).toBe(true)
    expect(
      screen.getAllByRole('button', { name: /Does/ }).map((select) => select.textContent),
    ).toEqual([
      expect.stringContaining('Send an RFQ'),
      expect.stringContaining('Wait'),
      expect.stringContaining('Choose the best answer'),
      expect.stringContaining('Award the best answer'),
      expect.stringContaining('Create the purchase order'),
      expect.stringContaining('Send the purchase order'),
    ])
    expect(
      (screen.getByRole('spinbutton', { name: /Landed cost at most/ }) as HTMLInputElement).value,
    ).toBe('1000')
    // What is left to do shows at once, and the first of it has the focus.
    expect(await screen.findByText('Choose the order to copy')).toBeTruthy()
    expect(screen.getByText('Choose at least one vendor')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('searchbox', { name: 'Find the order to copy' }),
      ),
    )

    // Once the buyer has typed, another template asks before replacing it.
    const name = screen.getByRole('textbox', { name: /^Name/ })
    await user.type(name, ' for bolts')
    await user.click(within(templates).getByRole('button', { name: 'Weekly restock RFQ' }))
    const dialog = await screen.findByRole('dialog', { name: 'Replace what you typed?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect((name as HTMLInputElement).value).toBe('Auto-award under an amount for bolts')
    await user.click(within(templates).getByRole('button', { name: 'Weekly restock RFQ' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use the template' }),
    )
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Weekly restock RFQ',
    )
    expect(
      (screen.getByRole('textbox', { name: /Schedule \(cron\)/ }) as HTMLInputElement).value,
    ).toBe('0 9 * * 1')
    expect((screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe(
      'Restock quotes are in',
    )
    expect(
      (within(stepCard(3)).getByRole('checkbox', { name: /Ada Obi/ }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(screen.getByRole('radio', { name: 'Until the answers are in' })).toHaveProperty(
      'checked',
      true,
    )
  })

  it('builds an RFQ step from an order and vendors chosen, and the steps that follow it', async () => {
    const user = userEvent.setup()
    const { api } = render(() => undefined)
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Pallet wrap award')
    await user.click(screen.getByRole('radio', { name: 'Only when someone runs it' }))
    await addStep(user, 'Send an RFQ')
    await user.click(screen.getByRole('button', { name: 'Remove step 1' }))

    const rfq = stepCard(1)
    // The newest orders are listed; a search finds another by its reference.
    expect(await within(rfq).findByRole('radio', { name: /Steel bolts/ })).toBeTruthy()
    expect(within(rfq).getByText('Showing 6 of 12 orders; search to find another.')).toBeTruthy()
    await user.type(
      within(rfq).getByRole('searchbox', { name: 'Find the order to copy' }),
      'ta-0002',
    )
    await user.click(await within(rfq).findByRole('radio', { name: /Pallet wrap TA-0002 · Draft/ }))
    await waitFor(() => expect(api.callsTo(listOrders).at(-1)?.query.get('search')).toBe('ta-0002'))
    const vendors = within(rfq).getByRole('group', { name: 'Vendors' })
    await user.click(await within(vendors).findByRole('checkbox', { name: /Vendor 1/ }))
    await user.click(within(vendors).getByRole('checkbox', { name: /Vendor 2/ }))
    expect(within(vendors).getByRole('heading', { name: 'Chosen (2)' })).toBeTruthy()
    const deadline = within(rfq).getByRole('spinbutton', { name: /Answers due after/ })
    await user.clear(deadline)
    await user.type(deadline, '36')
    // In hours, not the days the step starts with.
    await user.click(within(rfq).getByRole('button', { name: /Unit/ }))
    await user.click(await screen.findByRole('option', { name: 'hours' }))

    await addStep(user, 'Wait')
    await user.click(within(stepCard(2)).getByRole('radio', { name: 'Until the answers are in' }))
    await addStep(user, 'Choose the best answer')
    await user.type(
      within(stepCard(3)).getByRole('spinbutton', { name: /On-time rate at least/ }),
      '90',
    )
    await addStep(user, 'Award the best answer')
    await addStep(user, 'Send the purchase order')
    // Out of order: said on the step's type at once, and gone once it is mended.
    const order = 'Needs a “Create the purchase order” step before it'
    const does = within(stepCard(5)).getByRole('button', { name: /Does/ })
    const problem = within(stepCard(5)).getByText(order)
    expect(problem.id).toBeTruthy()
    expect(does.getAttribute('aria-describedby')).toContain(problem.id)
    await user.click(does)
    await user.click(await screen.findByRole('option', { name: 'Create the purchase order' }))
    expect(screen.queryByText(order)).toBeNull()
    expect(
      (within(stepCard(5)).getByRole('textbox', { name: /Step 5 name/ }) as HTMLInputElement).value,
    ).toBe('Create the purchase order')

    await user.click(screen.getByRole('button', { name: 'Create workflow' }))
    await waitFor(() => expect(api.callsTo(createWorkflow)).toHaveLength(1))
    expect(sent(api, createWorkflow).steps).toEqual([
      {
        type: 'send_rfq',
        name: 'Send an RFQ',
        config: { orderId: 'order-2', vendorIds: ['vendor-1', 'vendor-2'], deadlineHours: 36 },
      },
      { type: 'wait', name: 'Wait until the answers are in', config: { until: 'answers' } },
      { type: 'pick_best_quote', name: 'Choose the best answer', config: { minOnTimeRate: 0.9 } },
      { type: 'accept_quote', name: 'Award the best answer', config: {} },
      { type: 'create_purchase_order', name: 'Create the purchase order', config: {} },
    ])
  })

  it('builds an RFQ step that asks the best suggested vendors, however many are asked for', async () => {
    const user = userEvent.setup()
    const { api } = render(() => undefined)
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Ask the best')
    await user.click(screen.getByRole('radio', { name: 'Only when someone runs it' }))
    await addStep(user, 'Send an RFQ')
    await user.click(screen.getByRole('button', { name: 'Remove step 1' }))
    const rfq = stepCard(1)
    await user.click(await within(rfq).findByRole('radio', { name: /Steel bolts/ }))
    await user.click(within(rfq).getByRole('radio', { name: 'The best suggested when it runs' }))
    // No vendors to choose: how many to ask instead, checked as typed.
    expect(within(rfq).queryByRole('group', { name: 'Vendors' })).toBeNull()
    const count = within(rfq).getByRole('spinbutton', { name: /How many vendors/ })
    expect((count as HTMLInputElement).value).toBe('3')
    await user.clear(count)
    await user.type(count, '25')
    await user.click(screen.getByRole('button', { name: 'Create workflow' }))
    expect(await within(rfq).findByText('Ask a whole number of vendors, 1 to 20')).toBeTruthy()
    expect(api.callsTo(createWorkflow)).toHaveLength(0)
    await user.clear(count)
    await user.type(count, '4')
    await user.click(screen.getByRole('button', { name: 'Create workflow' }))
    await waitFor(() => expect(api.callsTo(createWorkflow)).toHaveLength(1))
    expect(sent(api, createWorkflow).steps[0]?.config).toEqual({
      orderId: 'order-1',
      suggested: 4,
      deadlineHours: 72,
    })
  })

  it('builds an approval step: who decides, when it gives up and reminds, checked as typed', async () => {
    const user = userEvent.setup()
    const { api } = render(() => undefined)
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Approved restock')
    await user.click(screen.getByRole('radio', { name: 'Only when someone runs it' }))
    await addStep(user, 'Ask for approval')
    await user.click(screen.getByRole('button', { name: 'Remove step 1' }))

    const approval = stepCard(1)
    expect(
      (within(approval).getByRole('textbox', { name: /Step 1 name/ }) as HTMLInputElement).value,
    ).toBe('Ask for approval')
    expect(
      within(approval).getByText(
        'The run waits for the first of them, or an owner or admin, to approve or reject. Rejected, it stops without the steps after; nobody deciding in time fails it.',
      ),
    ).toBeTruthy()
    // The person editing decides, by default; another is ticked.
    const people = await within(approval).findByRole('group', { name: /Who decides/ })
    expect(
      (within(people).getByRole('checkbox', { name: /Ada Obi/ }) as HTMLInputElement).checked,
    ).toBe(true)
    await user.click(within(people).getByRole('checkbox', { name: /kemi@obi-supplies.test/ }))

    // 3 days and a reminder after 1 by default; a give-up time at or before it is said at once.
    const timeout = within(approval).getByRole('spinbutton', { name: /Give up after/ })
    const remind = within(approval).getByRole('spinbutton', { name: /Remind after/ })
    expect([(timeout as HTMLInputElement).value, (remind as HTMLInputElement).value]).toEqual([
      '3',
      '1',
    ])
    await user.clear(timeout)
    await user.type(timeout, '1')
    const tooLate = await within(approval).findByText('Remind them before it gives up')
    expect(remind.getAttribute('aria-invalid')).toBe('true')
    expect(remind.getAttribute('aria-describedby')).toContain(tooLate.id)
    await user.clear(timeout)
    await user.type(timeout, '2')
    expect(within(approval).queryByText('Remind them before it gives up')).toBeNull()
    await user.clear(remind)
    await user.type(remind, '12')
    const [, remindUnit] = within(approval).getAllByRole('button', { name: /Unit/ })
    await user.click(remindUnit as HTMLElement)
    await user.click(await screen.findByRole('option', { name: 'hours' }))

    await user.click(screen.getByRole('button', { name: 'Create workflow' }))
    await waitFor(() => expect(api.callsTo(createWorkflow)).toHaveLength(1))
    expect(sent(api, createWorkflow).steps).toEqual([
      {
        type: 'approval',
        name: 'Ask for approval',
        config: {
          to: ['ada@obi-supplies.test', 'kemi@obi-supplies.test'],
          timeoutSeconds: 2 * 86_400,
          remindAfterSeconds: 12 * 3600,
        },
      },
    ])
  })

  it("shows the server's refusal of an approval step's reminder on its field", async () => {
    const user = userEvent.setup()
    const workflow = workflowFixture(1, { steps: approvalStepsFixture })
    const { api } = render(
      (api) =>
        api.on(getWorkflow, { message: 'Workflow', data: workflow }).on(getOrder, {
          message: 'Order',
          data: { order: orderFixture(), quotes: [], purchaseOrders: [], shipments: [] },
        }),
      workflow.id,
    )
    const approval = await waitFor(() => stepCard(3))
    // Bayo is not on this team: listed, ticked, to be unticked.
    expect(
      (
        within(approval).getByRole('checkbox', {
          name: /bayo@obi-supplies.test/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true)
    api.on(updateWorkflow, {
      status: 400,
      body: {
        message: 'Validation failed',
        errors: [
          {
            path: 'body.steps.2.config.remindAfterSeconds',
            message: 'must come before the time-out',
          },
        ],
      },
    })
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(approval).findByText('must come before the time-out')).toBeTruthy()
    expect(
      within(approval)
        .getByRole('spinbutton', { name: /Remind after/ })
        .getAttribute('aria-invalid'),
    ).toBe('true')
    expect(sent(api, updateWorkflow).steps).toEqual(approvalStepsFixture)
  })

  it("edits a saved RFQ step, and shows the server's refusals on the order and the vendors", async () => {
    const user = userEvent.setup()
    const workflow = workflowFixture(1, { steps: sourcingStepsFixture })
    const { api } = render(
      (api) =>
        api.on(getWorkflow, { message: 'Workflow', data: workflow }).on(getOrder, {
          message: 'Order',
          data: { order: orderFixture(), quotes: [], purchaseOrders: [], shipments: [] },
        }),
      workflow.id,
    )
    const rfq = await waitFor(() => stepCard(1))
    // The chosen order is listed, whatever the search shows.
    expect(
      (await within(rfq).findByRole('radio', { name: /Steel bolts TA-0001/ })) as HTMLInputElement,
    ).toHaveProperty('checked', true)
    expect(within(rfq).getByRole('heading', { name: 'Chosen (2)' })).toBeTruthy()
    expect(
      (within(stepCard(4)).getByRole('spinbutton', { name: /On-time rate/ }) as HTMLInputElement)
        .value,
    ).toBe('90')
    api.on(updateWorkflow, {
      status: 400,
      body: {
        message: 'Validation failed',
        errors: [
          { path: 'body.steps.0.config.orderId', message: 'is not an order of yours' },
          { path: 'body.steps.0.config.vendorIds.1', message: 'is not a vendor in your list' },
          { path: 'body.steps.3.config.maxTotal', message: 'must be above 0' },
        ],
      },
    })
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(rfq).findByText('is not an order of yours')).toBeTruthy()
    expect(
      within(rfq)
        .getByRole('radiogroup', { name: /Order to copy/ })
        .getAttribute('aria-invalid'),
    ).toBe('true')
    const vendors = within(rfq).getByRole('group', { name: 'Vendors' })
    const described = document.getElementById(vendors.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('is not a vendor in your list')
    const total = within(stepCard(4)).getByRole('spinbutton', { name: /Landed cost at most/ })
    expect(total.getAttribute('aria-invalid')).toBe('true')
    expect(sent(api, updateWorkflow).steps).toEqual(sourcingStepsFixture)
  })

  it('tells a viewer what each sourcing step does', async () => {
    const workflow = workflowFixture(1, { steps: sourcingStepsFixture })
    render(
      (api) => api.on(getWorkflow, { message: 'Workflow', data: workflow }),
      workflow.id,
      storySession({ role: 'viewer' }),
    )
    expect(await screen.findByText('Sends an RFQ to 2 vendors, answers due in 3 days')).toBeTruthy()
    expect(screen.getByText('Waits until the answers are in')).toBeTruthy()
    expect(
      screen.getByText(
        'Chooses the lowest landed cost at most 1,000, lead time within 7 days, on-time rate at least 90%; stops the run if no answer qualifies',
      ),
    ).toBeTruthy()
  })

  it('tells a viewer opening a new workflow that their role cannot make one', async () => {
    render(() => undefined, NEW_WORKFLOW_ID, storySession({ role: 'viewer' }))
    expect(await screen.findByText('Not something your role does')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to workflows' })).toBeTruthy()
  })

  it('says when the workflow is not there', async () => {
    render(
      (api) => api.on(getWorkflow, { status: 404, body: { message: 'Workflow not found' } }),
      'workflow-gone',
    )
    expect(await screen.findByRole('heading', { name: 'Workflow not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to workflows' }).getAttribute('href')).toBe(
      '/dashboard/workflow',
    )
  })
})
