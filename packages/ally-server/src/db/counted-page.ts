/**
 * Matches are counted exactly up to this many; beyond it the total is a lower bound, flagged as
 * an estimate, so a broad search over a very large list never counts every match.
 */
export const EXACT_TOTAL_LIMIT = 10_000

export interface CountedPage<Row> {
  rows: Row[]
  /** Exact, or a lower bound when `totalIsEstimate`. */
  total: number
  totalIsEstimate: boolean
}

/** An exact count up to `limit`, else `limit` (or the rows seen, if more) flagged as a lower bound. */
export function cappedTotal(
  counted: number,
  limit: number,
  seen = 0,
): Omit<CountedPage<never>, 'rows'> {
  return counted > limit
    ? { total: Math.max(limit, seen), totalIsEstimate: true }
    : { total: counted, totalIsEstimate: false }
}
