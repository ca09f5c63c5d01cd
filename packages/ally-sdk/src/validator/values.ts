import { type Check, issue, type Schema, schema, typeOf } from './schema'

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
