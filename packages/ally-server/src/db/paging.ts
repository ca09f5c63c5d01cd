import type { Pagination } from '@ally/sdk'

/** One page of a list: what the contract's `limit` and `page` ask for, with their defaults. */
export interface PageRequest {
  limit: number
  page: number
  /** Rows to skip before the page. */
  offset: number
}

export const DEFAULT_LIMIT = 20
/** The contract's own bounds on `limit` and `page` (packages/ally-sdk/src/contract/common.ts). */
const MAX_LIMIT = 100
const MAX_PAGE = 100_000

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/**
 * The page a list query asks for: 20 rows of page 1 unless it says otherwise. The contract has
 * already refused values out of bounds; the clamp keeps a caller inside the server honest too.
 */
export function pageOf(query: { limit?: number; page?: number }): PageRequest {
  const limit = clamp(query.limit ?? DEFAULT_LIMIT, 1, MAX_LIMIT)
  const page = clamp(query.page ?? 1, 1, MAX_PAGE)
  return { limit, page, offset: (page - 1) * limit }
}

/**
 * The `{ items, pagination }` envelope of every list (docs/product-rules.md#api-conventions);
 * `totalIsEstimate` marks a total that is only a lower bound.
 */
export function paged<T>(
  items: T[],
  total: number,
  { limit, page }: Pick<PageRequest, 'limit' | 'page'>,
  totalIsEstimate = false,
): { items: T[]; pagination: Pagination } {
  return {
    items,
    pagination: {
      page,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
      ...(totalIsEstimate ? { totalIsEstimate } : {}),
    },
  }
}

/**
 * Runs a page query whose rows carry `count(*) over ()`. A page past the end has no row to carry
 * it, so then the first row alone is read for the total.
 */
export async function pageWithTotal<Row extends { count: number }>(
  run: (limit: number, offset: number) => Promise<Row[]>,
  { limit, page, offset }: PageRequest,
): Promise<{ rows: Row[]; total: number }> {
  const rows = await run(limit, offset)
  if (rows.length || page === 1) return { rows, total: rows[0]?.count ?? 0 }
  const [first] = await run(1, 0)
  return { rows, total: first?.count ?? 0 }
}
