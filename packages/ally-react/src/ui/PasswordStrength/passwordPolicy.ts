import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

// docs/product-rules.md#passwords, as @ally/server applies it
// (packages/ally-server/src/services/password-policy.ts): change both together. zxcvbn and its
// dictionaries come in with a dynamic import, so no page pays for them until it shows a meter.

/** What the form knows about the person choosing the password; every field is optional. */
export interface PasswordContext {
  email?: string | null
  /** First, last or contact names; a name of several words counts word by word too. */
  names?: readonly (string | null | undefined)[]
  /** The business's or the vendor company's name. */
  businessName?: string | null
}

/** Why the server would refuse a password. */
export type PasswordProblem = 'blank' | 'personal' | 'common' | 'guessable'

/** The server's own messages, so the meter and a refused submit say the same thing. */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  blank: 'Your password cannot be only spaces.',
  personal: 'Your password must not contain your e-mail, name or business name.',
  common: 'Choose a less common password: this one is on a list of passwords attackers try first.',
  guessable:
    'Choose a stronger password: this one would be guessed quickly. A few unrelated words make a strong one.',
}

export const PASSWORD_MIN_LENGTH = 8
const MIN_PASSWORD_SCORE = 2
const SCORED_LENGTH = 64
const MIN_NAME_LENGTH = 3
const MIN_LOCAL_PART_LENGTH = 4

const normalize = (value: string) => value.normalize('NFKC').toLowerCase()
const wordsOf = (value: string) => value.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** The personal texts a password must not contain, and the wider list zxcvbn counts as guesses. */
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

/** The loaded common-password list and zxcvbn, configured as the server's. */
export interface PasswordEstimator {
  commonPasswords: Set<string>
  zxcvbn: ZxcvbnFactory
}

let loaded: PasswordEstimator | undefined
let loading: Promise<PasswordEstimator> | undefined

/** The estimator if it has loaded already, without waiting. */
export const loadedPasswordEstimator = () => loaded

/** Loads zxcvbn and its dictionaries once: chunks of their own, about 235 kB gzipped. */
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
    // Offline or a failed deploy: a later meter tries again.
    loading = undefined
    throw error
  })
  return loading
}

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
  if (password.trim() === '') return { strength: 'weak', problem: 'blank' }
  const { forbidden, hints } = personalWords(context ?? {})
  const normalized = normalize(password)
  if (forbidden.some((word) => normalized.includes(word))) {
    return { strength: 'weak', problem: 'personal' }
  }
  if (!estimator) return { strength: 'unchecked' }
  if (estimator.commonPasswords.has(normalized.trim()))
    return { strength: 'weak', problem: 'common' }
  const { score } = estimator.zxcvbn.check(password, hints)
  if (score < MIN_PASSWORD_SCORE) return { strength: 'weak', problem: 'guessable' }
  return { strength: score === MIN_PASSWORD_SCORE ? 'fair' : 'strong' }
}
