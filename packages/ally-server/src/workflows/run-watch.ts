import type { WorkflowRun } from '@ally/sdk'
import type { FastifyReply } from 'fastify'
import { UNFINISHED } from './queries'

// A run as it goes, for the run view (docs/product-rules.md, "Workflows"): a streamed read of one
// run sends it again each time it changes and ends with it once it has finished. The engine may
// record its steps in any server process, so the run is read again every second rather than
// waiting on news from this one; one indexed read a second per open run view.

/** How often a followed run is read again. */
export const RUN_LOOK_MS = 1000
/** A run that has not changed is sent again this often, so proxies keep the connection open. */
export const RUN_HEARTBEAT_MS = 25_000
/**
 * How long one streamed read lasts at most: a run may wait days for an approval, so the read
 * ends with the run as it is and the caller asks again (`@ally/react` does while it is live).
 */
export const RUN_FOLLOW_MS = 5 * 60_000

/** The statuses of a run that may still change: those the engine has not finished. */
const LIVE: ReadonlySet<WorkflowRun['status']> = new Set(UNFINISHED)

export interface FollowOptions {
  /** Sends the run as an event (the first one opens the stream). */
  emit: (run: WorkflowRun) => void
  /** Ends the read early: the caller went away. */
  signal: AbortSignal
  lookMs?: number
  followMs?: number
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })

/**
 * Follows a run from `first` until it is no longer live, the caller goes away or the read has
 * lasted `followMs`, and answers it as it then is; undefined when it was deleted meanwhile.
 */
export async function followRun(
  first: WorkflowRun,
  read: () => Promise<WorkflowRun | undefined>,
  { emit, signal, lookMs = RUN_LOOK_MS, followMs = RUN_FOLLOW_MS }: FollowOptions,
): Promise<WorkflowRun | undefined> {
  if (!LIVE.has(first.status)) return first
  const until = Date.now() + followMs
  let run = first
  let sent = JSON.stringify(run)
  let sentAt = Date.now()
  emit(run)
  while (!signal.aborted && Date.now() < until) {
    await pause(Math.min(lookMs, until - Date.now()), signal)
    if (signal.aborted) break
    const again = await read()
    if (!again) return undefined
    run = again
    const text = JSON.stringify(run)
    if (!LIVE.has(run.status)) break
    if (text !== sent || Date.now() - sentAt >= RUN_HEARTBEAT_MS) {
      emit(run)
      sent = text
      sentAt = Date.now()
    }
  }
  return run
}

/** Aborts when the connection of `reply` closes, whoever closed it. */
export function closedSignal(reply: FastifyReply): AbortSignal {
  const closed = new AbortController()
  if (reply.raw.destroyed) closed.abort()
  else reply.raw.once('close', () => closed.abort())
  return closed.signal
}
