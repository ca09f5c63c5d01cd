import type { Db } from '../db/client'
import { tooManyRequests } from '../http/errors'
import { describeWait } from '../rate-limit/account-limits'
import { QUESTION_COUNTS_MS as HOUR_MS, questionsSince } from './queries'

// How many questions a business may ask the co-pilot in an hour (docs/product-rules.md,
// "Co-pilot"): a configured model costs money per message, and even the built-in assistant reads a
// year of records for some answers. Counted from the questions kept for it in the database
// (`copilot_questions`, which deleting a conversation leaves alone), so every server process
// shares the count.

export const COPILOT_QUESTIONS_PER_HOUR = 120

/** Throws a 429, saying how long to wait, when the business has used its hour's questions. */
export async function checkQuota(
  db: Db,
  businessId: string,
  now: Date,
  limit = COPILOT_QUESTIONS_PER_HOUR,
): Promise<void> {
  const asked = await questionsSince(db, businessId, new Date(now.getTime() - HOUR_MS))
  if (asked.length < limit) return
  // A question frees up an hour after the one that filled the quota.
  const freed = (asked[asked.length - limit] ?? now).getTime() + HOUR_MS
  const wait = Math.max(1_000, freed - now.getTime())
  throw tooManyRequests(
    `Your business has asked the co-pilot ${limit} questions in the last hour. Try again in ${describeWait(wait)}.`,
    Math.ceil(wait / 1000),
  )
}
