import { CURRENCIES, MAX_ORDER_LINES, ORDER_TYPES, type RfqPrefill } from '@ally/sdk'
import { emptyForm, emptyLine, type RfqForm } from './rfqForm'

// An RFQ written out elsewhere (the co-pilot's drafted RFQ, `routeTo.prefilledRfq`) and opened in
// the form unsaved. It comes in the address, so anyone could have written it: only what fits a
// field is taken, and the form checks the rest as if the buyer had typed it.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A string cut to `max` characters, or undefined for anything else. */
const textOf = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : undefined

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.find((item) => item === value)

/** `?prefill=` read back: what of it fits the form, or undefined when nothing does. */
export function parseRfqPrefill(text: string | null | undefined): RfqPrefill | undefined {
  if (!text) return undefined
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(raw)) return undefined
  const lines = Array.isArray(raw.lines)
    ? raw.lines
        .filter(isRecord)
        .slice(0, MAX_ORDER_LINES)
        .map((line) => ({
          description: textOf(line.description, 500) ?? '',
          quantity: typeof line.quantity === 'number' && line.quantity > 0 ? line.quantity : 0,
          unit: textOf(line.unit, 20) || 'pcs',
          specifications: textOf(line.specifications, 2000),
        }))
    : undefined
  const deliveryDate = textOf(raw.deliveryDate, 10)
  return {
    title: textOf(raw.title, 200),
    orderType: oneOf(ORDER_TYPES, raw.orderType),
    currency: oneOf(CURRENCIES, raw.currency),
    lines,
    deliveryAddress: textOf(raw.deliveryAddress, 500),
    deliveryDate:
      deliveryDate && /^\d{4}-\d{2}-\d{2}$/.test(deliveryDate) ? deliveryDate : undefined,
    vendorIds: Array.isArray(raw.vendorIds)
      ? raw.vendorIds.filter((id): id is string => typeof id === 'string').slice(0, 50)
      : undefined,
  }
}

/** A new form with `prefill` in it; what it leaves out is as in an empty form. */
export function formFromPrefill(prefill: RfqPrefill, now = new Date()): RfqForm {
  const empty = emptyForm(now)
  return {
    ...empty,
    title: prefill.title ?? empty.title,
    orderType: prefill.orderType ?? empty.orderType,
    currency: prefill.currency ?? empty.currency,
    lines: prefill.lines?.length
      ? prefill.lines.map((line) => ({
          ...emptyLine(),
          description: line.description,
          quantity: line.quantity > 0 ? String(line.quantity) : '',
          unit: line.unit,
          specifications: line.specifications ?? '',
        }))
      : empty.lines,
    deliveryAddress: prefill.deliveryAddress ?? empty.deliveryAddress,
    deliveryDate: prefill.deliveryDate ?? empty.deliveryDate,
    vendorIds: prefill.vendorIds ? [...new Set(prefill.vendorIds)] : empty.vendorIds,
  }
}
