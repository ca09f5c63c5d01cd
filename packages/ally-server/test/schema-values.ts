import { Id } from '@ally/sdk'
import fc from 'fast-check'
import * as z from 'zod/mini'

// Values for the contract's zod/mini schemas, read from their definitions (`_zod.def`): valid
// ones, junk, valid ones with a field dropped or replaced by junk, and one plain example each.
// A schema kind this file does not know gets arbitrary JSON, so a new kind is fuzzed anyway.

/** A zod/mini schema (of the contract's query strings and bodies). */
export type Schema = z.core.$ZodType

interface Def {
  type: string
  [key: string]: unknown
}

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def
const inner = (def: Def) => def.innerType as Schema

/** Wrappers that only say a value may be missing or null: optional, nullable, default, pipe-in. */
export function unwrap(schema: Schema): Schema {
  const def = defOf(schema)
  if (['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly'].includes(def.type))
    return unwrap(inner(def))
  if (def.type === 'pipe') return unwrap(def.in as Schema)
  return schema
}

const isOptional = (schema: Schema) => defOf(schema).type === 'optional'

interface Limits {
  minLength: number
  maxLength: number
  min?: number
  minExclusive: boolean
  max?: number
  maxExclusive: boolean
  integer: boolean
  format?: string
  pattern?: RegExp
}

/** Length, range and format checks; a schema's own definition can be a check (`z.int()`). */
function limitsOf(schema: Schema): Limits {
  const def = defOf(schema)
  const limits: Limits = {
    minLength: 0,
    maxLength: Number.POSITIVE_INFINITY,
    minExclusive: false,
    maxExclusive: false,
    integer: false,
  }
  const checks = [def, ...((def.checks as Schema[] | undefined) ?? []).map(defOf)]
  for (const check of checks) {
    switch (check.check) {
      case 'min_length':
        limits.minLength = Math.max(limits.minLength, Number(check.minimum))
        break
      case 'max_length':
        limits.maxLength = Math.min(limits.maxLength, Number(check.maximum))
        break
      case 'length_equals':
        limits.minLength = Number(check.length)
        limits.maxLength = Number(check.length)
        break
      case 'greater_than':
        limits.min = Number(check.value)
        limits.minExclusive = check.inclusive === false
        break
      case 'less_than':
        limits.max = Number(check.value)
        limits.maxExclusive = check.inclusive === false
        break
      case 'number_format':
        limits.integer = String(check.format).includes('int')
        break
      case 'string_format':
        limits.format = String(check.format)
        if (check.pattern instanceof RegExp) limits.pattern = check.pattern
        break
    }
  }
  return limits
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Mostly this century, sometimes any year ISO allows (year 0000 once made a 500). */
const year = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 2000, max: 2100 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 9999 }) },
)
const day = fc
  .tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`)
const dateTime = fc
  .tuple(
    day,
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.option(fc.integer({ min: 0, max: 999_999 }), { nil: undefined }),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant('Z') },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30))
          .map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`),
      },
    ),
  )
  .map(([d, h, m, fraction, zone]) => {
    const seconds = fraction === undefined ? '' : `.${String(fraction).padStart(6, '0')}`
    return `${d}T${pad(h)}:${pad(m)}:00${seconds}${zone}`
  })
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+'-]{0,20}$/),
    fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/),
    fc.constantFrom('test', 'example', 'com', 'ng', 'co.uk'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`)

/**
 * Strings matching `pattern`. fast-check takes no `i` flag: without it the pattern matches fewer
 * strings, all of which the case-insensitive one matches too.
 */
const matching = (pattern: RegExp) =>
  fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace('i', '')))

/** Strings a person might type that are still plain text. */
const HUMAN_STRINGS = [' ', '  padded  ', 'Ünïcödé ✓', '名前', "O'Brien & <Co>", 'a\tb', '💥🔥']

function validString(schema: Schema): fc.Arbitrary<string> {
  const { minLength, maxLength, format, pattern } = limitsOf(schema)
  let base: fc.Arbitrary<string>
  if (format === 'email') base = email
  else if (format === 'date') base = day
  else if (format === 'datetime') base = dateTime
  else if (format === 'uuid' || format === 'guid') base = fc.uuid()
  else if (pattern) base = matching(pattern)
  else {
    const short = Math.min(maxLength, Math.max(minLength, 24))
    const longest = Number.isFinite(maxLength) ? maxLength : 10_000
    base = fc.oneof(
      { weight: 6, arbitrary: fc.string({ minLength, maxLength: short }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: short }) },
      { weight: 1, arbitrary: fc.constant('x'.repeat(longest)) },
      { weight: 1, arbitrary: fc.constantFrom(...HUMAN_STRINGS) },
    )
  }
  return base.filter((value) => z.safeParse(schema, value).success)
}

function validNumber(schema: Schema): fc.Arbitrary<number> {
  const limits = limitsOf(schema)
  if (limits.integer) {
    const min = Math.max(
      Number.MIN_SAFE_INTEGER,
      Math.ceil(limits.min ?? Number.MIN_SAFE_INTEGER) + (limits.minExclusive ? 1 : 0),
    )
    const max = Math.min(
      Number.MAX_SAFE_INTEGER,
      Math.floor(limits.max ?? Number.MAX_SAFE_INTEGER) - (limits.maxExclusive ? 1 : 0),
    )
    const low = Math.max(min, -100)
    return fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 1000) }) },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
      { weight: 1, arbitrary: fc.constantFrom(min, max) },
    )
  }
  const bounds = {
    min: limits.min ?? -Number.MAX_VALUE,
    max: limits.max ?? Number.MAX_VALUE,
    minExcluded: limits.minExclusive,
    maxExcluded: limits.maxExclusive,
    noNaN: true,
    noDefaultInfinity: true,
  }
  const low = Math.max(bounds.min, -100)
  return fc
    .oneof(
      { weight: 5, arbitrary: fc.double({ ...bounds, min: low, max: Math.min(bounds.max, 1e6) }) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
      // Valid by the contract, and far beyond what a numeric(14, 2) column holds.
      { weight: 1, arbitrary: fc.double(bounds) },
    )
    .filter((value) => z.safeParse(schema, value).success)
}

export interface ValueOptions {
  /** Real ids (the caller's records) to put in `Id` fields now and then, to get past a 404. */
  ids?: () => readonly string[]
}

/** One of the ids `list` holds when generated (a fixed placeholder while it is empty). */
export const pickFrom = (list: () => readonly string[]) =>
  fc.nat().map((i) => {
    const items = list()
    return items.length
      ? (items[i % items.length] as string)
      : '00000000-0000-0000-0000-000000000000'
  })

/** Values the schema accepts (nearly always: odd generators are filtered, not perfect). */
export function validArbitrary(schema: Schema, options: ValueOptions = {}): fc.Arbitrary<unknown> {
  if (schema === Id) {
    const anyId = fc.oneof(fc.uuid(), validString(Id))
    return options.ids
      ? fc.oneof({ weight: 3, arbitrary: pickFrom(options.ids) }, { weight: 2, arbitrary: anyId })
      : anyId
  }
  const def = defOf(schema)
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>
      const model: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, field] of Object.entries(shape)) {
        model[key] = validArbitrary(isOptional(field) ? inner(defOf(field)) : field, options)
      }
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key] as Schema))
      return fc.record(model, { requiredKeys })
    }
    case 'optional':
      return fc.option(validArbitrary(inner(def), options), { nil: undefined })
    case 'nullable':
      return fc.option(validArbitrary(inner(def), options), { nil: null, freq: 4 })
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      return validArbitrary(inner(def), options)
    case 'pipe':
      return validArbitrary(def.in as Schema, options)
    case 'string':
      return validString(schema)
    case 'number':
      return validNumber(schema)
    case 'boolean':
      return fc.boolean()
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>))
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'null':
      return fc.constant(null)
    case 'array': {
      const { minLength, maxLength } = limitsOf(schema)
      return fc.array(validArbitrary(def.element as Schema, options), {
        minLength,
        maxLength: Math.min(maxLength, minLength + 3),
      })
    }
    case 'record':
      return fc.dictionary(
        validArbitrary(def.keyType as Schema, options) as fc.Arbitrary<string>,
        validArbitrary(def.valueType as Schema, options),
        { maxKeys: 4 },
      )
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((option) => validArbitrary(option, options)))
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/**
 * JSON nested `depth` levels deep, alternating objects and arrays. Written out as text by
 * `jsonText`: `JSON.stringify` runs out of stack a few thousand levels down (the server parses
 * far deeper nesting without trouble, so it must be sent).
 */
export class DeepNesting {
  constructor(readonly depth: number) {}
  toJSON() {
    return `${DEEP_TOKEN}${this.depth}`
  }
  text() {
    const open = Array.from({ length: this.depth }, (_, i) => (i % 2 ? '[' : '{"a":'))
    return `${open.join('')}"bottom"${open
      .map((o) => (o === '[' ? ']' : '}'))
      .reverse()
      .join('')}`
  }
}
const DEEP_TOKEN = 'deep-nesting-7f3a9c:'

/**
 * A number written out as its digits, however many: `JSON.stringify` can only write a double, and
 * a client may send `123456789012345678901234567890` (a 500 once, past numeric(14, 2)).
 */
export class RawNumber {
  constructor(readonly digits: string) {}
  toJSON() {
    return `${RAW_TOKEN}${this.digits}`
  }
}
const RAW_TOKEN = 'raw-number-5b1e08:'

/** A value as JSON text, deep nesting and raw numbers included. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value)
    .replace(new RegExp(`"${DEEP_TOKEN}(\\d+)"`, 'g'), (_, depth: string) =>
      new DeepNesting(Number(depth)).text(),
    )
    .replace(new RegExp(`"${RAW_TOKEN}([-+.eE\\d]+)"`, 'g'), (_, digits: string) => digits)
}

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  '\u0085',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202e',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udfff',
]

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m',
  '\r\nX-Injected: 1',
  '\ud800',
  'a\udfffb',
  '\u202eevil',
  '１２３４５６',
  "' or '1'='1' --",
  "'; drop table users; --",
  '%00',
  '%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, sent as text
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '0000-00-00',
  // Valid ISO, and no database stores them (each a 500 once).
  '0000-01-01',
  '0000-12-31T23:59:59Z',
  '1899-12-31',
  '9999-12-31T23:59:59+14:00',
  '-000001-01-01T00:00:00Z',
  'x'.repeat(65),
  'x'.repeat(256),
  'é'.repeat(2049),
]

/** Over every length limit of the contract, and big enough to cost a careless server. */
const HUGE_STRINGS = ['x'.repeat(10_001), '\u0000'.repeat(5_000), 'ab'.repeat(150_000)]

const NASTY_NUMBERS = [
  0,
  -1,
  0.5,
  -0.000001,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  123456789012.345,
  // Just past what the columns hold: numeric(14, 2), int4; and a quantity no one means.
  1e12,
  1e13,
  3e9,
  2 ** 31 - 1,
  1e-12,
  1.0005,
]

/** Numbers as a client may write them: more digits than a double keeps. */
const RAW_NUMBERS = [
  new RawNumber('123456789012345678901234567890'),
  new RawNumber('-123456789012345678901234567890'),
  new RawNumber('1e400'),
  new RawNumber('0.0000000000000000000000000001'),
  new RawNumber('999999999999.995'),
]

const DEEP = [new DeepNesting(64), new DeepNesting(1_000), new DeepNesting(100_000)]
const WIDE = [
  Array.from({ length: 10_000 }, () => 1),
  Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])),
]

/** Text no field expects: control characters, broken Unicode, injections, huge. */
export const junkTextArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
)

/** Wrong types, control characters, huge numbers and strings, deep nesting, random JSON. */
export const junkArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom(...CONTROL_CHARACTERS, 'a', 'é', '😀'),
      maxLength: 40,
    }),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(...DEEP) },
  { weight: 1, arbitrary: fc.constantFrom(...WIDE) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

type Path = (string | number)[]

/** Every place in a value a field or an item sits (not deeper than a request body goes). */
function placesIn(value: unknown, prefix: Path = [], places: Path[] = []): Path[] {
  if (prefix.length > 6 || value === null || typeof value !== 'object') return places
  for (const [key, item] of Object.entries(value)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key]
    places.push(path)
    placesIn(item, path, places)
  }
  return places
}

const show = (path: Path) =>
  path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')

function edit(
  value: unknown,
  path: Path,
  change: (parent: Record<string, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(value)
  let parent = copy as Record<string, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key as string] as Record<string, unknown>
  change(parent, path[path.length - 1] as string | number)
  return copy
}

/** A value and how it was made, for the report of a failing case. */
export interface Sample {
  value: unknown
  how: string
}

/**
 * What a fuzzer sends for one schema: valid values, and valid values with one field dropped,
 * one field (at any depth) replaced by junk or one unknown field added; plus arbitrary JSON
 * and plain junk in place of the whole value.
 */
export function fuzzedArbitrary(schema: Schema, options: ValueOptions = {}): fc.Arbitrary<Sample> {
  const valid = validArbitrary(schema, options)
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => ({ value, how: 'valid' })) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat()).map(([value, i]): Sample => {
        const fields = placesIn(value).filter((path) => typeof path[path.length - 1] === 'string')
        const path = fields[i % Math.max(fields.length, 1)]
        if (!path) return { value: {}, how: 'empty object' }
        return {
          value: edit(value, path, (parent, key) => delete parent[key as string]),
          how: `without ${show(path)}`,
        }
      }),
    },
    {
      weight: 5,
      arbitrary: fc.tuple(valid, fc.nat(), junkArbitrary).map(([value, i, junk]): Sample => {
        const places = placesIn(value)
        const path = places[i % Math.max(places.length, 1)]
        if (!path) return { value: junk, how: 'junk' }
        return {
          value: edit(value, path, (parent, key) => {
            parent[key as string] = junk
          }),
          how: `junk at ${show(path)}`,
        }
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.string({ maxLength: 12 }), junkArbitrary)
        .map(([value, key, junk]) =>
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? { value: { ...value, [key]: junk }, how: `unknown field ${JSON.stringify(key)}` }
            : { value: junk, how: 'junk' },
        ),
    },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ value, how: 'arbitrary JSON' })) },
    { weight: 1, arbitrary: junkArbitrary.map((value) => ({ value, how: 'junk' })) },
  )
}

/** Where an id goes in a query or body: `['awards', '*', 'quoteResponseId']` (`*`: each item). */
export interface IdSlot {
  path: string[]
  /** The field's name, e.g. `vendorIds`. */
  name: string
  /** A list of ids rather than one. */
  many: boolean
  /** Whether the call is valid without it. */
  optional: boolean
}

/** A field named like an id (`vendorId`, `documentIds`, `taId`) that holds text. */
const ID_NAME = /(?:^id|Id)s?$/

function holdsIds(name: string, schema: Schema): boolean {
  const bare = unwrap(schema)
  return bare === Id || (ID_NAME.test(name) && defOf(bare).type === 'string')
}

/**
 * The fields of an object schema that take an id of a record: the contract's `Id` schema (the
 * very object, whatever the field is called) or a text field named like an id; at any depth,
 * alone or in a list.
 */
export function idSlotsOf(schema: Schema | undefined, prefix: string[] = [], optional = false) {
  const slots: IdSlot[] = []
  const object = schema && unwrap(schema)
  if (!object || defOf(object).type !== 'object') return slots
  for (const [name, field] of Object.entries(defOf(object).shape as Record<string, Schema>)) {
    const path = [...prefix, name]
    const fieldOptional = optional || isOptional(field)
    const bare = unwrap(field)
    if (holdsIds(name, bare)) {
      slots.push({ path, name, many: false, optional: fieldOptional })
    } else if (defOf(bare).type === 'array') {
      const element = defOf(bare).element as Schema
      if (holdsIds(name, element)) slots.push({ path, name, many: true, optional: fieldOptional })
      else slots.push(...idSlotsOf(element, [...path, '*'], fieldOptional))
    } else {
      slots.push(...idSlotsOf(bare, path, fieldOptional))
    }
  }
  return slots
}

/**
 * One plain, valid value for a schema (the same every time). `fill` decides the value of a
 * field first (for ids: whose record); `full` adds every optional field, else only required
 * ones and those `fill` gives. Unless `check` is false, throws when the value it made is not
 * valid, so that a schema kind it does not know shows up instead of quietly testing nothing.
 */
export function exampleValue(
  schema: Schema,
  {
    fill = () => undefined,
    reaches = () => false,
    full = false,
    check = true,
  }: {
    fill?: (path: string[]) => unknown
    /** Whether `fill` gives a value somewhere under `path`: an optional object is then made. */
    reaches?: (path: string[]) => boolean
    full?: boolean
    check?: boolean
  } = {},
): unknown {
  const make = (current: Schema, path: string[]): unknown => {
    const given = path.length ? fill(path) : undefined
    if (given !== undefined) return given
    const def = defOf(current)
    switch (def.type) {
      case 'object': {
        const value: Record<string, unknown> = {}
        for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
          const fieldPath = [...path, key]
          const wanted = fill(fieldPath) !== undefined || reaches(fieldPath)
          if (isOptional(field) && !full && !wanted) continue
          if (isOptional(field) && holdsIds(key, field) && fill(fieldPath) === undefined) continue
          value[key] = make(field, fieldPath)
        }
        return value
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
        return make(inner(def), path)
      case 'pipe':
        return make(def.in as Schema, path)
      case 'string':
        return exampleString(current)
      case 'number': {
        const limits = limitsOf(current)
        const least = (limits.min ?? 1) + (limits.minExclusive ? 1 : 0)
        return Math.min(Math.max(least, 1), limits.max ?? Number.POSITIVE_INFINITY)
      }
      case 'boolean':
        return true
      case 'enum':
        return Object.values(def.entries as Record<string, unknown>)[0]
      case 'literal':
        return (def.values as unknown[])[0]
      case 'null':
        return null
      case 'array': {
        const { minLength } = limitsOf(current)
        const item = make(def.element as Schema, [...path, '*'])
        return Array.from({ length: Math.max(minLength, 1) }, () => item)
      }
      case 'record':
        return {}
      case 'union':
        return make((def.options as Schema[])[0] as Schema, path)
      default:
        return 'example'
    }
  }
  const value = make(schema, [])
  const checked = z.safeParse(schema, value)
  if (check && !checked.success) {
    throw new Error(
      `exampleValue made an invalid value ${JSON.stringify(value)}: ${JSON.stringify(checked.error.issues)}`,
    )
  }
  return value
}

function exampleString(schema: Schema): string {
  const { minLength, maxLength, format, pattern } = limitsOf(schema)
  if (format === 'email') return 'example@example.test'
  if (format === 'date') return '2031-01-15'
  if (format === 'datetime') return '2031-01-15T09:00:00.000Z'
  if (format === 'uuid' || format === 'guid') return '00000000-0000-4000-8000-000000000000'
  if (pattern) return fc.sample(matching(pattern), { seed: 1, numRuns: 1 })[0] as string
  return 'Example'.padEnd(minLength, 'x').slice(0, Math.max(Math.min(maxLength, 7), minLength))
}

/** A value in a failure report: long strings cut short, deep nesting cut off. */
export function describeValue(value: unknown, depth = 0): string {
  if (value instanceof DeepNesting) return `<JSON nested ${value.depth} deep>`
  if (typeof value === 'string') {
    const text = JSON.stringify(value.length > 80 ? value.slice(0, 40) : value)
    return value.length > 80 ? `${text}…(${value.length} chars)` : text
  }
  if (value === null || typeof value !== 'object') return String(value)
  if (depth > 4) return Array.isArray(value) ? '[…]' : '{…}'
  const entries = Object.entries(value)
  const shown = entries.slice(0, 8)
  const more = entries.length > shown.length ? `, …(${entries.length} entries)` : ''
  if (Array.isArray(value))
    return `[${shown.map(([, item]) => describeValue(item, depth + 1)).join(', ')}${more}]`
  return `{${shown.map(([key, item]) => `${JSON.stringify(key)}: ${describeValue(item, depth + 1)}`).join(', ')}${more}}`
}
