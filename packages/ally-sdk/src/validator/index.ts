/**
 * The part of zod/mini's API the contract is written with, validating as zod does: the same
 * output, the same issues in the same order. Browser builds put it in place of zod/mini
 * (build/source-plugin.ts), which takes the SDK from 25 kB to about half; Node builds, the server
 * and the OpenAPI document keep zod. Why, what it covers and how it is held to zod's behaviour:
 * packages/ally-sdk/README.md, "Size".
 *
 * Only what the contract calls is here. A build that reaches for anything else fails (the plugin
 * makes esbuild's "import is undefined" an error), and validator.test.ts runs every schema of the
 * contract through both this and zod.
 */

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

interface Payload {
  value: unknown
  issues: Issue[]
}

/** A check of `.check()`; `when` lets it run after the type itself failed (length checks do). */
type Check = ((payload: Payload) => void) & { when?: (payload: Payload) => boolean }

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

type Shape = Record<string, Schema>

export type SafeParseResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: Issue[] } }

function issue(payload: Payload, fields: Omit<Issue, 'path'>): void {
  payload.issues.push({ ...fields, path: [] } as Issue)
}

/** Any issue that does not say `continue` stops the checks that have no `when`. */
const stops = (issues: Issue[], from = 0) => issues.some((i, n) => n >= from && !i.continue)

function run(schema: Schema, value: unknown): Payload {
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
function nest(into: Payload, key: PropertyKey, from: Payload): void {
  for (const inner of from.issues) {
    inner.path.unshift(key)
    into.issues.push(inner)
  }
}

/* @__NO_SIDE_EFFECTS__ */
function schema(
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
function typeOf(expected: string, test: (value: unknown) => boolean): Schema['validateType'] {
  return (payload) => {
    if (!test(payload.value)) issue(payload, { code: 'invalid_type', expected })
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// ---- Strings ----

/* @__NO_SIDE_EFFECTS__ */
export function string(): Schema {
  return schema(typeOf('string', (value) => typeof value === 'string'))
}

/* @__NO_SIDE_EFFECTS__ */
function format(name: string, pattern: RegExp): Check {
  return (payload) => {
    pattern.lastIndex = 0
    if (!pattern.test(payload.value as string)) {
      issue(payload, {
        code: 'invalid_format',
        origin: 'string',
        format: name,
        pattern: String(pattern),
        continue: true,
      })
    }
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function regex(pattern: RegExp): Check {
  return format('regex', pattern)
}

// zod's own patterns (zod/v4/core regexes), copied so that no part of zod is bundled.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
const DATE =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))'
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?'
const OFFSET = '([+-](?:[01]\\d|2[0-3]):[0-5]\\d)'

/* @__NO_SIDE_EFFECTS__ */
export function email(): Schema {
  return string().check(format('email', EMAIL))
}

export const iso = {
  /* @__NO_SIDE_EFFECTS__ */
  date: (): Schema => string().check(format('date', new RegExp(`^${DATE}$`))),
  /* @__NO_SIDE_EFFECTS__ */
  datetime: (options: { offset?: boolean } = {}): Schema =>
    string().check(
      format(
        'datetime',
        new RegExp(`^${DATE}T(?:${TIME}(?:Z${options.offset ? `|${OFFSET}` : ''}))$`),
      ),
    ),
}

// ---- Lengths and bounds ----

const hasLength = ({ value }: Payload) =>
  value != null && (value as { length?: unknown }).length !== undefined

/** Strings count code points, as zod does; arrays count items. */
function lengthOf(value: unknown): [length: number, origin: string] {
  if (typeof value === 'string') return [[...value].length, 'string']
  return [(value as unknown[]).length, Array.isArray(value) ? 'array' : 'unknown']
}

/* @__NO_SIDE_EFFECTS__ */
function lengthCheck(bound: number, atLeast: boolean): Check {
  return Object.assign(
    (payload: Payload) => {
      const [length, origin] = lengthOf(payload.value)
      if (atLeast ? length < bound : length > bound) {
        issue(payload, {
          code: atLeast ? 'too_small' : 'too_big',
          origin,
          [atLeast ? 'minimum' : 'maximum']: bound,
          inclusive: true,
          continue: true,
        })
      }
    },
    { when: hasLength },
  )
}

/* @__NO_SIDE_EFFECTS__ */
export function minLength(minimum: number): Check {
  return lengthCheck(minimum, true)
}

/* @__NO_SIDE_EFFECTS__ */
export function maxLength(maximum: number): Check {
  return lengthCheck(maximum, false)
}

/* @__NO_SIDE_EFFECTS__ */
function bound(limit: number, atLeast: boolean, inclusive = true): Check {
  return (payload) => {
    const value = payload.value as number
    const fits = atLeast
      ? inclusive
        ? value >= limit
        : value > limit
      : inclusive
        ? value <= limit
        : value < limit
    if (!fits) {
      issue(payload, {
        code: atLeast ? 'too_small' : 'too_big',
        origin: 'number',
        [atLeast ? 'minimum' : 'maximum']: limit,
        inclusive,
        continue: true,
      })
    }
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function minimum(limit: number): Check {
  return bound(limit, true)
}

/* @__NO_SIDE_EFFECTS__ */
export function maximum(limit: number): Check {
  return bound(limit, false)
}

/* @__NO_SIDE_EFFECTS__ */
export function positive(): Check {
  return bound(0, true, false)
}

// ---- Refinements ----

/** A check of the contract's own (`WELL_FORMED`): zod's issue, which goes on to the next check. */
/* @__NO_SIDE_EFFECTS__ */
export function refine<T>(test: (value: T) => unknown, params: { error: string }): Check {
  return (payload) => {
    if (!test(payload.value as T)) {
      issue(payload, { code: 'custom', message: params.error, continue: true })
    }
  }
}

// ---- Numbers, booleans, null, anything ----

/* @__NO_SIDE_EFFECTS__ */
function numberParse(coerce: boolean): Schema['validateType'] {
  return (payload) => {
    if (coerce) {
      try {
        payload.value = Number(payload.value)
      } catch {
        // An object with no way to become a primitive stays as it is, and fails below.
      }
    }
    const value = payload.value
    if (typeof value === 'number' && Number.isFinite(value)) return
    issue(payload, {
      code: 'invalid_type',
      expected: 'number',
      ...(typeof value === 'number' && { received: String(value) }),
    })
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function number(): Schema {
  return schema(numberParse(false))
}

export const coerce = {
  /* @__NO_SIDE_EFFECTS__ */
  number: (): Schema => schema(numberParse(true)),
}

/** zod's `int()` is a number that is also the check "a safe integer". */
const safeInteger: Check = (payload) => {
  const value = payload.value as number
  if (!Number.isInteger(value)) {
    issue(payload, { code: 'invalid_type', expected: 'int', format: 'safeint', continue: false })
  } else if (!Number.isSafeInteger(value)) {
    const big = value > 0
    issue(payload, {
      code: big ? 'too_big' : 'too_small',
      origin: 'int',
      [big ? 'maximum' : 'minimum']: big ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER,
      inclusive: true,
      continue: true,
    })
  }
}

/* @__NO_SIDE_EFFECTS__ */
export function int(): Schema {
  return number().check(safeInteger)
}

/* @__NO_SIDE_EFFECTS__ */
export function boolean(): Schema {
  return schema(typeOf('boolean', (value) => typeof value === 'boolean'))
}

/* @__NO_SIDE_EFFECTS__ */
function nullSchema(): Schema {
  return schema(typeOf('null', (value) => value === null))
}

export { nullSchema as null }

/* @__NO_SIDE_EFFECTS__ */
export function unknown(): Schema {
  return schema(() => {})
}

/* @__NO_SIDE_EFFECTS__ */
function enumSchema(values: readonly unknown[]): Schema {
  return schema((payload) => {
    if (!values.includes(payload.value)) issue(payload, { code: 'invalid_value', values })
  })
}

export { enumSchema as enum }

// ---- Wrappers ----

/* @__NO_SIDE_EFFECTS__ */
export function optional(inner: Schema): Schema {
  return schema(
    (payload) => {
      if (payload.value !== undefined) into(payload, inner)
    },
    [],
    { optional: true },
  )
}

/* @__NO_SIDE_EFFECTS__ */
export function nullable(inner: Schema): Schema {
  return schema(
    (payload) => {
      if (payload.value !== null) into(payload, inner)
    },
    [],
    { optional: inner.optional },
  )
}

/** Runs `inner` on a wrapper's payload, as zod's wrappers share theirs. */
function into(payload: Payload, inner: Schema): void {
  const result = run(inner, payload.value)
  payload.value = result.value
  payload.issues.push(...result.issues)
}

// ---- Arrays, objects, records ----

/* @__NO_SIDE_EFFECTS__ */
export function array(element: Schema): Schema {
  return schema((payload) => {
    const input = payload.value
    if (!Array.isArray(input)) return issue(payload, { code: 'invalid_type', expected: 'array' })
    // A loop, not map(): a hole in the array is an `undefined` item, as zod reads it.
    const output: unknown[] = []
    for (let index = 0; index < input.length; index++) {
      const result = run(element, input[index])
      nest(payload, index, result)
      output[index] = result.value
    }
    payload.value = output
  })
}

/* @__NO_SIDE_EFFECTS__ */
export function object(shape: Shape): Schema {
  return schema(
    (payload) => {
      const input = payload.value
      if (!isObject(input)) return issue(payload, { code: 'invalid_type', expected: 'object' })
      const output: Record<string, unknown> = {}
      for (const key of Object.keys(shape)) {
        if (key === '__proto__') continue
        const field = shape[key] as Schema
        const present = key in input
        // An optional key left out is skipped, whatever the schema would make of `undefined`.
        if (!present && field.optional) continue
        const result = run(field, input[key])
        nest(payload, key, result)
        if (!present) {
          if (!result.issues.length) {
            payload.issues.push({ code: 'invalid_type', expected: 'nonoptional', path: [key] })
          }
        } else {
          output[key] = result.value
        }
      }
      // Keys the shape does not name are dropped (zod/mini's default, "strip").
      payload.value = output
    },
    [],
    { shape },
  )
}

/* @__NO_SIDE_EFFECTS__ */
export function extend(base: Schema, shape: Shape): Schema {
  return object({ ...base.shape, ...shape })
}

/* @__NO_SIDE_EFFECTS__ */
export function partial(base: Schema): Schema {
  const shape: Shape = {}
  for (const [key, field] of Object.entries(base.shape ?? {})) shape[key] = optional(field)
  return object(shape)
}

/** zod's `pick`: the object with only the fields named. */
/* @__NO_SIDE_EFFECTS__ */
export function pick(base: Schema, keys: Record<string, true>): Schema {
  const shape: Shape = {}
  for (const key of Object.keys(keys)) {
    const field = base.shape?.[key]
    if (field) shape[key] = field
  }
  return object(shape)
}

/** `record(string(), value)`, the only kind the contract declares. */
/* @__NO_SIDE_EFFECTS__ */
export function record(_key: Schema, value: Schema): Schema {
  return schema((payload) => {
    const input = payload.value
    const prototype = isObject(input) && Object.getPrototypeOf(input)
    if (prototype !== Object.prototype && prototype !== null) {
      return issue(payload, { code: 'invalid_type', expected: 'record' })
    }
    const output: Record<string, unknown> = {}
    for (const key of Object.keys(input as object)) {
      if (key === '__proto__') continue
      const result = run(value, (input as Record<string, unknown>)[key])
      nest(payload, key, result)
      output[key] = result.value
    }
    payload.value = output
  })
}

// ---- Parsing ----

export function safeParse(target: Schema, value: unknown): SafeParseResult {
  const { value: data, issues } = run(target, value)
  return issues.length ? { success: false, error: { issues } } : { success: true, data }
}
