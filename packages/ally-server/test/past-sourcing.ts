import { type PastRound, type RecordedRound, recordPastRound } from '../src/demo/past-rounds'
import { type PastSourcing, pastSourcing } from '../src/demo/past-sourcing'
import type { Harness } from './harness'

// History for the tests of what is computed from it, written as the demo's is: through the
// product's own steps, each at the moment it happened (src/demo/past-sourcing.ts).

export type { PastRound, PastSourcing, RecordedRound }

/** The steps of buyer `userId`'s sourcing on the harness's server, each dated as given. */
export const pastSourcingOf = (h: Harness, userId: string): Promise<PastSourcing> =>
  pastSourcing(h.context, userId)

/** Buyer `userId`'s past rounds, written one after the other; what each left behind. */
export async function recordRounds(
  h: Harness,
  userId: string,
  rounds: PastRound[],
): Promise<RecordedRound[]> {
  const past = await pastSourcingOf(h, userId)
  const recorded: RecordedRound[] = []
  for (const round of rounds) recorded.push(await recordPastRound(past, round))
  return recorded
}
