import type { Db } from './client'

const built = new WeakMap<Db, Map<string, unknown>>()

/**
 * A query built once per database and kept: `build` makes it with `sql.placeholder()`s and
 * `.prepare(name)`, and each call only executes it with its values. For the shapes every page
 * asks for (a list's first load, without filters): building a large select with drizzle took a
 * quarter of the server's time under load (docs/performance.md).
 */
export function builtOnce<Query>(db: Db, name: string, build: () => Query): Query {
  let byName = built.get(db)
  if (!byName) {
    byName = new Map()
    built.set(db, byName)
  }
  if (!byName.has(name)) byName.set(name, build())
  return byName.get(name) as Query
}
