import { type ChildProcess, execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AllyClient, createAllyClient, createMemoryStorage } from '@ally/sdk'
import { listDevMail } from '@ally/sdk/dev'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socketOptions, withoutSocket } from '../src/db/embedded-postgres'
import { databaseUrlFor, ENGINES } from './harness'
import { createScratchDatabase } from './scratch-database'
import { freePort, spawnServer, until } from './server-process'

// Issue #32: a workflow survives its server being killed outright (SIGKILL) in the middle of a
// run. The server started again takes the run up by itself, finishes it, and no step that had
// finished runs again: its e-mail goes out once (docs/architecture.md, "Workflows").

const ACCESS_KEY = 'pk_test_durability'

describe.each(ENGINES)('a workflow whose server is killed mid-run (%s)', (engine) => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-durability-'))
  const running = new Set<ChildProcess>()
  let output = ''

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrlFor(engine))
  })
  afterAll(async () => {
    for (const server of running) {
      server.kill('SIGKILL')
      await once(server, 'exit')
    }
    await scratch?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function start(port: number, env: Record<string, string> = {}) {
    const server = spawnServer(
      {
        DATABASE_URL: scratch.url,
        PORT: String(port),
        ALLY_DATA_DIR: dataDir,
        ALLY_ACCESS_KEYS: ACCESS_KEY,
        ALLY_APP_DIR: join(dataDir, 'no-app'),
        ...env,
      },
      (chunk) => {
        output += chunk
      },
    )
    running.add(server)
    await until('the server to answer', async () => {
      if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`)
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      return response.ok || undefined
    })
    return server
  }

  const clientOn = (port: number): AllyClient =>
    createAllyClient({
      baseUrl: `http://127.0.0.1:${port}`,
      accessKey: ACCESS_KEY,
      storage: createMemoryStorage(),
      logger: { error: () => undefined },
    })

  /** A new owner, signed up and verified over HTTP; their client and their mail. */
  async function signedUp(port: number) {
    const api = clientOn(port)
    const email = `durable.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`
    const { data } = await api.auth.signup({
      body: {
        firstName: 'Ada',
        lastName: 'Obi',
        email,
        password: 'correct-horse-1',
        businessName: 'Durable Ltd',
      },
    })
    api.session.save(data)
    const mails = async (subject?: string) =>
      (await api.request(listDevMail, { query: { to: email } })).data.items.filter(
        (mail) => !subject || mail.subject === subject,
      )
    const code = /\b(\d{6})\b/.exec((await mails())[0]?.text ?? '')?.[1] ?? ''
    api.session.save((await api.auth.verifySignupCode({ body: { code } })).data)
    return { api, email, mails }
  }

  /** How often each step of the run was attempted, read from the database. */
  async function attempts(runId: string) {
    const sql = postgres(withoutSocket(scratch.url), { ...socketOptions(scratch.url), max: 1 })
    try {
      const rows = await sql<{ step_id: string; attempts: number }[]>`
        select step_id, attempts from workflow_run_steps where run_id = ${runId}`
      return Object.fromEntries(rows.map((row) => [row.step_id, row.attempts]))
    } finally {
      await sql.end()
    }
  }

  it('takes the run up again after a restart; finished steps do not run again', async () => {
    const port = await freePort()
    const first = await start(port)
    const { api, email, mails } = await signedUp(port)
    const notify = (subject: string) => ({
      type: 'notify' as const,
      name: subject,
      config: { to: [email], subject, message: 'From the durable workflow.' },
    })
    const { data: workflow } = await api.workflows.createWorkflow({
      body: {
        name: 'Survives a crash',
        trigger: { type: 'manual' },
        steps: [
          notify('Before the crash'),
          { type: 'wait', name: 'Wait', config: { seconds: 4 } },
          notify('After the crash'),
        ],
      },
    })
    const { data: run } = await api.workflows.runWorkflow({ params: { id: workflow.id }, body: {} })
    await until('the run to wait', async () => {
      const { data } = await api.workflows.getWorkflowRun({ query: { runId: run.id } })
      return data.status === 'waiting' || undefined
    })

    first.kill('SIGKILL')
    await once(first, 'exit')
    running.delete(first)
    await start(port)

    const done = await until(
      'the run to finish after the restart',
      async () => {
        const { data } = await api.workflows.getWorkflowRun({ query: { runId: run.id } })
        return ['succeeded', 'failed'].includes(data.status) ? data : undefined
      },
      60_000,
    )
    expect(done.status).toBe('succeeded')
    expect(done.steps.map((step) => step.status)).toEqual(['succeeded', 'succeeded', 'succeeded'])
    expect(await mails('Before the crash')).toHaveLength(1)
    expect(await mails('After the crash')).toHaveLength(1)
    expect(await attempts(run.id)).toEqual(
      Object.fromEntries(workflow.steps.map((step) => [step.id, 1])),
    )
  }, 120_000)

  it('runs each step once with several processes, even when one is killed mid-run', async () => {
    const port = await freePort()
    const primary = await start(port, { ALLY_WORKERS: '2' })
    const startedAt = Date.now()
    const { api, email, mails } = await signedUp(port)
    const subject = `Two processes ${Date.now()}`
    const { data: workflow } = await api.workflows.createWorkflow({
      body: {
        name: 'Several processes',
        trigger: { type: 'manual' },
        steps: [
          { type: 'wait', name: 'Wait', config: { seconds: 15 } },
          {
            type: 'notify',
            name: 'Tell',
            config: { to: [email], subject, message: 'Once per run.' },
          },
        ],
      },
    })
    const runs = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { data } = await api.workflows.runWorkflow({ params: { id: workflow.id }, body: {} })
        return data.id
      }),
    )
    // A worker killed this early would stop the server (src/cluster.ts): wait out its grace.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, 10_500 - (Date.now() - startedAt))),
    )
    const workers = execFileSync('pgrep', ['-P', String(primary.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number)
    expect(workers.length).toBe(2)
    process.kill(workers[0] as number, 'SIGKILL')

    for (const runId of runs) {
      const run = await until(
        `run ${runId} to finish`,
        async () => {
          const { data } = await api.workflows.getWorkflowRun({ query: { runId } })
          return ['succeeded', 'failed'].includes(data.status) ? data : undefined
        },
        60_000,
      )
      expect(run.status).toBe('succeeded')
    }
    expect(await mails(subject)).toHaveLength(runs.length)
    // Stopped with its workers, which a SIGKILL of the primary would leave running.
    primary.kill('SIGTERM')
    await once(primary, 'exit')
    running.delete(primary)
  }, 120_000)
})
