import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { badRequest } from '../http/errors'

// docs/product-rules.md#passwords. @ally/react's PasswordStrength meter applies the same rules in
// the browser (packages/ally-react/src/ui/PasswordStrength); change both together.

/** What is known about the person choosing a password; every field is optional. */
export interface PasswordContext {
  email?: string | null
  /** First, last or contact names as entered; a name of several words counts word by word too. */
  names?: readonly (string | null | undefined)[]
  /** The business's or the vendor company's name. */
  businessName?: string | null
}

/** Why a password is refused. */
export type PasswordProblem = 'blank' | 'personal' | 'common' | 'guessable'

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  blank: 'Your password cannot be only spaces.',
  personal: 'Your password must not contain your e-mail, name or business name.',
  common: 'Choose a less common password: this one is on a list of passwords attackers try first.',
  guessable:
    'Choose a stronger password: this one would be guessed quickly. A few unrelated words make a strong one.',
}

/** zxcvbn scores 0–4; below 2 means fewer than a million guesses. */
export const MIN_PASSWORD_SCORE = 2
/** zxcvbn's work grows with length (up to ≈170 ms at 128 characters); the first 64 decide. */
export const SCORED_LENGTH = 64
const MIN_NAME_LENGTH = 3
const MIN_LOCAL_PART_LENGTH = 4

const normalize = (value: string) => value.normalize('NFKC').toLowerCase()
const wordsOf = (value: string) => value.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/**
 * The personal texts a password must not contain (`forbidden`), and the wider list zxcvbn counts
 * as easy guesses (`hints`), all normalised.
 */
export function personalWords(context: PasswordContext): { forbidden: string[]; hints: string[] } {
  const forbidden = new Set<string>()
  const hints = new Set<string>()
  const email = normalize(context.email?.trim() ?? '')
  if (email) {
    forbidden.add(email)
    const at = email.lastIndexOf('@')
    const local = at > 0 ? email.slice(0, at) : email
    if (local.length >= MIN_LOCAL_PART_LENGTH) forbidden.add(local)
    hints.add(local)
    for (const word of wordsOf(email)) hints.add(word)
  }
  for (const name of context.names ?? []) {
    const whole = normalize(name?.trim() ?? '')
    for (const part of new Set([whole, ...wordsOf(whole)])) {
      if (part.length >= MIN_NAME_LENGTH) forbidden.add(part)
      if (part) hints.add(part)
    }
  }
  const business = normalize(context.businessName?.trim() ?? '')
  if (business.length >= MIN_NAME_LENGTH) forbidden.add(business)
  for (const part of [business, ...wordsOf(business)]) if (part) hints.add(part)
  for (const word of forbidden) hints.add(word)
  return { forbidden: [...forbidden], hints: [...hints] }
}

interface Estimator {
  commonPasswords: Set<string>
  zxcvbn: ZxcvbnFactory
}

let loading: Promise<Estimator> | undefined

/**
 * The common-password list and zxcvbn, loaded on the first call and kept: about 100 ms and 7 MB of
 * heap that a start-up, or a process that never sets a password, should not pay for.
 */
export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ])
    return {
      commonPasswords: new Set(dictionary['passwords-common']),
      zxcvbn: new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH }),
    }
  })().catch((error: unknown) => {
    // A failed load is tried again by the next request instead of failing every one after it.
    loading = undefined
    throw error
  })
  return loading
}

/**
 * Why this password is refused, or `undefined` when it is acceptable. The length (8–128) is the
 * contract's to check.
 *
 * @example
 * await findPasswordProblem('password', {}) // 'common'
 * await findPasswordProblem('ada-2024-obi', { names: ['Ada', 'Obi'] }) // 'personal'
 */
export async function findPasswordProblem(
  password: string,
  context: PasswordContext = {},
): Promise<PasswordProblem | undefined> {
  if (password.trim() === '') return 'blank'
  const { forbidden, hints } = personalWords(context)
  const normalized = normalize(password)
  if (forbidden.some((word) => normalized.includes(word))) return 'personal'
  const { commonPasswords, zxcvbn } = await loadPasswordEstimator()
  if (commonPasswords.has(normalized.trim())) return 'common'
  if (zxcvbn.check(password, hints).score < MIN_PASSWORD_SCORE) return 'guessable'
  return undefined
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
