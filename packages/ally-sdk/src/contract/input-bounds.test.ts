import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { IN_STORED_YEARS, WELL_FORMED } from './checks'
import { MAX_AMOUNT, MAX_INTEGER } from './common'
import { allyContract, type Endpoint } from './index'
import { dealOperatorEndpoints, websiteEndpoints } from './website'

// Every value a caller sends is refused by the contract, on both sides, before it reaches a
// column that cannot hold it (a number past numeric(14, 2) or int4, a lone UTF-16 surrogate in
// jsonb, the year 0000 in a date): each made a 500 once. The building blocks in common.ts carry
// the bounds; this walk fails any input field that is declared without them.

const everything = { ...allyContract, website: websiteEndpoints, operator: dealOperatorEndpoints }

interface Def {
  type: string
  checks?: z.core.$ZodType[]
  [key: string]: unknown
}
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def

/** The checks of a schema: its own definition can be one (`z.int()`), and its `.check()`s. */
const checksOf = (schema: z.core.$ZodType): unknown[] => [schema, ...(defOf(schema).checks ?? [])]

/** What is wrong with one leaf, or null. */
function problemOf(schema: z.core.$ZodType): string | null {
  const def = defOf(schema)
  const checks = checksOf(schema)
  const kinds = checks.map((check) => defOf(check as z.core.$ZodType) as Def & { check?: string })
  if (def.type === 'number') {
    const max = kinds.find((check) => check.check === 'less_than')
    const min = kinds.find((check) => check.check === 'greater_than')
    const integer = kinds.some(
      (check) => check.check === 'number_format' && String(check.format).includes('int'),
    )
    if (!min || !max) return 'a number without a declared minimum and maximum'
    const limit = integer ? MAX_INTEGER : MAX_AMOUNT
    if (Number(max.value) > limit) return `a number allowed up to ${max.value} (at most ${limit})`
    return null
  }
  if (def.type === 'string') {
    const format = kinds.find((check) => check.check === 'string_format') as
      | (Def & { format: string; pattern?: RegExp })
      | undefined
    if (format?.format === 'date' || format?.format === 'datetime')
      return checks.includes(IN_STORED_YEARS) ? null : 'a date without IN_STORED_YEARS'
    const bounded =
      kinds.some((check) => check.check === 'max_length' || check.check === 'length_equals') ||
      format?.format === 'uuid'
    if (!bounded) return 'a string without a maximum length'
    // A pattern that takes no lone surrogate, or the check that refuses one.
    const wellFormed =
      checks.includes(WELL_FORMED) ||
      (format?.pattern instanceof RegExp && !format.pattern.test('\ud800')) ||
      format?.format === 'email' ||
      format?.format === 'uuid'
    return wellFormed ? null : 'a string that may hold a lone surrogate (no WELL_FORMED)'
  }
  return null
}

/** Every leaf of an input schema with what is wrong with it, by path. */
function problemsIn(schema: z.core.$ZodType, path: string, found: string[], depth = 0): string[] {
  if (depth > 20) return found
  const def = defOf(schema)
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>))
        problemsIn(field, `${path}.${key}`, found, depth + 1)
      break
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
      problemsIn(def.innerType as z.core.$ZodType, path, found, depth + 1)
      break
    case 'pipe':
      problemsIn(def.in as z.core.$ZodType, path, found, depth + 1)
      break
    case 'array':
      problemsIn(def.element as z.core.$ZodType, `${path}[]`, found, depth + 1)
      break
    case 'record':
      problemsIn(def.valueType as z.core.$ZodType, `${path}[key]`, found, depth + 1)
      break
    case 'union':
      for (const option of def.options as z.core.$ZodType[])
        problemsIn(option, path, found, depth + 1)
      break
    default: {
      const problem = problemOf(schema)
      if (problem) found.push(`${path}: ${problem}`)
    }
  }
  return found
}

const inputs = Object.entries(everything).flatMap(([resource, group]) =>
  Object.entries(group).map(([name, value]) => {
    const endpoint = value as Endpoint
    const found: string[] = []
    if (endpoint.query) problemsIn(endpoint.query, 'query', found)
    if (endpoint.body) problemsIn(endpoint.body, 'body', found)
    return { id: `${resource}.${name}`, found }
  }),
)

describe('every input of the contract', () => {
  it('is bounded by what its storage holds', () => {
    const unbounded = inputs.filter((input) => input.found.length)
    expect(
      unbounded.flatMap(({ id, found }) => found.map((problem) => `${id} ${problem}`)),
    ).toEqual([])
  })

  it('notices a field declared without bounds', () => {
    expect(problemOf({ _zod: { def: { type: 'number' } } } as never)).toMatch(/minimum/)
    expect(problemOf({ _zod: { def: { type: 'string' } } } as never)).toMatch(/maximum length/)
  })
})
