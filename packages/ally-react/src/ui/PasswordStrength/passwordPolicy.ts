import {
  findPersonalProblem,
  isCommonPassword,
  MIN_PASSWORD_SCORE,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  type PasswordEstimator,
  type PasswordProblem,
  scorePassword,
} from '@ally/sdk/passwords'

// docs/product-rules.md#passwords: the rules are @ally/sdk/passwords', the same the server
// enforces. zxcvbn and its dictionaries come in with a dynamic import, so no page pays for them
// until it shows a meter.

export {
  loadedPasswordEstimator,
  loadPasswordEstimator,
  PASSWORD_MESSAGES,
} from '@ally/sdk/passwords'
export type { PasswordContext, PasswordEstimator, PasswordProblem }

/**
 * How a password fares: `empty`; `short` (under 8 characters); `weak` with the `problem` the
 * server would refuse it for; `unchecked` when it is long enough but the dictionary has not
 * loaded (nothing more can be said yet); `fair` or `strong` (both accepted).
 */
export type PasswordVerdict =
  | { strength: 'empty' | 'short' | 'unchecked' | 'fair' | 'strong'; problem?: undefined }
  | { strength: 'weak'; problem: PasswordProblem }

/**
 * The meter's verdict by the server's rules; without an estimator (not loaded yet) only the
 * length, blank and personal checks.
 */
export function judgePassword(
  password: string,
  context: PasswordContext | undefined,
  estimator: PasswordEstimator | undefined,
): PasswordVerdict {
  if (password === '') return { strength: 'empty' }
  // The contract refuses these before any rule; and a rule shown mid-word would only distract.
  if (password.length < PASSWORD_MIN_LENGTH) return { strength: 'short' }
  const personal = findPersonalProblem(password, context)
  if (personal) return { strength: 'weak', problem: personal }
  if (!estimator) return { strength: 'unchecked' }
  if (isCommonPassword(password, estimator)) return { strength: 'weak', problem: 'common' }
  const score = scorePassword(password, context ?? {}, estimator)
  if (score < MIN_PASSWORD_SCORE) return { strength: 'weak', problem: 'guessable' }
  return { strength: score === MIN_PASSWORD_SCORE ? 'fair' : 'strong' }
}
