import { DBOS } from '@dbos-inc/dbos-sdk'

// The durable-execution engine under workflows: DBOS Transact, keeping its state in the `dbos`
// schema of the product's own database (docs/architecture.md, "Workflows"). DBOS is one engine per
// process (a module-level singleton), while a process may build several apps on one database (the
// tests do): the first app launches it and the last one to close shuts it down, and each app's
// runs carry the key of the app (its services) that runs their steps.

/** Bump when a run recorded by older code can no longer be replayed by this code. */
export const WORKFLOW_CODE_VERSION = 'workflows-1'

/** How an app's engine is set up (`BuildAppOptions.workflowEngine`). */
export interface WorkflowEngineSettings {
  /** The engine's application name: runs, queues and schedules of other names are not ours. */
  name?: string
  /**
   * Whose unfinished runs this process takes up again when it starts: `local` (every process's)
   * by default, so a process started again, or a new one beside it, takes up every unfinished run,
   * even one another live process is running; each step's effect is checked in the database, so
   * it still happens once (docs/architecture.md, "Workflows"). The tests give each app its own.
   */
  executorId?: string
  /** The key an app's runs find its services by; one per app in a process. */
  appKey?: string
  /** The engine's own connections to the database (4 by default). */
  poolSize?: number
  /**
   * At start, make the engine's schedules match the stored workflows (on by default). The tests
   * turn it off: their processes share one database and each would take up the others' schedules.
   */
  reconcileSchedules?: boolean
  /**
   * Look for the events workflows start on, every 15 s and when a write tells of one (on by
   * default). The tests turn it off for the same reason, and look when they mean to.
   */
  lookForEvents?: boolean
}

export const DEFAULT_ENGINE_POOL_SIZE = 4

let launched: { url: string; name: string; users: number; ready: Promise<void> } | null = null
/** The last shutdown, which a new launch waits for. */
let stopping: Promise<void> = Promise.resolve()

/**
 * Starts the engine for an app on the database at `url`, or joins the one this process runs; false
 * when this process's engine already runs for another database (only a test builds a second app
 * in one process). The workflows must be registered (module import) and the app's services
 * reachable by its key before this, because launching takes up the unfinished runs at once.
 */
export async function joinEngine(url: string, settings: WorkflowEngineSettings): Promise<boolean> {
  const name = settings.name ?? 'ally'
  if (!launched) await stopping
  if (launched) {
    if (launched.url !== url || launched.name !== name) return false
    launched.users++
    await launched.ready
    return true
  }
  DBOS.setConfig({
    name,
    systemDatabaseUrl: url,
    systemDatabasePoolSize: settings.poolSize ?? DEFAULT_ENGINE_POOL_SIZE,
    executorID: settings.executorId ?? 'local',
    // The engine wants version names unique across the applications sharing its database.
    applicationVersion: `${name}@${WORKFLOW_CODE_VERSION}`,
    logLevel: 'warn',
    // How soon a new or changed schedule is seen (30 s by default): a workflow played is on time
    // for the next minute.
    schedulerPollingIntervalMs: 5_000,
  })
  const ready = DBOS.launch()
  launched = { url, name, users: 1, ready }
  try {
    await ready
    return true
  } catch (error) {
    launched = null
    throw error
  }
}

/** An app is done with the engine; the last one shuts it down (runs in flight resume later). */
export async function leaveEngine(): Promise<void> {
  if (!launched) return
  launched.users--
  if (launched.users > 0) return
  launched = null
  stopping = DBOS.shutdown()
  await stopping
}

/** Creates or brings up to date the engine's schema, without launching it (before workers start). */
export async function prepareEngine(url: string): Promise<void> {
  await DBOS.migrate(url)
}
