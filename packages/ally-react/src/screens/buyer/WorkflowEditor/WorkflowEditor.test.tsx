import {
  createWorkflow,
  getWorkflow,
  listTeam,
  playOrPauseWorkflow,
  runWorkflow,
  updateWorkflow,
  type Workflow,
  type WorkflowInput,
} from '@ally/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storySession } from '../../../testing/fixtures'
import type { MockApi } from '../../../testing/mockApi'
import { servePaged } from '../../../testing/paged'
import { renderScreen } from '../../../testing/renderScreen'
import { workflowFixture, workflowRunFixture } from '../../../testing/workflowFixtures'
import { teamFixture, teamOwner } from '../TeamManagement/teamFixtures'
import { NEW_WORKFLOW_ID, WorkflowEditor } from './WorkflowEditor'

const team = (api: MockApi) => api.on(listTeam, servePaged(teamFixture()))

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
      saving(api)
      mock(api)
    },
  })

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
    await user.click(screen.getByRole('button', { name: 'Add a wait' }))
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
