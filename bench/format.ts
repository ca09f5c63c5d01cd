/**
 * Bytes in kB as size-limit prints them (1 kB = 1000 bytes, two decimals), so a bundle's figure
 * in the bench's tables and in its size budget is one and the same number.
 *
 * @example kB(17_160) // '17.16 kB'
 */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(2)} kB`

/**
 * A figure with `digits` decimals, or '' where there is none: a missing figure must not print as 0.
 *
 * @example fixed(33.74, 1) // '33.7'
 */
export const fixed = (value: number | undefined, digits: number): string =>
  value === undefined || !Number.isFinite(value) ? '' : value.toFixed(digits)
