import type { RecordedCall } from './mockApi'

/** One page of a paged list reply, as the server sends it: `{ message, data: { items, pagination } }`. */
export interface PagedReply<T> {
  message: string
  data: {
    items: T[]
    pagination: { page: number; limit: number; total: number; totalPages: number }
  }
}

/**
 * The page a call asks for (`page`, `limit`; 1 and 20 when left out) of `items`, with the
 * pagination the server would send. Every paged mock reply is made here.
 *
 * @example
 * pagedReply(rows, call.query) // { message: 'List', data: { items, pagination } }
 */
export function pagedReply<T>(
  items: readonly T[],
  query: URLSearchParams,
  message = 'List',
): PagedReply<T> {
  const page = Number(query.get('page') ?? 1)
  const limit = Number(query.get('limit') ?? 20)
  return {
    message,
    data: {
      items: items.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, total: items.length, totalPages: Math.ceil(items.length / limit) },
    },
  }
}

/**
 * Answers a paged list endpoint from an array, as the server would, by `page` and `limit`.
 *
 * @example
 * api.on(listRfqs, servePaged(Array.from({ length: 45 }, (_, i) => rfqFixture(i + 1))))
 */
export function servePaged<T>(items: readonly T[]) {
  return ({ query }: RecordedCall): PagedReply<T> => pagedReply(items, query)
}
