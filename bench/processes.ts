import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'

/**
 * Undo steps run in reverse order, whatever happened before: child processes, temp folders and
 * databases must not outlive a benchmark that failed half-way, or was interrupted.
 */
export class Cleanup {
  private readonly steps: { label: string; undo: () => Promise<void> | void }[] = []
  private running: Promise<void> | undefined

  defer(label: string, undo: () => Promise<void> | void): void {
    this.steps.push({ label, undo })
  }

  /** Undoes everything; a second caller (a signal during a failure) waits for the same run. */
  run(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  private async drain(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.undo()
      } catch (error) {
        console.warn(`bench: could not ${step.label}:`, error)
      }
    }
  }
}

/** A port nobody listens on right now, on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('No port was assigned')
  return address.port
}

export interface Service {
  process: ChildProcess
  /** The last lines it printed, to explain a failure. */
  output(): string
  stop(): Promise<void>
}

/** Starts a child process that is stopped with SIGTERM (SIGKILL after `graceMs`). */
export function startService(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; graceMs?: number },
): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let tail = ''
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = once(child, 'exit').catch(() => undefined)
  return {
    process: child,
    output: () => tail,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), options.graceMs ?? 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Throws when the service has exited (with a code, or killed by a signal), with its last output. */
export function assertRunning(service: Service): void {
  const { exitCode, signalCode } = service.process
  if (exitCode !== null || signalCode !== null) {
    const how = exitCode !== null ? `with code ${exitCode}` : `on ${signalCode}`
    const output = service.output().trim()
    // What it said as it failed goes on the first line, the one a budget's table shows.
    const lines = output
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('at ') && !/^Node\.js v\d/.test(line))
      .reverse()
    const last = lines.find((line) => /error|refus|fail|cannot|could not/i.test(line)) ?? lines[0]
    throw new Error(`exited ${how}${last ? `: ${last}` : ''}\n${output}`)
  }
}

/**
 * Resolves once `url` answers 200; fails when the service exits or `timeoutMs` passes, so a
 * benchmark never measures a server that did not come up (or another one on the same port).
 */
export async function waitUntilUp(
  service: Service,
  url: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    assertRunning(service)
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`did not answer ${url} within ${timeoutMs / 1000} s:\n${service.output()}`)
}
