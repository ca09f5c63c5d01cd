import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, spawnServer, until } from './server-process'

// The server as `pnpm start` runs it, with no DATABASE_URL: it starts its own PostgreSQL in the
// data folder, stops it when it stops, and copes with one that a killed server left running or
// one that dies under it.

const ACCESS_KEY = 'pk_test_embedded'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('the server on its embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ally-embedded-server-'))
  chmodSync(dataDir, 0o755)
  const cluster = join(dataDir, 'postgres')
  const running = new Set<ChildProcess>()
  let output = ''

  afterAll(async () => {
    for (const server of running) {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM')
        await once(server, 'exit')
      }
    }
    const orphan = postmasterPid()
    if (orphan && alive(orphan)) process.kill(orphan, 'SIGINT')
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** The PostgreSQL that holds the cluster's lock, if any. */
  function postmasterPid(): number | undefined {
    const lock = join(cluster, 'postmaster.pid')
    return existsSync(lock) ? Number(readFileSync(lock, 'utf8').split('\n')[0]) : undefined
  }

  async function start(env: Record<string, string> = {}) {
    const port = await freePort()
    const server = spawnServer(
      {
        DATABASE_URL: '',
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
    const base = `http://127.0.0.1:${port}`
    const health = async () => {
      if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`)
      const response = await fetch(`${base}/api/health`)
      return response.ok ? ((await response.json()) as { data: { database: string } }) : undefined
    }
    const body = await until('the server to answer', async () => {
      try {
        return await health()
      } catch (error) {
        if (server.exitCode !== null) throw error
        return undefined
      }
    })
    return { server, base, health, body }
  }

  async function stop(server: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
    const exited = once(server, 'exit')
    server.kill(signal)
    await exited
    running.delete(server)
  }

  it('creates PostgreSQL on the first start, serves from several processes, and stops it on SIGTERM', async () => {
    const { server, body, base } = await start({ ALLY_WORKERS: '2' })
    expect(body.data.database).toBe('embedded')
    expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true)
    const postgresPid = postmasterPid() as number
    expect(alive(postgresPid)).toBe(true)
    // Nothing listens on TCP: the cluster is reached through its socket only.
    expect(output).not.toMatch(/listening on IPv4/)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${base}/api/health`).then((response) => response.status),
      ),
    )
    expect(answers.every((status) => status === 200)).toBe(true)
    await stop(server)
    expect(alive(postgresPid)).toBe(false)
    expect(existsSync(join(cluster, 'postmaster.pid'))).toBe(false)
  }, 120_000)

  it('starts again after a server killed outright left its PostgreSQL running', async () => {
    const first = await start()
    const orphan = postmasterPid() as number
    await stop(first.server, 'SIGKILL')
    expect(alive(orphan)).toBe(true)
    const second = await start()
    expect(second.body.data.database).toBe('embedded')
    expect(alive(orphan)).toBe(false)
    expect(postmasterPid()).not.toBe(orphan)
    await stop(second.server)
  }, 120_000)

  it('starts its PostgreSQL again when it dies under the running server', async () => {
    const { server, health } = await start()
    const first = postmasterPid() as number
    process.kill(first, 'SIGKILL')
    await until('PostgreSQL to be started again', async () => {
      const pid = postmasterPid()
      return pid && pid !== first && alive(pid) ? pid : undefined
    })
    const body = await until('the server to answer again', health)
    expect(body.data.database).toBe('embedded')
    expect(output).toMatch(/The embedded PostgreSQL stopped[\s\S]*Starting it again/)
    await stop(server)
  }, 120_000)
})
