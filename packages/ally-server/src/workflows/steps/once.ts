import type { Permission } from '@ally/sdk'
import type { Db } from '../../db/client'
import { HttpError } from '../../http/errors'
import { actorCheck, StepFailure } from '../actor'
import { lockedStep, type OpenedRun, type StepOutcome, stepSucceeded } from '../run-records'
import type { RunServices } from '../runs'

// A step's effect happens once (docs/architecture.md, "Workflows"): the effect and the record that
// it happened are one transaction, under the lock of the step's row, so a step run again after a
// crash, or by a second process, finds it done and hands on what it handed on the first time.

export type Maker = Awaited<ReturnType<typeof actorCheck>>
type Run = OpenedRun & { runId: string }

/**
 * Runs `effect` in the step's transaction unless the step already succeeded; the maker is checked
 * first (with `permission`, for steps that need more than running workflows). A refusal of the
 * product's own (a 4xx: the round was awarded meanwhile, the vendor was removed) cannot succeed
 * however often it is tried, so it fails the step with its reason.
 */
export async function once(
  { db, mail, now }: RunServices,
  run: Run,
  stepId: string,
  permission: Permission | undefined,
  effect: (tx: Db, maker: Maker) => Promise<StepOutcome>,
): Promise<StepOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const { done } = await lockedStep(tx, run.runId, stepId)
    if (done) return done
    const maker = await actorCheck(tx, run, permission)
    const made = await asStepFailure(() => effect(tx, maker))
    await stepSucceeded(tx, run.runId, stepId, made.output, now(), made.result)
    return made
  })
  void mail.flush()
  return outcome
}

/** The product's refusals (4xx) as failures the engine does not retry; the rest as they are. */
export async function asStepFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) throw new StepFailure(error.message)
    throw error
  }
}

/** What an earlier step should have handed on; its absence is a failure with the reason. */
export function needed<T>(value: T | undefined, missing: string): T {
  if (value === undefined) throw new StepFailure(missing)
  return value
}
