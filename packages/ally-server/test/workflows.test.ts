import { type AllyClient, getWorkflowRun, type WorkflowInput, type WorkflowRun } from '@ally/sdk'
import { listDevMail } from '@ally/sdk/dev'
import { streamRequest } from '@ally/sdk/stream'
import { DBOS } from '@dbos-inc/dbos-sdk'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workflowRunSteps } from '../src/db/schema'
import { scheduledRun } from '../src/workflows/runs'
import { ENGINES, expectApiError, type Harness, startHarness, uniqueEmail, until } from './harness'

// Issue #32: a buyer's workflows on the durable-execution engine (DBOS Transact on the product's
// PostgreSQL). Built paused, played and paused, run now or on a schedule; each step recorded;
// pausing stops a run at once and playing continues it where it stopped; deleting cancels what
// is pending; a workflow acts with its maker's permissions (docs/product-rules.md, "Workflows").

const PASSWORD = 'Granite-harbour-lantern-7'

const notifyStep = (to: string, subject = 'Restock check') => ({
  type: 'notify' as const,
  name: `Tell ${to}`,
  config: { to: [to], subject, message: 'Time to look at the bolt stock.' },
})
const waitStep = (seconds: number) => ({
  type: 'wait' as const,
  name: `Wait ${seconds} s`,
  config: { seconds },
})

describe.each(ENGINES)('workflows (%s)', (engine) => {
  let h: Harness
  let owner: Awaited<ReturnType<Harness['signedUpOwner']>>
  let api: AllyClient

  beforeAll(async () => {
    h = await startHarness(engine)
    owner = await h.signedUpOwner('workflows')
    api = owner.browser
  })
  afterAll(() => h?.close())

  async function mailsTo(to: string, subject?: string) {
    const { data } = await h.api.request(listDevMail, { query: { to } })
    return data.items.filter((mail) => !subject || mail.subject === subject)
  }

  async function created(body: WorkflowInput, client = api) {
    return (await client.workflows.createWorkflow({ body })).data
  }
  const runOf = (runId: string) => api.workflows.getWorkflowRun({ query: { runId } })
  const finished = (run: { data: WorkflowRun }) =>
    ['succeeded', 'failed', 'cancelled'].includes(run.data.status)

  it('creates a workflow paused, lists it with its filters and refuses what cannot run', async () => {
    const name = `Weekly restock ${Date.now()}`
    const workflow = await created({
      name,
      trigger: { type: 'schedule', cron: '0 9 * * 1', timeZone: 'Africa/Lagos' },
      steps: [notifyStep(owner.email)],
    })
    expect(workflow).toMatchObject({
      name,
      state: 'paused',
      numOfRuns: 0,
      lastRunAt: null,
      nextRunAt: null,
      trigger: { type: 'schedule', cron: '0 9 * * 1', timeZone: 'Africa/Lagos' },
      createdBy: { id: owner.user.id, name: 'Ada Obi' },
    })
    const { data: list } = await api.workflows.listWorkflows({
      query: { WorkflowName: name.slice(0, 12).toLowerCase(), createdBy: owner.user.id },
    })
    expect(list.items.map((w) => w.id)).toContain(workflow.id)
    const { data: none } = await api.workflows.listWorkflows({ query: { numOfRuns: 1 } })
    expect(none.items.map((w) => w.id)).not.toContain(workflow.id)

    const refused = async (body: WorkflowInput, field: string) => {
      const error = await expectApiError(api.workflows.createWorkflow({ body }))
      expect(error.status).toBe(400)
      expect(error.message).toContain(field)
    }
    const trigger = { type: 'manual' as const }
    await refused(
      {
        name: 'x',
        trigger,
        steps: [{ type: 'approval', name: 'Approve', config: { to: [owner.email] } }],
      },
      'body.steps.0.config.timeoutSeconds: is required',
    )
    await refused(
      { name: 'x', trigger, steps: [notifyStep('someone.else@example.test')] },
      'body.steps.0.config.to',
    )
    await refused(
      { name: 'x', trigger, steps: [{ type: 'wait', name: 'w', config: { seconds: 0 } }] },
      'body.steps.0.config',
    )
    await refused(
      { name: 'x', trigger: { type: 'schedule', cron: '61 * * * *' }, steps: [waitStep(1)] },
      'body.trigger.cron',
    )
    await refused(
      { name: 'x', trigger: { type: 'schedule', cron: '* * * * * *' }, steps: [waitStep(1)] },
      'body.trigger.cron',
    )
    await refused(
      {
        name: 'x',
        trigger: { type: 'schedule', cron: '0 9 * * *', timeZone: 'Mars/Olympus' },
        steps: [waitStep(1)],
      },
      'body.trigger.timeZone',
    )
  })

  it('runs now: each step recorded with its timing and output, the e-mail sent once', async () => {
    const subject = `Run now ${Date.now()}`
    const workflow = await created({
      name: 'Run now',
      trigger: { type: 'manual' },
      steps: [waitStep(1), notifyStep(owner.email, subject)],
    })
    const { data: started } = await api.workflows.runWorkflow({
      params: { id: workflow.id },
      body: { input: { reason: 'test' } },
    })
    expect(started.trigger).toBe('manual')
    expect(started.steps.map((s) => s.name)).toEqual(['Wait 1 s', `Tell ${owner.email}`])
    const { data: run } = await until(() => runOf(started.id), finished)
    expect(run.status).toBe('succeeded')
    expect(run.steps.map((s) => s.status)).toEqual(['succeeded', 'succeeded'])
    expect(run.steps[1]?.output).toBe(`E-mailed ${owner.email}`)
    for (const step of run.steps) {
      expect(Date.parse(step.finishedAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(step.startedAt ?? ''),
      )
    }
    expect(await mailsTo(owner.email, subject)).toHaveLength(1)
    const { data: again } = await api.workflows.getWorkflow({ query: { workflowId: workflow.id } })
    expect(again.numOfRuns).toBe(1)
    expect(again.lastRunAt).not.toBeNull()
    const { data: runs } = await api.workflows.listWorkflowRuns({
      query: { workflowId: workflow.id },
    })
    expect(runs.items.map((r) => r.id)).toEqual([started.id])
  })

  it('streams a run as it goes, each change once, and ends with it finished', async () => {
    const workflow = await created({
      name: 'Followed',
      trigger: { type: 'manual' },
      // The second wait outlasts the server's look at the run (a second): it must be seen.
      steps: [waitStep(1), waitStep(2)],
    })
    const { data: started } = await api.workflows.runWorkflow({
      params: { id: workflow.id },
      body: {},
    })
    const seen: WorkflowRun[] = []
    const { data: last } = await streamRequest(
      api.request,
      getWorkflowRun,
      { query: { runId: started.id } },
      { onEvent: (run) => seen.push(run) },
    )
    expect(last.status).toBe('succeeded')
    expect(last.steps.map((s) => s.status)).toEqual(['succeeded', 'succeeded'])
    // The second wait was seen under way: the events came while the run went, not at its end.
    expect(seen.some((run) => run.steps[1]?.status === 'waiting')).toBe(true)
    const texts = seen.map((run) => JSON.stringify(run))
    expect(new Set(texts).size).toBe(texts.length)
    // A finished run is a plain answer, and another business's run is not found.
    const again = await streamRequest(
      api.request,
      getWorkflowRun,
      { query: { runId: started.id } },
      { onEvent: () => expect.unreachable('a finished run sends no events') },
    )
    expect(again.data).toEqual(last)
    const stranger = await h.signedUpOwner('workflows-stranger')
    const refused = await expectApiError(
      streamRequest(
        stranger.browser.request,
        getWorkflowRun,
        { query: { runId: started.id } },
        { onEvent: () => {} },
      ),
    )
    expect(refused.status).toBe(404)
  })

  it('pauses a waiting run at once and, played again, continues it where it stopped', async () => {
    const subject = `Paused ${Date.now()}`
    const workflow = await created({
      name: 'Pause me',
      trigger: { type: 'manual' },
      steps: [
        notifyStep(owner.email, `${subject} first`),
        waitStep(2),
        notifyStep(owner.email, subject),
      ],
    })
    await api.workflows.playOrPauseWorkflow({
      params: { id: workflow.id },
      body: { action: 'play' },
    })
    const { data: started } = await api.workflows.runWorkflow({
      params: { id: workflow.id },
      body: {},
    })
    await until(
      () => runOf(started.id),
      (r) => r.data.status === 'waiting',
    )
    const { data: paused, message } = await api.workflows.playOrPauseWorkflow({
      params: { id: workflow.id },
      body: { action: 'pause' },
    })
    expect(paused.state).toBe('paused')
    expect(message).toContain('1 run(s) stopped')
    expect((await runOf(started.id)).data.status).toBe('paused')
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await mailsTo(owner.email, subject)).toHaveLength(0)
    expect((await runOf(started.id)).data.status).toBe('paused')

    await api.workflows.playOrPauseWorkflow({
      params: { id: workflow.id },
      body: { action: 'play' },
    })
    const { data: run } = await until(() => runOf(started.id), finished)
    expect(run.status).toBe('succeeded')
    expect(await mailsTo(owner.email, `${subject} first`)).toHaveLength(1)
    expect(await mailsTo(owner.email, subject)).toHaveLength(1)
  })

  it('deletes a workflow with a run pending: the run never continues', async () => {
    const subject = `Deleted ${Date.now()}`
    const workflow = await created({
      name: 'Delete me',
      trigger: { type: 'manual' },
      steps: [waitStep(2), notifyStep(owner.email, subject)],
    })
    const { data: started } = await api.workflows.runWorkflow({
      params: { id: workflow.id },
      body: {},
    })
    await until(
      () => runOf(started.id),
      (r) => r.data.status === 'waiting',
    )
    const { message } = await api.workflows.deleteWorkflow({ params: { id: workflow.id } })
    expect(message).toBe('Workflow deleted')
    expect((await DBOS.getWorkflowStatus(started.id))?.status).toBe('CANCELLED')
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(await mailsTo(owner.email, subject)).toHaveLength(0)
    expect((await expectApiError(runOf(started.id))).status).toBe(404)
    const gone = await expectApiError(
      api.workflows.getWorkflow({ query: { workflowId: workflow.id } }),
    )
    expect(gone.status).toBe(404)
  })

  it('fires on its schedule while running, and a paused workflow starts no run', async () => {
    const workflow = await created({
      name: 'Every five minutes',
      trigger: { type: 'schedule', cron: '*/5 * * * *' },
      steps: [waitStep(1)],
    })
    const schedule = `workflow-${workflow.id}`
    expect(await DBOS.getSchedule(schedule)).toBeNull()
    // Played twice at once (a double click): both answer, one schedule.
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        api.workflows.playOrPauseWorkflow({
          params: { id: workflow.id },
          body: { action: 'play' },
        }),
      ),
    )
    expect(second?.data.state).toBe('running')
    const playing = first?.data ?? expect.fail('no answer')
    const next = Date.parse(playing.nextRunAt ?? '')
    expect(next).toBeGreaterThan(Date.now())
    expect(next - Date.now()).toBeLessThanOrEqual(5 * 60_000)
    expect(new Date(next).getUTCMinutes() % 5).toBe(0)
    expect(await DBOS.getSchedule(schedule)).toMatchObject({ schedule: '*/5 * * * *' })

    // What the scheduler does when the time comes.
    await (await DBOS.triggerSchedule(schedule)).getResult()
    const { data: runs } = await until(
      () => api.workflows.listWorkflowRuns({ query: { workflowId: workflow.id } }),
      (r) => r.data.items.length === 1 && finished({ data: r.data.items[0] as WorkflowRun }),
    )
    expect(runs.items[0]).toMatchObject({ trigger: 'schedule', status: 'succeeded' })

    const { data: paused } = await api.workflows.playOrPauseWorkflow({
      params: { id: workflow.id },
      body: { action: 'pause' },
    })
    expect(paused.nextRunAt).toBeNull()
    expect(await DBOS.getSchedule(schedule)).toBeNull()
    // A firing already on its way when the pause came starts nothing either.
    const late = await DBOS.startWorkflow(scheduledRun)(new Date(), {
      appKey: h.workflowEngine.appKey,
      workflowId: workflow.id,
    })
    await late.getResult()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const { data: after } = await api.workflows.listWorkflowRuns({
      query: { workflowId: workflow.id },
    })
    expect(after.items).toHaveLength(1)
  })

  it('tries a step that failed for an outside reason again, with back-off, and sends once', async () => {
    const subject = `Flaky ${Date.now()}`
    // The database refuses the step's mail twice, as a mail store that is down would.
    const { db } = h.database
    await db.execute(
      sql.raw(`
      create schema if not exists workflow_test;
      create sequence if not exists workflow_test.refusals;
      alter sequence workflow_test.refusals restart;
      create or replace function workflow_test.refuse_mail() returns trigger language plpgsql as $$
      begin
        if new.subject = '${subject}' and nextval('workflow_test.refusals') <= 2 then
          raise exception 'the mail store is not answering';
        end if;
        return new;
      end $$;
      create trigger workflow_test_refuse_mail before insert on mail_outbox
        for each row execute function workflow_test.refuse_mail();`),
    )
    try {
      const workflow = await created({
        name: 'Flaky',
        trigger: { type: 'manual' },
        steps: [notifyStep(owner.email, subject)],
      })
      const { data: started } = await api.workflows.runWorkflow({
        params: { id: workflow.id },
        body: {},
      })
      const { data: run } = await until(() => runOf(started.id), finished)
      expect(run.status).toBe('succeeded')
      expect(run.steps[0]).toMatchObject({ status: 'succeeded', error: null })
      const [step] = await db
        .select({ attempts: workflowRunSteps.attempts })
        .from(workflowRunSteps)
        .where(eq(workflowRunSteps.runId, started.id))
      expect(step?.attempts).toBe(3)
      expect(await mailsTo(owner.email, subject)).toHaveLength(1)
    } finally {
      await db.execute(sql.raw('drop schema workflow_test cascade'))
    }
  })

  it('acts with its maker’s permissions: once they leave, it pauses and the owners are told', async () => {
    const email = uniqueEmail('maker')
    await api.team.addTeamMember({
      body: { email, firstName: 'Kemi', lastName: 'Maker', role: 'member' },
    })
    const text = (await h.lastMail(email))?.text ?? ''
    const token = decodeURIComponent(/\/join-team\?token=(\S+)/.exec(text)?.[1] ?? '')
    const maker = h.client()
    const { data: joined } = await maker.team.joinTeam({ body: { token, password: PASSWORD } })
    maker.session.save(joined)
    const workflow = await created(
      { name: 'Kemi’s reminder', trigger: { type: 'manual' }, steps: [notifyStep(owner.email)] },
      maker,
    )
    await maker.workflows.playOrPauseWorkflow({
      params: { id: workflow.id },
      body: { action: 'play' },
    })
    await api.team.removeTeamMember({ params: { id: joined.user.id } })
    // Paused as the team says the maker left, before any run reaches a step.
    await until(
      async () => (await api.workflows.getWorkflow({ query: { workflowId: workflow.id } })).data,
      (one) => one.state === 'paused',
    )

    const { data: started } = await api.workflows.runWorkflow({
      params: { id: workflow.id },
      body: {},
    })
    const { data: run } = await until(() => runOf(started.id), finished)
    expect(run.status).toBe('failed')
    expect(run.steps[0]?.error).toBe('The person who made this workflow is no longer on the team')
    const { data: now } = await api.workflows.getWorkflow({ query: { workflowId: workflow.id } })
    expect(now.state).toBe('paused')
    expect(await mailsTo(owner.email, 'Workflow paused: Kemi’s reminder')).toHaveLength(1)
  })

  /** A member who joined from their invitation, signed in as themselves. */
  async function joinedMember(role: 'member' | 'admin') {
    const email = uniqueEmail('maker')
    await api.team.addTeamMember({ body: { email, firstName: 'Tunde', lastName: 'Maker', role } })
    const text = (await h.lastMail(email))?.text ?? ''
    const token = decodeURIComponent(/\/join-team\?token=(\S+)/.exec(text)?.[1] ?? '')
    const client = h.client()
    const { data } = await client.team.joinTeam({ body: { token, password: PASSWORD } })
    client.session.save(data)
    return { client, id: data.user.id }
  }

  it('pauses a maker’s workflows at once when their role can no longer run them; playing it again takes it over', async () => {
    const maker = await joinedMember('member')
    const name = `Tunde’s check ${Date.now()}`
    const workflow = await created(
      {
        name,
        trigger: { type: 'manual' },
        steps: [waitStep(120), notifyStep(owner.email, name)],
      },
      maker.client,
    )
    await maker.client.workflows.playOrPauseWorkflow({
      params: { id: workflow.id },
      body: { action: 'play' },
    })
    const { data: waiting } = await maker.client.workflows.runWorkflow({
      params: { id: workflow.id },
      body: {},
    })
    await until(
      () => runOf(waiting.id),
      (run) => run.data.status === 'waiting',
    )

    await api.team.changeTeamRole({ params: { id: maker.id }, body: { role: 'viewer' } })
    const paused = await until(
      async () => (await api.workflows.getWorkflow({ query: { workflowId: workflow.id } })).data,
      (one) => one.state === 'paused',
    )
    expect(paused.createdBy.id).toBe(maker.id)
    // Its run would act as someone who may no longer: it ends, and never sends its e-mail.
    expect((await runOf(waiting.id)).data.status).toBe('cancelled')
    const [told] = await until(
      () => mailsTo(owner.email, `Workflow paused: ${name}`),
      (mails) => mails.length > 0,
    )
    expect(told?.text).toContain('can no longer run workflows (their role is viewer)')

    // The owner plays it again: it acts as them from now on, and runs.
    const { data: played, message } = await api.workflows.playOrPauseWorkflow({
      params: { id: workflow.id },
      body: { action: 'play' },
    })
    expect(message).toContain('acts as you now')
    expect(played).toMatchObject({ state: 'running', createdBy: { id: owner.user.id } })
    // Playing a workflow whose maker can act changes nothing of whom it acts as.
    const { data: again } = await api.workflows.playOrPauseWorkflow({
      params: { id: workflow.id },
      body: { action: 'play' },
    })
    expect(again.createdBy.id).toBe(owner.user.id)
    expect(await mailsTo(owner.email, name)).toHaveLength(0)
  })
})
