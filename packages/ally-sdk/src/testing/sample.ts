import type * as z from 'zod/mini'

type AnySchema = z.core.$ZodType
interface CheckDef {
  check: string
  minimum?: number
  maximum?: number
  value?: number
  inclusive?: boolean
  format?: string
  pattern?: RegExp
}
interface Def {
  type: string
  format?: string
  checks?: { _zod: { def: CheckDef } }[]
  shape?: Record<string, AnySchema>
  element?: AnySchema
  innerType?: AnySchema
  entries?: Record<string, string | number>
  values?: unknown[]
  options?: AnySchema[]
  in?: AnySchema
  valueType?: AnySchema
}
interface Bag {
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  format?: string
  patterns?: RegExp[]
}

/** The constraints of a schema, read from its definition and checks. */
function constraints(def: Def): Bag {
  const bag: Bag = { format: def.format, patterns: [] }
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def
    if (check.check === 'min_length') bag.minimum = check.minimum
    if (check.check === 'max_length') bag.maximum = check.maximum
    if (check.check === 'greater_than') {
      if (check.inclusive) bag.minimum = check.value
      else bag.exclusiveMinimum = check.value
    }
    if (check.check === 'less_than') bag.maximum = check.value
    if (check.check === 'number_format') bag.format = check.format
    if (check.check === 'string_format' && check.pattern) bag.patterns?.push(check.pattern)
  }
  return bag
}

export interface SampleOptions {
  /** Leave optional fields out instead of filling them. */
  minimal?: boolean
  /** Fill nullable fields with null instead of a value. */
  nulls?: boolean
  /** Varies ids, numbers and text between samples. */
  seed?: number
}

const PATTERN_SAMPLES = ['123456', 'TA-0001', 'sample', 'https://example.com/sample']

function sampleString(bag: Bag, key: string, seed: number): string {
  switch (bag.format) {
    case 'email':
      return `user${seed}@example.com`
    case 'datetime':
      return new Date(Date.UTC(2026, 0, 1 + (seed % 28), 12)).toISOString()
    case 'date':
      return `2026-02-${String(1 + (seed % 28)).padStart(2, '0')}`
  }
  const patterns = bag.patterns ?? []
  if (patterns.length) {
    const fit = PATTERN_SAMPLES.find((candidate) => patterns.every((p) => p.test(candidate)))
    if (fit) return fit
  }
  const base = `${key || 'text'}-${seed}`
  const min = bag.minimum ?? 0
  const max = bag.maximum ?? 200
  return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)))
}

function sampleNumber(bag: Bag, seed: number): number {
  const min = bag.minimum ?? bag.exclusiveMinimum ?? 0
  const max = bag.maximum ?? Number.MAX_SAFE_INTEGER
  const integer = bag.format === 'safeint' || bag.format === 'int32'
  let value = Math.min(max, min + (seed % 7) + (bag.exclusiveMinimum !== undefined ? 1 : 0))
  if (max <= 1 && !integer) value = Math.min(max, Math.max(min, 0.5))
  return integer ? Math.floor(value) : value
}

function sample(schema: AnySchema, options: SampleOptions, key: string, seed: number): unknown {
  const def = schema._zod.def as unknown as Def
  const bag = constraints(def)
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [name, child] of Object.entries(def.shape ?? {})) {
        if (options.minimal && (child._zod as { optin?: string }).optin === 'optional') continue
        out[name] = sample(child, options, name, seed)
      }
      return out
    }
    case 'array': {
      const length = Math.max(bag.minimum ?? 0, 1)
      return Array.from({ length }, (_, i) =>
        sample(def.element as AnySchema, options, key, seed + i),
      )
    }
    case 'string':
      return sampleString(bag, key, seed)
    case 'number':
      return sampleNumber(bag, seed)
    case 'boolean':
      return seed % 2 === 0
    case 'enum': {
      const values = Object.values(def.entries ?? {})
      return values[seed % values.length]
    }
    case 'literal':
      return def.values?.[0]
    case 'null':
      return null
    case 'nullable':
      return options.nulls ? null : sample(def.innerType as AnySchema, options, key, seed)
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
      return sample(def.innerType as AnySchema, options, key, seed)
    case 'record':
      return { [`${key}Key`]: `${key}-value` }
    case 'union':
      return sample((def.options as AnySchema[])[0] as AnySchema, options, key, seed)
    case 'pipe':
      return sample(def.in as AnySchema, options, key, seed)
    case 'unknown':
    case 'any':
      return `${key}-${seed}`
    default:
      throw new Error(`sampleOf: no sample for schema type '${def.type}' at '${key}'`)
  }
}

/**
 * A value that satisfies the schema (for stories, fixtures and tests). Deterministic for a seed.
 *
 * @example
 * const vendor = sampleOf(Vendor, { seed: 3 })
 */
export function sampleOf<T extends z.ZodMiniType>(
  schema: T,
  options: SampleOptions = {},
): z.input<T> {
  return sample(schema, options, '', options.seed ?? 1) as z.input<T>
}
