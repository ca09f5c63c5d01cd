import type { EndpointInput, receiveShipment, Shipment, ShipmentLine } from '@ally/sdk'

// The receipt form's rules, as the server applies them (ally-server shipments/receive-shipment):
// per line at most what was shipped and not yet received, more than 0 of at least one line, and
// nothing against a cancelled shipment. The same words as the server's, so an issue reads one way
// whichever side found it.

export type ReceiptBody = EndpointInput<typeof receiveShipment>['body']

/** The field of a problem that is no one line's: nothing received at all. */
export const LINES_FIELD = 'lines'

/** What of a line is still to come: shipped and not yet received. */
export const outstandingOf = (line: ShipmentLine): number =>
  Math.max(0, line.quantity - line.receivedQuantity)

/** A quantity as the server writes it: up to 4 decimals, no trailing zeros. */
export const figure = (value: number): string => Number(value.toFixed(4)).toString()

/** Whether there is anything to receive: not cancelled, and some line not fully in. */
export const canReceive = (shipment: Pick<Shipment, 'status' | 'lines'>): boolean =>
  shipment.status !== 'cancelled' && shipment.lines.some((line) => outstandingOf(line) > 0)

/** The server's field words as a sentence: "can be at most 20" → "Can be at most 20." */
export const asSentence = (words: string): string => {
  const text = words.trim()
  const capital = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

const atMost = (line: ShipmentLine) =>
  asSentence(
    `can be at most ${figure(outstandingOf(line))}: ${figure(line.quantity)} shipped, ${figure(line.receivedQuantity)} received`,
  )

/** A typed quantity: empty is 0 (the line is skipped). */
const quantityOf = (typed: string | undefined) => (typed ? Number(typed) : 0)

/** The form field of line `index` among the lines shown (those with something outstanding). */
export const quantityField = (index: number) => `lines.${index}.quantity`

/**
 * The receipt of the form's values (`lines.{i}.quantity` per line shown, `note`): only lines with
 * more than 0 go to the server. Or the problems, by field name, when the server would refuse it.
 *
 * @example
 * receiptOf(lines, { 'lines.0.quantity': '40', 'lines.1.quantity': '0', note: 'Short' })
 * // { body: { lines: [{ lineId: 'line-pipe', quantity: 40 }], note: 'Short' } }
 */
export function receiptOf(
  lines: readonly ShipmentLine[],
  values: Record<string, string>,
): { body: ReceiptBody; problems?: never } | { body?: never; problems: Record<string, string> } {
  const problems: Record<string, string> = {}
  const received: ReceiptBody['lines'] = []
  lines.forEach((line, index) => {
    const quantity = quantityOf(values[quantityField(index)])
    if (quantity > outstandingOf(line) + 1e-9) problems[quantityField(index)] = atMost(line)
    else if (quantity > 0) received.push({ lineId: line.lineId, quantity })
  })
  if (!Object.keys(problems).length && !received.length) {
    problems[LINES_FIELD] = asSentence('must receive more than 0 of at least one line')
  }
  if (Object.keys(problems).length) return { problems }
  const note = values.note?.trim()
  return { body: { lines: received, ...(note ? { note } : {}) } }
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
    const [root, at] = path.split('.')
    const lineId = at === undefined ? undefined : body.lines[Number(at)]?.lineId
    const index = lines.findIndex((line) => line.lineId === lineId)
    const name =
      root === LINES_FIELD && index >= 0
        ? quantityField(index)
        : root === 'note'
          ? 'note'
          : LINES_FIELD
    problems[name] ??= asSentence(words)
  }
  return problems
}
