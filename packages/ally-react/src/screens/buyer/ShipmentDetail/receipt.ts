import type { EndpointInput, receiveShipment, Shipment, ShipmentLine } from '@ally/sdk'

// The receipt form's rules, as the server applies them (ally-server shipments/receive-shipment):
// per line, received and rejected together at most what was shipped and not yet accounted for;
// more than 0 of at least one line unless the rest is said to be missing; nothing against a
// cancelled shipment. The same words as the server's, so an issue reads one way
// whichever side found it.

export type ReceiptBody = EndpointInput<typeof receiveShipment>['body']

/** The field of a problem that is no one line's: nothing received at all. */
export const LINES_FIELD = 'lines'
/** The checkbox that says nothing more of the shipment is coming. */
export const REST_MISSING_FIELD = 'restMissing'

/** What of a line is still to come: shipped and not yet received, rejected or found short. */
export const outstandingOf = (line: ShipmentLine): number =>
  Math.max(0, line.quantity - line.receivedQuantity - line.rejectedQuantity - line.shortQuantity)

/** A quantity as the server writes it: up to 4 decimals, no trailing zeros. */
export const figure = (value: number): string => Number(value.toFixed(4)).toString()

/** Whether there is anything to receive: not cancelled, and some line not fully accounted for. */
export const canReceive = (shipment: Pick<Shipment, 'status' | 'lines'>): boolean =>
  shipment.status !== 'cancelled' && shipment.lines.some((line) => outstandingOf(line) > 0)

/** The server's field words as a sentence: "can be at most 20" → "Can be at most 20." */
export const asSentence = (words: string): string => {
  const text = words.trim()
  const capital = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** "10 shipped, 3 received, 2 rejected": what a line's outstanding comes from. */
export function accountedFigures(line: ShipmentLine): string {
  return [
    `${figure(line.quantity)} shipped`,
    `${figure(line.receivedQuantity)} received`,
    ...(line.rejectedQuantity ? [`${figure(line.rejectedQuantity)} rejected`] : []),
    ...(line.shortQuantity ? [`${figure(line.shortQuantity)} short`] : []),
  ].join(', ')
}

/** A typed quantity: empty is 0. */
const quantityOf = (typed: string | undefined) => (typed ? Number(typed) : 0)

/** The form field of line `index` among the lines shown (those with something outstanding). */
export const quantityField = (index: number) => `lines.${index}.quantity`
export const rejectedField = (index: number) => `lines.${index}.rejected`

/**
 * The receipt of the form's values (per line shown `lines.{i}.quantity` received in good order
 * and `lines.{i}.rejected`, `restMissing` when checked, `note`): only lines with more than 0 go
 * to the server. Or the problems, by field name, when the server would refuse it.
 *
 * @example
 * receiptOf(lines, { 'lines.0.quantity': '40', 'lines.0.rejected': '5', note: 'Dented' })
 * // { body: { lines: [{ lineId: 'line-pipe', quantity: 40, rejected: 5 }], note: 'Dented' } }
 */
export function receiptOf(
  lines: readonly ShipmentLine[],
  values: Record<string, string>,
): { body: ReceiptBody; problems?: never } | { body?: never; problems: Record<string, string> } {
  const problems: Record<string, string> = {}
  const received: ReceiptBody['lines'] = []
  lines.forEach((line, index) => {
    const quantity = quantityOf(values[quantityField(index)])
    const rejected = quantityOf(values[rejectedField(index)])
    const left = outstandingOf(line)
    if (quantity > left + 1e-9) {
      problems[quantityField(index)] = asSentence(
        `can be at most ${figure(left)}: ${accountedFigures(line)}`,
      )
    } else if (quantity + rejected > left + 1e-9) {
      problems[rejectedField(index)] = asSentence(
        `can be at most ${figure(Math.max(0, left - quantity))} beside the ${figure(quantity)} received in good order (${figure(left)} outstanding: ${accountedFigures(line)})`,
      )
    } else if (quantity > 0 || rejected > 0) {
      received.push({ lineId: line.lineId, quantity, ...(rejected > 0 ? { rejected } : {}) })
    }
  })
  const restMissing = values[REST_MISSING_FIELD] === 'true'
  if (!Object.keys(problems).length && !received.length && !restMissing) {
    problems[LINES_FIELD] = asSentence(
      'must receive or reject more than 0 of at least one line, or say the rest is missing',
    )
  }
  if (Object.keys(problems).length) return { problems }
  const note = values.note?.trim()
  // A receipt of nothing that says the rest is missing still names the shipment's lines.
  const body: ReceiptBody = {
    lines: received.length
      ? received
      : lines.slice(0, 1).map((line) => ({ lineId: line.lineId, quantity: 0 })),
    ...(restMissing ? { restMissing } : {}),
    ...(note ? { note } : {}),
  }
  return { body }
}

/**
 * The server's field errors (by body path, `lines.0.quantity`) on the form's fields: the body
 * lists only the lines received, so its line `k` is found among the lines shown by its id.
 */
export function formProblemsOf(
  fields: Record<string, string>,
  body: ReceiptBody,
  lines: readonly ShipmentLine[],
): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const [path, words] of Object.entries(fields)) {
    const [root, at, leaf] = path.split('.')
    const lineId = at === undefined ? undefined : body.lines[Number(at)]?.lineId
    const index = lines.findIndex((line) => line.lineId === lineId)
    const name =
      root === LINES_FIELD && index >= 0
        ? leaf === 'rejected'
          ? rejectedField(index)
          : quantityField(index)
        : root === 'note'
          ? 'note'
          : LINES_FIELD
    problems[name] ??= asSentence(words)
  }
  return problems
}
