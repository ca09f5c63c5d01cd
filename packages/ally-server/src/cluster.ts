import cluster, { type Worker } from 'node:cluster'

/**
 * What this process does in a start with `ALLY_WORKERS`: `single` serves alone; `primary` prepares
 * the database (migrations, demo), then forks the workers and watches them; `worker` serves on
 * the port the primary shares.
 */
export type ProcessRole = 'single' | 'primary' | 'worker'

/** A worker that dies this soon after it started is failing to start, not crashing under load. */
const STARTUP_GRACE_MS = 10_000

/** The role of this process. */
export function processRole(config: { workers: number }): ProcessRole {
  if (cluster.isWorker) return 'worker'
  return config.workers <= 1 ? 'single' : 'primary'
}

/**
 * Forks `count` workers (each runs this same script, with `env` added, and listens on the same
 * port; the primary hands connections round), and resolves once all of them listen. A worker that
 * crashes later is replaced; one that fails to start stops the whole server. SIGINT/SIGTERM stop
 * the workers, each finishing its requests in flight, then `onStop` runs (the embedded
 * PostgreSQL stops), then the primary.
 */
export function startWorkers(
  count: number,
  {
    env = {},
    onStop = async () => undefined,
    log = console.error,
  }: {
    env?: Record<string, string>
    onStop?: () => Promise<void>
    log?: (line: string) => void
  } = {},
) {
  let stopping = false
  const startedAt = new Map<Worker, number>()

  const fork = () => {
    const worker = cluster.fork(env)
    startedAt.set(worker, Date.now())
    return worker
  }

  const stopAll = async (exitCode: number) => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w)
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve()
            worker.once('exit', () => resolve())
            worker.process.kill('SIGTERM')
          }),
      ),
    )
    await onStop().catch((error: unknown) => log(String(error)))
    process.exit(exitCode)
  }
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))
  process.on('SIGHUP', () => void stopAll(0))

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    const how = signal ? `signal ${signal}` : `code ${code}`
    if (lived < STARTUP_GRACE_MS) {
      log(`Worker ${worker.process.pid} failed to start (${how}): stopping.`)
      void stopAll(1)
      return
    }
    log(`Worker ${worker.process.pid} exited (${how}): starting another.`)
    fork()
  })

  return new Promise<void>((resolve) => {
    let listening = 0
    const onListening = () => {
      listening += 1
      if (listening === count) {
        cluster.off('listening', onListening)
        resolve()
      }
    }
    cluster.on('listening', onListening)
    for (let i = 0; i < count; i++) fork()
  })
}
