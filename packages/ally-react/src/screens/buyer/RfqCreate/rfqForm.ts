import {
  type Currency,
  type FileRef,
  MAX_ORDER_LINES,
  type Order,
  type OrderInput,
  type OrderType,
  type RfqDraft,
} from '@ally/sdk'

// RfqCreate's form as plain data: what a saved draft fills it with, what it saves and sends, and
// what must be fixed first. Kept apart from the screen so each rule is tested without rendering.

export interface LineDraft {
  /** React's key only; the server gives stored lines ids of their own. */
  key: string
  description: string
  quantity: string
  unit: string
  specifications: string
  targetPrice: string
  /** Uploaded already; saved with the line as their ids. */
  attachments: FileRef[]
}

export interface RfqForm {
  title: string
  orderType: OrderType
  currency: Currency
  lines: LineDraft[]
  deliveryAddress: string
  deliveryDate: string
  /** `datetime-local` value, in the buyer's time zone. */
  deadline: string
  message: string
  vendorIds: string[]
}

/** Field name (as the form names it) → what is wrong with it. */
export type FormProblems = Record<string, string>

/** How long vendors get to answer unless the buyer says otherwise. */
export const DEFAULT_RESPONSE_DAYS = 7

let lineKeys = 0
export const emptyLine = (): LineDraft => ({
  key: `line-${++lineKeys}`,
  description: '',
  quantity: '',
  unit: 'pcs',
  specifications: '',
  targetPrice: '',
  attachments: [],
})

const pad = (n: number) => String(n).padStart(2, '0')

/** A moment as a `datetime-local` value in this browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The default deadline: 17:00 local, a week from today. */
export function defaultDeadline(now = new Date()): string {
  const due = new Date(now)
  due.setDate(due.getDate() + DEFAULT_RESPONSE_DAYS)
  due.setHours(17, 0, 0, 0)
  return toLocalInput(due)
}

export function emptyForm(now = new Date()): RfqForm {
  return {
    title: '',
    orderType: 'supply',
    currency: 'usd',
    lines: [emptyLine()],
    deliveryAddress: '',
    deliveryDate: '',
    deadline: defaultDeadline(now),
    message: '',
    vendorIds: [],
  }
}

/** A saved draft, back in the form (its deadline shown in this browser's time zone). */
export function formFromOrder(order: Order, now = new Date()): RfqForm {
  const draft = order.draft
  return {
    title: order.title,
    orderType: order.orderType,
    currency: order.currency,
    lines: order.lines.map((line) => ({
      ...emptyLine(),
      description: line.description,
      quantity: String(line.quantity),
      unit: line.unit,
      specifications: line.specifications ?? '',
      targetPrice: line.targetPrice == null ? '' : String(line.targetPrice),
      attachments: line.attachments,
    })),
    deliveryAddress: order.deliveryAddress ?? '',
    deliveryDate: order.deliveryDate ?? '',
    deadline: draft?.deadline ? toLocalInput(new Date(draft.deadline)) : defaultDeadline(now),
    message: draft?.message ?? '',
    vendorIds: draft?.vendorIds ?? [],
  }
}

const isBlankLine = (line: LineDraft) =>
  !line.description.trim() &&
  !line.quantity.trim() &&
  !line.specifications.trim() &&
  !line.attachments.length

/** The lines the buyer filled in: a row left wholly empty is not a line. */
export const filledLines = (form: RfqForm) => form.lines.filter((line) => !isBlankLine(line))

const deadlineOf = (form: RfqForm) => new Date(form.deadline)

/**
 * What must be fixed before the draft can be saved (`sending`: before the RFQs can go out, which
 * also needs vendors and a deadline ahead). Keys are the form's field names; `lines` and
 * `vendorIds` stand for the whole list.
 */
export function problemsOf(form: RfqForm, { sending = false, now = new Date() } = {}) {
  const problems: FormProblems = {}
  if (!form.title.trim()) problems.title = 'Give the request a title.'
  const lines = form.lines
  const filled = filledLines(form)
  if (!filled.length) problems.lines = 'Add at least one item.'
  if (filled.length > MAX_ORDER_LINES) {
    problems.lines = `At most ${MAX_ORDER_LINES} items go in one request.`
  }
  lines.forEach((line, index) => {
    if (isBlankLine(line)) return
    const at = `lines.${index}`
    if (!line.description.trim()) problems[`${at}.description`] = 'Describe the item.'
    const quantity = Number(line.quantity)
    if (!line.quantity.trim() || !(quantity > 0)) {
      problems[`${at}.quantity`] = 'Enter a quantity above 0.'
    }
    if (!line.unit.trim()) problems[`${at}.unit`] = 'Enter a unit, e.g. pcs or kg.'
    if (line.targetPrice.trim() && !(Number(line.targetPrice) >= 0)) {
      problems[`${at}.targetPrice`] = 'Enter a price of 0 or more, or leave it empty.'
    }
  })
  const deadline = deadlineOf(form)
  if (form.deadline && Number.isNaN(deadline.getTime()))
    problems.deadline = 'Enter a date and time.'
  if (sending) {
    if (!form.vendorIds.length) problems.vendorIds = 'Choose at least one vendor.'
    if (!form.deadline) problems.deadline = 'Choose when answers are due.'
    else if (deadline.getTime() <= now.getTime()) problems.deadline = 'Choose a time in the future.'
  }
  return problems
}

/** The draft's RFQ plan as the server stores it. */
export function draftOf(form: RfqForm): RfqDraft {
  const deadline = deadlineOf(form)
  return {
    vendorIds: form.vendorIds,
    deadline:
      form.deadline && !Number.isNaN(deadline.getTime()) && deadline.getTime() > Date.now()
        ? deadline.toISOString()
        : null,
    message: form.message.trim() || null,
  }
}

/** The form as the contract's OrderInput, with the RFQ plan; assumes `problemsOf` found nothing. */
export function orderInputOf(form: RfqForm): OrderInput {
  const text = (value: string) => value.trim() || undefined
  return {
    title: form.title.trim(),
    orderType: form.orderType,
    currency: form.currency,
    lines: filledLines(form).map((line) => ({
      description: line.description.trim(),
      quantity: Number(line.quantity),
      unit: line.unit.trim(),
      specifications: text(line.specifications),
      targetPrice: line.targetPrice.trim() ? Number(line.targetPrice) : undefined,
      attachmentIds: line.attachments.length ? line.attachments.map((file) => file.id) : undefined,
    })),
    deliveryAddress: text(form.deliveryAddress),
    deliveryDate: text(form.deliveryDate),
    draft: draftOf(form),
  }
}

/**
 * The server's field errors under the form's names: `lines.N.…` counts filled lines only, so it
 * is mapped back to the row the buyer sees; `draft.deadline` (a save) is the deadline field, and
 * `order.title` (a preview) the title; a preview's `vendorId` stands for the chosen vendors.
 */
export function formNamesOf(serverFields: Record<string, string>, form: RfqForm): FormProblems {
  const rows = form.lines.flatMap((line, index) => (isBlankLine(line) ? [] : [index]))
  const named: FormProblems = {}
  for (const [path, message] of Object.entries(serverFields)) {
    const field = path.replace(/^(draft|order)\./, '')
    const line = /^lines\.(\d+)\.(\w+)/.exec(field)
    if (line) named[`lines.${rows[Number(line[1])] ?? line[1]}.${line[2]}`] = message
    else if (/^vendorIds?\b/.test(field)) named.vendorIds = message
    else named[field] = message
  }
  return named
}
