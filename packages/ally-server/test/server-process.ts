import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

// What the tests that run the server as its own process (`src/server.ts`) share.

/** A TCP port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

/** Polls `read` until it gives a value (a throw counts as none yet). */
export async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const value = await read().catch(() => undefined)
    if (value !== undefined) return value
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

const PACKAGE = fileURLToPath(new URL('..', import.meta.url))

/**
 * `src/server.ts` as its own process on 127.0.0.1, with `env` over this one's; what it prints goes
 * to `onOutput`. One process (tsx as a loader, not its CLI, which runs the server in a child of
 * its own), so that the signals the tests send reach the server itself.
 */
export function spawnServer(
  env: Record<string, string>,
  onOutput: (chunk: string) => void,
): ChildProcess {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@ally/source', 'src/server.ts'],
    {
      cwd: PACKAGE,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  server.stdout?.on('data', (chunk) => onOutput(String(chunk)))
  server.stderr?.on('data', (chunk) => onOutput(String(chunk)))
  return server
}
