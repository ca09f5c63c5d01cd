import { type Check, issue, type Payload } from './schema'

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
