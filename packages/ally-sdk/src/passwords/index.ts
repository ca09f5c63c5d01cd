// docs/product-rules.md#passwords, once for the server that enforces the rules and the meter that
// explains them. A subpath of its own (`@ally/sdk/passwords`), so an app pays for it only where it
// sets a password; zxcvbn itself is the caller's to load (it is large: see `PasswordEstimator`).

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

/** The server's messages, so the meter and a refused submit say the same thing. */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  blank: 'Your password cannot be only spaces.',
  personal: 'Your password must not contain your e-mail, name or business name.',
  common: 'Choose a less common password: this one is on a list of passwords attackers try first.',
  guessable:
    'Choose a stronger password: this one would be guessed quickly. A few unrelated words make a strong one.',
}

export const PASSWORD_MIN_LENGTH = 8
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

/**
 * The common-password list and a zxcvbn instance (`@zxcvbn-ts/core` with
 * `@zxcvbn-ts/language-common`, `maxLength: SCORED_LENGTH`), loaded by the caller.
 */
export interface PasswordEstimator {
  commonPasswords: ReadonlySet<string>
  zxcvbn: { check(password: string, userInputs?: (string | number)[]): { score: number } }
}

/** The checks that need no dictionary: blank, or containing the e-mail, a name or the business. */
export function findPersonalProblem(
  password: string,
  context: PasswordContext = {},
): PasswordProblem | undefined {
  if (password.trim() === '') return 'blank'
  const { forbidden } = personalWords(context)
  const normalized = normalize(password)
  return forbidden.some((word) => normalized.includes(word)) ? 'personal' : undefined
}

/** Whether the password is on the common list (whatever its case and outer spaces). */
export const isCommonPassword = (password: string, estimator: PasswordEstimator) =>
  estimator.commonPasswords.has(normalize(password).trim())

/** zxcvbn's score, 0–4, with the person's details counted as easy guesses. */
export const scorePassword = (
  password: string,
  context: PasswordContext,
  estimator: PasswordEstimator,
) => estimator.zxcvbn.check(password, personalWords(context).hints).score

/**
 * Why this password is refused, or `undefined` when it is acceptable. The length (8–128) is the
 * contract's to check.
 *
 * @example
 * findPasswordProblem('password', {}, estimator) // 'common'
 * findPasswordProblem('ada-2024-obi', { names: ['Ada', 'Obi'] }, estimator) // 'personal'
 */
export function findPasswordProblem(
  password: string,
  context: PasswordContext,
  estimator: PasswordEstimator,
): PasswordProblem | undefined {
  const personal = findPersonalProblem(password, context)
  if (personal) return personal
  if (isCommonPassword(password, estimator)) return 'common'
  if (scorePassword(password, context, estimator) < MIN_PASSWORD_SCORE) return 'guessable'
  return undefined
}

let loaded: PasswordEstimator | undefined
let loading: Promise<PasswordEstimator> | undefined

/** The estimator if it has loaded already, without waiting (a meter's first render). */
export const loadedPasswordEstimator = () => loaded

/**
 * Loads zxcvbn and the common-password list once (the optional peer dependencies
 * `@zxcvbn-ts/core` and `@zxcvbn-ts/language-common`: about 235 kB gzipped in a browser, 100 ms
 * and 7 MB of heap on a server), by dynamic import, so nothing pays for them before a password
 * is set. A failed load is tried again by the next call.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ])
    loaded = {
      commonPasswords: new Set(dictionary['passwords-common']),
      zxcvbn: new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH }),
    }
    return loaded
  })().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
