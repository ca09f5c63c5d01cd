/** The mean of the values that are there; null when none is. */
export function averageOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null)
  return known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : null
}
