// What people type into the website's forms is stored and e-mailed as they typed it, except for
// a lone UTF-16 surrogate (half of an emoji, cut off): it has no UTF-8 form, and the database refused
// the whole row (a 500). It becomes U+FFFD, as PostgreSQL's own driver would store it.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** `value` with every lone surrogate replaced by U+FFFD. */
export const wellFormed = (value: string) => value.replace(LONE_SURROGATE, '\ufffd')

/** `input` with each of its top-level strings well-formed; other values as they are. */
export function wellFormedFields<T extends object>(input: T): T {
  const entries = Object.entries(input).map(([key, value]) => [
    key,
    typeof value === 'string' ? wellFormed(value) : value,
  ])
  // The same keys with values of the same types: only strings changed, into strings.
  return Object.fromEntries(entries) as T
}
