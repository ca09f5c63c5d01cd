import { isDeepStrictEqual } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import * as zod from 'zod/mini'
import { importBrowserBundle } from '../browser-bundle.test-support'
import { describeIssue } from '../client/issues'
import * as contract from '../contract'
import * as dev from '../contract/dev'
import * as website from '../contract/website'
import { sampleOf } from '../testing'
import * as mini from './index'

// The browser build validates with ./index instead of zod. These tests hold it to zod: every
// schema the contract declares, built exactly as browsers get it, must accept and reject the same
// values, with the same output and the same issues.

type Module = Record<string, unknown>
const sources: Record<string, Module> = { contract, website, dev }
let browser: Record<string, Module>

beforeAll(async () => {
  const bundle = await importBrowserBundle<Record<string, Module>>(
    `export * as contract from './contract'
    export * as website from './contract/website'
    export * as dev from './contract/dev'`,
  )
  // The bundle must not carry zod: everything it validates with is the SDK's own.
  expect(bundle.text).not.toMatch(/from ["']zod/)
  browser = bundle.module
})

const isZod = (value: unknown): value is zod.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value

/** Every schema of a module: exported ones and each endpoint's query, body and response. */
function schemasOf(module: Module): [name: string, schema: unknown][] {
  const found: [string, unknown][] = []
  for (const [name, value] of Object.entries(module)) {
    if (isZod(value)) found.push([name, value])
    else if (value && typeof value === 'object') {
      for (const [key, part] of Object.entries(value)) {
        if (isZod(part)) found.push([`${name}.${key}`, part])
        else if (part && typeof part === 'object') {
          for (const [field, inner] of Object.entries(part)) {
            if (isZod(inner)) found.push([`${name}.${key}.${field}`, inner])
          }
        }
      }
    }
  }
  return found
}

/** Pairs each zod schema with the same export of the browser build. */
function pairs(): [name: string, zod: zod.ZodMiniType, mini: mini.Schema][] {
  const out: [string, zod.ZodMiniType, mini.Schema][] = []
  const seen = new Set<unknown>()
  for (const [moduleName, module] of Object.entries(sources)) {
    for (const [name, schema] of schemasOf(module)) {
      if (seen.has(schema)) continue
      seen.add(schema)
      const counterpart = name
        .split('.')
        .reduce<unknown>((at, key) => (at as Module)?.[key], browser[moduleName])
      out.push([`${moduleName}.${name}`, schema as zod.ZodMiniType, counterpart as mini.Schema])
    }
  }
  return out
}

const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'x'.repeat(33),
  'x'.repeat(201),
  'x'.repeat(2001),
  '😀'.repeat(150),
  `${'😀'.repeat(100)}\ud83d${'x'.repeat(100)}`,
  0,
  -1,
  0.5,
  1.5,
  2 ** 60,
  -(2 ** 60),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  [1],
  ['x'],
  {},
  { extra: 1 },
  Object.create(null),
  new Date(0),
  '12',
  '-3',
  '1e3',
  'abc',
  'true',
  '2026-02-29',
  '2028-02-29',
  '2026-01-01T00:00:00Z',
  '2026-01-01T00:00:00.5+01:00',
  '2026-01-01T00:00+01:00',
  'a@b.co',
  'a.@b.co',
  'a@b',
  'a@b.c',
  'a@-b.co',
  "o'neil+x@b-c.example.co",
  '2026-1-1',
  '2026-01-01T24:00:00Z',
  '2026-01-01T00:00:00+24:00',
  '2026-01-01T00:00:00.123456789-09:30',
  'cancelled',
  'usd',
  'supply',
  '123456',
  // What a column cannot hold, each a 500 once (issue #28).
  '\ud800',
  'a\udfffb',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '1899-12-31',
  1e-12,
  1.0005,
  2.675,
  1e13,
  3e9,
]

/** Every path into a value: object keys and array indexes, down to `depth`. */
function pathsOf(value: unknown, depth = 6, at: PropertyKey[] = []): PropertyKey[][] {
  if (depth === 0 || value === null || typeof value !== 'object') return []
  const out: PropertyKey[][] = []
  for (const key of Object.keys(value)) {
    const path = [...at, Array.isArray(value) ? Number(key) : key]
    out.push(path, ...pathsOf((value as Module)[key], depth - 1, path))
  }
  return out
}

/** A copy of `root` with `change` made at `path`; only the objects along the path are copied. */
function withValue(
  root: unknown,
  path: PropertyKey[],
  change: (parent: Module, key: PropertyKey) => void,
): unknown {
  const copy = (Array.isArray(root) ? [...root] : { ...(root as Module) }) as Module
  const [key, ...rest] = path as [string, ...PropertyKey[]]
  if (rest.length) copy[key] = withValue(copy[key], rest, change)
  else change(copy, key)
  return copy
}

/** Valid samples, then each with one place changed: removed, replaced, or given an extra key. */
function inputsFor(schema: zod.ZodMiniType): unknown[] {
  const samples = [
    sampleOf(schema, { seed: 1 }),
    sampleOf(schema, { seed: 2, minimal: true, nulls: true }),
  ]
  const inputs: unknown[] = [...samples, ...ODD_VALUES]
  for (const sample of samples) {
    for (const path of pathsOf(sample)) {
      inputs.push(withValue(sample, path, (parent, key) => delete parent[key as string]))
      inputs.push(
        withValue(sample, path, (parent, key) => (parent[key as string] = { ...{ added: 1 } })),
      )
      for (const odd of ODD_VALUES) {
        inputs.push(withValue(sample, path, (parent, key) => (parent[key as string] = odd)))
      }
    }
  }
  return inputs
}

const ISSUE_FIELDS = [
  'code',
  'path',
  'expected',
  'received',
  'origin',
  'minimum',
  'maximum',
  'inclusive',
  'format',
  'values',
] as const

/** What a caller can observe of a result: the output, or the issues and their sentences. */
function observed(
  result:
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly object[] } },
  input: unknown,
) {
  if (result.success) return { data: result.data }
  return {
    issues: result.error.issues.map((issue) => {
      const fields: Module = {}
      for (const name of ISSUE_FIELDS) {
        const value = (issue as Module)[name]
        if (value !== undefined) fields[name] = value
      }
      return { ...fields, sentence: describeIssue(issue as never, input) }
    }),
  }
}

describe('the browser validator', () => {
  it('is given every schema of the contract', () => {
    const all = pairs()
    expect(all.length).toBeGreaterThan(150)
    const missing = all.filter(
      ([, , browserSchema]) => typeof browserSchema?.safeParse !== 'function',
    )
    expect(missing.map(([name]) => name)).toEqual([])
  })

  it('accepts, outputs and rejects as zod does, for every schema of the contract', () => {
    let compared = 0
    for (const [name, zodSchema, browserSchema] of pairs()) {
      for (const input of inputsFor(zodSchema)) {
        const expected = observed(zod.safeParse(zodSchema, input), input)
        // The method, as screens call it (`VendorInput.safeParse(row)`); the client calls the function.
        const actual = observed(browserSchema.safeParse(input), input)
        // One assertion per difference only: tens of thousands of expect() calls take seconds.
        if (!isDeepStrictEqual(actual, expected)) {
          expect({ name, input, result: actual }).toStrictEqual({ name, input, result: expected })
        }
        compared++
      }
    }
    expect(compared).toBeGreaterThan(10_000)
  }, 60_000)
})

describe('zod features the validator adds up the same way', () => {
  it('parse() returns the output or throws the issues', () => {
    const schema = mini.object({ name: mini.string() })
    expect(schema.parse({ name: 'Acme', extra: 1 })).toEqual({ name: 'Acme' })
    expect(() => schema.parse({})).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: ['name'] })] }),
    )
    const { safeParse } = schema
    expect(safeParse({ name: 1 })).toEqual(mini.safeParse(schema, { name: 1 }))
  })

  const cases: [string, zod.ZodMiniType, mini.Schema, unknown[]][] = [
    [
      'int after coercion, then bounds',
      zod.coerce.number().check(zod.int(), zod.minimum(1), zod.maximum(100)),
      mini.coerce.number().check(mini.int(), mini.minimum(1), mini.maximum(100)),
      ['5', '', ' ', '0', '101', '1.5', 'x', null, undefined, true, [], [7], 2 ** 60, {}],
    ],
    [
      'lengths of something that is not a string',
      zod.string().check(zod.minLength(2), zod.maxLength(3)),
      mini.string().check(mini.minLength(2), mini.maxLength(3)),
      // Code points: a pair is one, a lone half of one is one too.
      [
        [],
        [1, 2, 3, 4],
        { length: 1 },
        'ab',
        '😀',
        '😀😀😀😀',
        '\ud83d\ud83d',
        'a\ude00b',
        '😀\ud83d',
        5,
      ],
    ],
    [
      'an array whose items and length are both wrong',
      zod.array(zod.int()).check(zod.minLength(3)),
      mini.array(mini.int()).check(mini.minLength(3)),
      [[1.5], ['a'], [1, 2], 'ab', [1, 2, 3]],
    ],
    [
      'a positive number',
      zod.number().check(zod.positive()),
      mini.number().check(mini.positive()),
      [0, -0, 0.001, -1, Number.NaN, '1'],
    ],
    [
      'records of anything',
      zod.record(zod.string(), zod.unknown()),
      mini.record(mini.string(), mini.unknown()),
      [{ a: 1, b: { c: [2] } }, [], null, Object.create(null), new Date(0), 'x'],
    ],
    [
      'a field that takes anything is still required',
      zod.object({ a: zod.unknown() }),
      mini.object({ a: mini.unknown() }),
      [{}, { a: undefined }, { a: 1 }],
    ],
    [
      'optional and nullable, both ways round, in an object',
      zod.object({
        a: zod.optional(zod.nullable(zod.string())),
        b: zod.nullable(zod.optional(zod.int())),
      }),
      mini.object({
        a: mini.optional(mini.nullable(mini.string())),
        b: mini.nullable(mini.optional(mini.int())),
      }),
      [{}, { a: undefined }, { a: null, b: null }, { b: 1.5 }, { a: 1 }, { __proto__: { a: 'x' } }],
    ],
  ]
  for (const [title, zodSchema, browserSchema, inputs] of cases) {
    it(title, () => {
      for (const input of inputs) {
        expect(observed(mini.safeParse(browserSchema, input), input)).toStrictEqual(
          observed(zod.safeParse(zodSchema, input), input),
        )
      }
    })
  }
})
