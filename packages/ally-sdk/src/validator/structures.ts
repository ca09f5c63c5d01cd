import { isObject, issue, nest, type Payload, run, type Schema, type Shape, schema } from './schema'

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
