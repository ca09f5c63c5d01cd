/** A count with its noun, for a list's `message`: "1 RFQ", "3 RFQs", "0 vendors". */
export const counted = (total: number, one: string, many: string) =>
  `${total} ${total === 1 ? one : many}`
