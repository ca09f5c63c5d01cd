import {
  type ApprovedQuoteResponse,
  type Currency,
  type createPurchaseOrder,
  DEFAULT_CURRENCY,
  type EndpointInput,
  type PurchaseOrder,
  type updatePurchaseOrder,
} from '@ally/sdk'

// PurchaseOrderCreate's form as plain data: what an award or a draft fills it with, the live
// totals, what it sends, and what must be fixed first. Kept apart from the screen so each rule is
// tested without rendering.

export type CreatePurchaseOrderBody = EndpointInput<typeof createPurchaseOrder>['body']
export type UpdatePurchaseOrderBody = EndpointInput<typeof updatePurchaseOrder>['body']

/** The most lines one PO takes (the contract's `arrayOf(…, 1, 500)`; the SDK does not export it). */
export const MAX_PO_LINES = 500
/** A line's unit, at most this long (the contract's `text(32)`). */
const MAX_UNIT = 32

export interface PoLineDraft {
  /** React's key only; the server gives stored lines ids of their own. */
  key: string
  description: string
  quantity: string
  unit: string
  unitPrice: string
}

export interface PoForm {
  /** Chosen only for a PO from scratch; an award or a saved PO keeps its vendor. */
  vendorId: string
  currency: Currency
  lines: PoLineDraft[]
  tax: string
  shippingCost: string
  paymentTerms: string
  deliveryAddress: string
  /** `YYYY-MM-DD`, as a date input holds it. */
  deliveryDate: string
  notes: string
}

/** Where the form came from: it decides what is fixed, what is sent and to which endpoint. */
export type PoSource =
  | { kind: 'scratch' }
  | {
      kind: 'award'
      award: ApprovedQuoteResponse
      /** The award's order, for its delivery address and date; absent when it could not load. */
      delivery?: { address: string | null; date: string | null }
    }
  | { kind: 'edit'; po: PurchaseOrder }

/** Field name (as the form names it) → what is wrong with it. */
export type FormProblems = Record<string, string>

let lineKeys = 0
export const emptyLine = (): PoLineDraft => ({
  key: `po-line-${++lineKeys}`,
  description: '',
  quantity: '',
  unit: 'pcs',
  unitPrice: '',
})

const amountText = (amount: number | null | undefined) =>
  amount == null || amount === 0 ? '' : String(amount)

export function emptyForm(): PoForm {
  return {
    vendorId: '',
    currency: DEFAULT_CURRENCY,
    lines: [emptyLine()],
    tax: '',
    shippingCost: '',
    paymentTerms: '',
    deliveryAddress: '',
    deliveryDate: '',
    notes: '',
  }
}

/** The form a source starts with: an award's vendor, lines and shipping, or a saved draft. */
export function formFrom(source: PoSource): PoForm {
  if (source.kind === 'scratch') return emptyForm()
  if (source.kind === 'award') {
    const { award, delivery } = source
    return {
      ...emptyForm(),
      vendorId: award.vendor.id,
      currency: award.currency,
      lines: award.lines.map((line) => ({
        ...emptyLine(),
        description: line.description,
        quantity: String(line.quantity),
        unit: line.unit,
        unitPrice: String(line.unitPrice),
      })),
      shippingCost: amountText(award.shippingCost),
      deliveryAddress: delivery?.address ?? '',
      deliveryDate: delivery?.date ?? '',
    }
  }
  const { po } = source
  return {
    vendorId: po.vendor.id,
    currency: po.currency,
    lines: po.lines.length
      ? po.lines.map((line) => ({
          ...emptyLine(),
          description: line.description,
          quantity: String(line.quantity),
          unit: line.unit,
          unitPrice: String(line.unitPrice),
        }))
      : [emptyLine()],
    tax: amountText(po.tax),
    shippingCost: amountText(po.shippingCost),
    paymentTerms: po.paymentTerms ?? '',
    deliveryAddress: po.deliveryAddress ?? '',
    deliveryDate: po.deliveryDate ?? '',
    notes: po.notes ?? '',
  }
}

const isBlankLine = (line: PoLineDraft) =>
  !line.description.trim() && !line.quantity.trim() && !line.unitPrice.trim()

/** The lines the buyer filled in: a row left wholly empty is not a line. */
export const filledLines = (form: PoForm) => form.lines.filter((line) => !isBlankLine(line))

/** docs/product-rules.md#purchase-orders: amounts are kept to the cent, as the server keeps them. */
export const cents = (amount: number) => Math.round(amount * 100) / 100

/** A typed amount as a number; blank or not a number counts as 0, so totals never show NaN. */
const amountOf = (text: string) => {
  const value = Number(text)
  return text.trim() && Number.isFinite(value) ? value : 0
}

/** Quantity × unit price, rounded to the cent (0 until both are numbers). */
export const lineTotal = (line: Pick<PoLineDraft, 'quantity' | 'unitPrice'>) =>
  cents(amountOf(line.quantity) * amountOf(line.unitPrice))

export interface PoTotals {
  subtotal: number
  tax: number
  shippingCost: number
  total: number
}

/** The totals the server will store for this form: lines, then tax and shipping, in cents. */
export function totalsOf(form: PoForm): PoTotals {
  const subtotal = cents(filledLines(form).reduce((sum, line) => sum + lineTotal(line), 0))
  const tax = cents(amountOf(form.tax))
  const shippingCost = cents(amountOf(form.shippingCost))
  return { subtotal, tax, shippingCost, total: cents(subtotal + tax + shippingCost) }
}

const isAmount = (text: string) => text.trim() !== '' && Number(text) >= 0

/**
 * What must be fixed before the PO can be saved. Keys are the form's field names; `lines` stands
 * for the whole list. `today` (`YYYY-MM-DD`, the viewer's) rules out delivery days already past,
 * except the day a saved draft has already (so changing anything else never blocks on it).
 */
export function problemsOf(form: PoForm, source: PoSource, today: string): FormProblems {
  const problems: FormProblems = {}
  if (source.kind === 'scratch' && !form.vendorId) problems.vendorId = 'Choose a vendor.'
  const filled = filledLines(form)
  if (!filled.length) problems.lines = 'Add at least one line.'
  if (filled.length > MAX_PO_LINES) {
    problems.lines = `At most ${MAX_PO_LINES} lines go in one purchase order.`
  }
  form.lines.forEach((line, index) => {
    if (isBlankLine(line)) return
    const at = `lines.${index}`
    if (!line.description.trim()) problems[`${at}.description`] = 'Describe the item.'
    if (!(Number(line.quantity) > 0) || !line.quantity.trim()) {
      problems[`${at}.quantity`] = 'Enter a quantity above 0.'
    }
    if (!line.unit.trim()) problems[`${at}.unit`] = 'Enter a unit, e.g. pcs or kg.'
    else if (line.unit.trim().length > MAX_UNIT) {
      problems[`${at}.unit`] = `Use at most ${MAX_UNIT} characters.`
    }
    if (!isAmount(line.unitPrice)) problems[`${at}.unitPrice`] = 'Enter a price of 0 or more.'
  })
  for (const field of ['tax', 'shippingCost'] as const) {
    if (form[field].trim() && !isAmount(form[field])) {
      problems[field] = 'Enter an amount of 0 or more, or leave it empty.'
    }
  }
  const saved = source.kind === 'edit' ? source.po : undefined
  if (form.deliveryDate && form.deliveryDate < today && form.deliveryDate !== saved?.deliveryDate) {
    problems.deliveryDate = 'Choose today or a later day.'
  }
  // The update contract has no way to empty these (`null` is refused, an empty text too): say so
  // rather than keep the old value silently.
  if (saved) {
    if (saved.deliveryAddress && !form.deliveryAddress.trim()) {
      problems.deliveryAddress = 'A saved delivery address can be changed, not removed.'
    }
    if (saved.deliveryDate && !form.deliveryDate) {
      problems.deliveryDate = 'A saved delivery day can be changed, not removed.'
    }
    if (saved.paymentTerms && !form.paymentTerms.trim()) {
      problems.paymentTerms = 'Saved payment terms can be changed, not removed.'
    }
  }
  return problems
}

const text = (value: string) => value.trim() || undefined

/** The lines and terms every save sends; assumes `problemsOf` found nothing. */
function termsOf(form: PoForm) {
  return {
    lines: filledLines(form).map((line) => ({
      description: line.description.trim(),
      quantity: Number(line.quantity),
      unit: line.unit.trim(),
      unitPrice: Number(line.unitPrice),
    })),
    tax: amountOf(form.tax),
    shippingCost: amountOf(form.shippingCost),
    paymentTerms: text(form.paymentTerms),
    deliveryAddress: text(form.deliveryAddress),
    deliveryDate: form.deliveryDate || undefined,
  }
}

/**
 * The body of `createPurchaseOrder`: with an award, its id (the server takes vendor and currency
 * from it and refuses them beside it); from scratch, the chosen vendor and currency.
 */
export function createBodyOf(form: PoForm, source: PoSource): CreatePurchaseOrderBody {
  const terms = { ...termsOf(form), notes: text(form.notes) }
  if (source.kind === 'award') return { approvedQuoteResponseId: source.award.id, ...terms }
  return { vendorId: form.vendorId, currency: form.currency, ...terms }
}

/** The body of `updatePurchaseOrder` for a draft; empty notes are sent, so clearing them sticks. */
export function updateBodyOf(form: PoForm): UpdatePurchaseOrderBody {
  return { ...termsOf(form), notes: form.notes.trim() }
}

/**
 * The server's field errors under the form's names: `lines.N.…` counts filled lines only, so it
 * is mapped back to the row the buyer sees; `lines` alone is the whole list.
 */
export function formNamesOf(serverFields: Record<string, string>, form: PoForm): FormProblems {
  const rows = form.lines.flatMap((line, index) => (isBlankLine(line) ? [] : [index]))
  const named: FormProblems = {}
  for (const [field, message] of Object.entries(serverFields)) {
    const line = /^lines\.(\d+)\.(\w+)/.exec(field)
    if (line) named[`lines.${rows[Number(line[1])] ?? line[1]}.${line[2]}`] = message
    else if (/^lines(\.\d+)?$/.test(field)) named.lines = message
    else named[field] = message
  }
  return named
}
