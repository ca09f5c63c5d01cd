import { type PageRequest, paged } from '../db/paging'

/** A count with its noun, for a list's `message`: "1 RFQ", "3 RFQs", "0 vendors". */
export const counted = (total: number, one: string, many: string) =>
  `${total} ${total === 1 ? one : many}`

/** A list route's answer: its count as the message ("3 RFQs") and the page of mapped rows. */
export function listAnswer<Row, Item>(
  found: { rows: Row[]; total: number; totalIsEstimate?: boolean },
  page: Pick<PageRequest, 'limit' | 'page'>,
  [one, many]: [one: string, many: string],
  toItem: (row: Row) => Item,
) {
  return {
    message: counted(found.total, one, many),
    data: paged(found.rows.map(toItem), found.total, page, found.totalIsEstimate),
  }
}
