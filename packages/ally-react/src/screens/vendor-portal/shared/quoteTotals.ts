import type { VendorRfq } from '@ally/sdk'

/** What the vendor has typed so far: per line a unit price and a quantity, and shipping. */
export interface QuoteDraft {
  lines: { unitPrice: string; quantity: string }[]
  shippingCost: string
}

/** The answer's running totals, as the server will store them (sourcing/answer-rfq.ts). */
export interface QuoteTotals {
  /** Each line's price × quantity, by the RFQ's line order; null for a line not quoted. */
  lines: (number | null)[]
  /** How many lines carry a price, and so are quoted. */
  quoted: number
  subtotal: number
  shippingCost: number
  total: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/** A typed amount as a number, or null when empty, not a number, or below `min`. */
function amount(text: string, min: number): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) && value >= min ? value : null
}

/**
 * The totals of an answer as typed, computed as the server computes them: prices to the cent,
 * an empty quantity is the quantity asked, the subtotal sums price × quantity and is rounded to
 * the cent, the total adds shipping. A line without a usable price is not quoted; a quantity
 * above the one asked still counts here — the field itself refuses it.
 *
 * @example
 * quoteTotals(rfq.lines, { lines: [{ unitPrice: '450.5', quantity: '10' }], shippingCost: '200' })
 * // { lines: [4505], quoted: 1, subtotal: 4505, shippingCost: 200, total: 4705 }
 */
export function quoteTotals(asked: VendorRfq['lines'], draft: QuoteDraft): QuoteTotals {
  const lines = asked.map((line, index) => {
    const typed = draft.lines[index]
    const unitPrice = amount(typed?.unitPrice ?? '', 0)
    if (unitPrice === null) return null
    const quantity = typed?.quantity.trim() ? amount(typed.quantity, 0) : line.quantity
    return quantity === null ? null : cents(unitPrice) * quantity
  })
  const subtotal = cents(lines.reduce<number>((sum, line) => sum + (line ?? 0), 0))
  const shippingCost = cents(amount(draft.shippingCost, 0) ?? 0)
  return {
    lines: lines.map((line) => (line === null ? null : cents(line))),
    quoted: lines.filter((line) => line !== null).length,
    subtotal,
    shippingCost,
    total: cents(subtotal + shippingCost),
  }
}
