import { and, type Column, eq, type SQL } from 'drizzle-orm'
import { isUuid } from './ids'

// A business reads and changes only its own rows (docs/product-rules.md#api-conventions): a row
// is found by its id together with the business's.

/** A table of a business's rows: each has its id and the business's. */
export interface BusinessTable {
  id: Column
  businessId: Column
}

/** Row `id` of `table`, if it is the business's. */
export const ownRow = (table: BusinessTable, businessId: string, id: string): SQL =>
  and(eq(table.id, id), eq(table.businessId, businessId)) as SQL

/**
 * The business's row `id`, read by `select` with `ownRow`'s condition; undefined for another
 * business's row, or an id that is no UUID (asked without a query).
 */
export async function findOwn<Row>(
  table: BusinessTable,
  businessId: string,
  id: string,
  select: (where: SQL) => PromiseLike<Row[]>,
): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await select(ownRow(table, businessId, id))
  return row
}
