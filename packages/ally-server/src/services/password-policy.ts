import {
  findPasswordProblem as judge,
  loadPasswordEstimator,
  PASSWORD_MESSAGES,
  type PasswordContext,
  type PasswordProblem,
} from '@ally/sdk/passwords'
import { badRequest } from '../http/errors'

// docs/product-rules.md#passwords: the rules live in @ally/sdk/passwords, shared with the meter
// of @ally/react; here a refusal becomes a 400. The dictionary loads on the first password set
// (about 100 ms and 7 MB of heap that a start-up should not pay for).

export type { PasswordContext, PasswordProblem }
export { loadPasswordEstimator }

/** Why this password is refused, or `undefined` when it is acceptable. */
export async function findPasswordProblem(
  password: string,
  context: PasswordContext = {},
): Promise<PasswordProblem | undefined> {
  return judge(password, context, await loadPasswordEstimator())
}

/** Throws a 400 naming `body.password` when the password is refused; nothing else happens. */
export async function assertAcceptablePassword(
  password: string,
  context: PasswordContext,
): Promise<void> {
  const problem = await findPasswordProblem(password, context)
  if (!problem) return
  const message = PASSWORD_MESSAGES[problem]
  throw badRequest(message, [{ path: 'body.password', message }])
}
