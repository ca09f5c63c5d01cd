import * as z from 'zod/mini'

// The checks behind the bounds of common.ts, kept out of the package's exports: they are checks,
// not schemas of something a caller sends (`input-bounds.test.ts` looks for them by identity).

/** In a `u` pattern a surrogate pair is one character: only a lone half is `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * Text whose UTF-16 is whole: a lone surrogate (`"\ud800"` in JSON) is no character, and
 * PostgreSQL refuses it in jsonb (a 500 once) or stores it as a replacement character in text.
 */
export const WELL_FORMED = /* @__PURE__ */ z.refine<string>(
  (value) => !LONE_SURROGATE.test(value),
  {
    error: 'Must be text without broken characters',
  },
)

/**
 * A day or time a person means, and a database stores: the ISO formats take years 0000 (a 500
 * once) to 9999; before 1900 is a typo. Checked on the text, as the ISO formats write four-digit
 * years.
 */
export const IN_STORED_YEARS = /* @__PURE__ */ z.refine<string>((value) => value >= '1900', {
  error: 'Must be in the year 1900 or later',
})

/**
 * A quantity counts to a thousandth of its unit (grams of a kilogram, millilitres of a litre):
 * `1e-12` units is a typo. k/1000 read as a double is the double nearest it, so a value with at
 * most three decimals is exactly its thousandths over 1000.
 */
export const IN_THOUSANDTHS = /* @__PURE__ */ z.refine<number>(
  (value) => Math.round(value * 1000) / 1000 === value,
  {
    error: 'Must have at most 3 decimal places',
  },
)
