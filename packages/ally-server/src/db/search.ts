import { type SQL, sql } from 'drizzle-orm'

/** `%term%` for LIKE over lower-cased text, with the user's own `%`, `_` and `\` taken literally. */
export const containing = (term: string) =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Free text over the given columns (joined by spaces, lower-cased); undefined, so no filter, for
 * a blank term.
 */
export function searching(term: string | undefined, columns: SQL[]): SQL | undefined {
  const trimmed = term?.trim()
  if (!trimmed) return undefined
  return sql`lower(concat_ws(' ', ${sql.join(columns, sql`, `)})) like ${containing(trimmed)}`
}
