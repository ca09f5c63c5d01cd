import { type Check, issue, type Schema, schema, typeOf } from './schema'

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
