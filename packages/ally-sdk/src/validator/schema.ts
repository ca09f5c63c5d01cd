/** The validator's core: a schema, its checks, and running one over a value (see index.ts). */

/** An issue as zod words it, without the parts no one here reads (`input`, `inst`, `message`). */
export interface Issue {
  code: 'invalid_type' | 'invalid_value' | 'invalid_format' | 'too_small' | 'too_big' | 'custom'
  path: PropertyKey[]
  /** A refinement's own sentence (zod/mini words no other issue). */
  message?: string
  expected?: string
  received?: string
  origin?: string
  minimum?: number
  maximum?: number
  inclusive?: boolean
  format?: string
  pattern?: string
  values?: readonly unknown[]
  /** zod's rule: issues that leave the value usable let the schema's other checks run. */
  continue?: boolean
}

export interface Payload {
  value: unknown
  issues: Issue[]
}

/** A check of `.check()`; `when` lets it run after the type itself failed (length checks do). */
export type Check = ((payload: Payload) => void) & { when?: (payload: Payload) => boolean }

export interface Schema {
  /** The type's own validation; checks run after it. */
  readonly validateType: (payload: Payload) => void
  readonly checks: readonly Check[]
  /** zod's `optin`/`optout`: an object may leave the key out. */
  readonly optional?: boolean
  readonly shape?: Shape
  check(...checks: (Check | Schema)[]): Schema
  /** As zod/mini's schemas have them, for code that validates with an exported schema. */
  safeParse(value: unknown): SafeParseResult
  /** The output, or an error carrying the issues. */
  parse(value: unknown): unknown
}

export type Shape = Record<string, Schema>

export type SafeParseResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: Issue[] } }

export function issue(payload: Payload, fields: Omit<Issue, 'path'>): void {
  payload.issues.push({ ...fields, path: [] } as Issue)
}

/** Any issue that does not say `continue` stops the checks that have no `when`. */
const stops = (issues: Issue[], from = 0) => issues.some((i, n) => n >= from && !i.continue)

export function run(schema: Schema, value: unknown): Payload {
  const payload: Payload = { value, issues: [] }
  schema.validateType(payload)
  if (!schema.checks.length) return payload
  let stopped = stops(payload.issues)
  for (const check of schema.checks) {
    if (
      check.when
        ? payload.issues.some((i) => i.continue === false) || !check.when(payload)
        : stopped
    ) {
      continue
    }
    const before = payload.issues.length
    check(payload)
    stopped ||= stops(payload.issues, before)
  }
  return payload
}

/** Moves an inner value's issues into its parent's, under `key`. */
export function nest(into: Payload, key: PropertyKey, from: Payload): void {
  for (const inner of from.issues) {
    inner.path.unshift(key)
    into.issues.push(inner)
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function schema(
  validateType: Schema['validateType'],
  checks: readonly Check[] = [],
  extra?: object,
): Schema {
  // Arrow functions over `self`, as zod's own: `const { safeParse } = Email` works too.
  const self: Schema = {
    validateType,
    checks,
    ...extra,
    check: (...more) =>
      schema(
        validateType,
        [...checks, ...more.flatMap((c) => ('checks' in c ? c.checks : c))],
        extra,
      ),
    safeParse: (value) => safeParse(self, value),
    parse: (value) => {
      const result = safeParse(self, value)
      if (result.success) return result.data
      throw Object.assign(new Error('Invalid input'), result.error)
    },
  }
  return self
}

/* @__NO_SIDE_EFFECTS__ */
export function typeOf(
  expected: string,
  test: (value: unknown) => boolean,
): Schema['validateType'] {
  return (payload) => {
    if (!test(payload.value)) issue(payload, { code: 'invalid_type', expected })
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// ---- Parsing ----

export function safeParse(target: Schema, value: unknown): SafeParseResult {
  const { value: data, issues } = run(target, value)
  return issues.length ? { success: false, error: { issues } } : { success: true, data }
}
