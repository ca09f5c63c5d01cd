import type { ComparedVendor, QuoteComparison } from '@ally/sdk'

// What the comparison screen derives from a round's comparison: the answers that can be awarded
// (live and still valid), the best price of each line among them, and the split a buyer most
// likely wants (each line to the vendor with the lowest unit price for it).

/** Vendors with a live answer, in the server's order (cheapest landed cost first). */
export const answeredVendors = (comparison: QuoteComparison): ComparedVendor[] =>
  comparison.vendors.filter((vendor) => vendor.response !== null)

/** Whether an answer's validity date has passed (`today` as `YYYY-MM-DD`). */
export const isExpired = (vendor: ComparedVendor, today: string) =>
  vendor.response !== null && vendor.response.validUntil < today

/** Answers that may be awarded today: live and not past their validity date. */
export const awardableVendors = (comparison: QuoteComparison, today: string) =>
  answeredVendors(comparison).filter((vendor) => !isExpired(vendor, today))

/** The vendor's converted price of a line, or undefined when it did not quote it. */
export const linePrice = (vendor: ComparedVendor, lineId: string) =>
  vendor.lines.find((line) => line.lineId === lineId)

/** The lowest converted unit price of each line among the awardable answers, by line id. */
export function bestUnitPrices(comparison: QuoteComparison, today: string): Map<string, number> {
  const best = new Map<string, number>()
  for (const vendor of awardableVendors(comparison, today)) {
    for (const line of vendor.lines) {
      const current = best.get(line.lineId)
      if (current === undefined || line.unitPrice < current) best.set(line.lineId, line.unitPrice)
    }
  }
  return best
}

/** The lowest landed cost among the awardable answers, or null when there is none. */
export function bestTotal(comparison: QuoteComparison, today: string): number | null {
  const totals = awardableVendors(comparison, today).flatMap((vendor) =>
    vendor.total === null ? [] : [vendor.total],
  )
  return totals.length ? Math.min(...totals) : null
}

/**
 * Each line's cheapest awardable vendor (by converted unit price; on a tie the cheaper landed
 * cost, which comes first), as `lineId → rfqId`. Lines nobody quoted are left out.
 */
export function cheapestSplit(comparison: QuoteComparison, today: string): Map<string, string> {
  const choice = new Map<string, string>()
  const best = bestUnitPrices(comparison, today)
  const vendors = awardableVendors(comparison, today)
  for (const line of comparison.lines) {
    const winner = vendors.find(
      (vendor) => linePrice(vendor, line.id)?.unitPrice === best.get(line.id),
    )
    if (winner) choice.set(line.id, winner.rfqId)
  }
  return choice
}

/** The awards of a split: one per chosen vendor, with its lines in the order's line order. */
export function splitAwards(
  comparison: QuoteComparison,
  choice: ReadonlyMap<string, string>,
): { quoteResponseId: string; lineIds: string[] }[] {
  return answeredVendors(comparison).flatMap((vendor) => {
    const lineIds = comparison.lines
      .filter((line) => choice.get(line.id) === vendor.rfqId)
      .map((line) => line.id)
    return vendor.response && lineIds.length
      ? [{ quoteResponseId: vendor.response.id, lineIds }]
      : []
  })
}

/** Whether the round can still be awarded: open or closed early, not awarded, with an answer. */
export const isAwardable = (comparison: QuoteComparison, today: string) =>
  comparison.awards.length === 0 &&
  (comparison.quote.status === 'open' || comparison.quote.status === 'closed') &&
  awardableVendors(comparison, today).length > 0
