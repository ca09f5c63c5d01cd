// A reply is read as rows of text, whatever it came in: the lines of the mail's body, the lines
// of a PDF rebuilt from its text positions, the rows of a spreadsheet. Each keeps where it came
// from, so every figure read can point at it.

export interface Row {
  /** `body`, or the attachment's file name. */
  part: string
  /** 1-based, within the part. */
  row: number
  text: string
  /** The row's cells where it is a table row (columns, pipes, tabs or wide gaps); else one. */
  cells: string[]
  /** Quoted from an earlier mail (the RFQ itself, mostly): it may name a line, never price it. */
  quoted: boolean
}

const QUOTE_HEADER =
  /^(on\s.{4,200}\swrote:?|am\s.{4,200}\sschrieb.*|le\s.{4,200}\sa écrit.*|-{2,}\s*original message\s*-{2,}|from:\s.+\s(sent|date):\s.+)$/i

/** Splits a row into its cells: on pipes or tabs, or on gaps of two spaces or more. */
export function cellsOf(text: string): string[] {
  const separator = text.includes('|') ? /\s*\|\s*/ : text.includes('\t') ? /\s*\t\s*/ : /\s{2,}/
  return text
    .split(separator)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '')
}

/** How a row is shown as a figure's source: trimmed, on one line, at most 160 characters. */
export function shownText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 160 ? `${flat.slice(0, 159)}…` : flat
}

/** A long row shown around a figure in it: what comes before it and a little after. */
export function shownAround(text: string, start: number, end: number): string {
  if (text.length <= 160) return shownText(text)
  const from = Math.max(0, Math.min(start - 100, end + 40 - 158))
  const to = Math.min(text.length, from + 158)
  return `${from > 0 ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ').trim()}${to < text.length ? '…' : ''}`
}

/**
 * The rows of a mail's plain text. Lines quoted with `>`, and everything from a client's "On …
 * wrote:" or "Original Message" on, are marked quoted; the signature after `-- ` is left out. A
 * forwarded message is not quoted: a vendor forwards its own sales desk's prices as its answer.
 */
export function bodyRows(text: string): Row[] {
  const rows: Row[] = []
  let quotedFromHere = false
  let inSignature = false
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim()
    if (line === '-- ' || trimmed === '--') inSignature = true
    // Below "On … wrote:", a quote marked with `>` leaves the vendor's answers typed in between
    // as answers; an unmarked one (Outlook's "Original Message") is quoted to the end.
    if (QUOTE_HEADER.test(trimmed)) inSignature = false
    if (QUOTE_HEADER.test(trimmed))
      quotedFromHere = !lines
        .slice(index + 1)
        .find((next) => next.trim() !== '')
        ?.trim()
        .startsWith('>')
    if (inSignature) continue
    const quoted = quotedFromHere || trimmed.startsWith('>')
    const content = quoted ? trimmed.replace(/^(>\s?)+/, '') : line
    if (content.trim() === '') continue
    rows.push({
      part: 'body',
      row: index + 1,
      text: content.trim(),
      cells: cellsOf(content.trim()),
      quoted,
    })
  }
  return rows
}

/** Rows of a table read cell by cell (a spreadsheet, a CSV). */
export function tableRows(part: string, table: readonly (readonly string[])[]): Row[] {
  return table.flatMap((cells, index) => {
    const filled = cells.map((cell) => cell.trim())
    if (filled.every((cell) => cell === '')) return []
    return [
      {
        part,
        row: index + 1,
        text: filled.filter((cell) => cell !== '').join(' | '),
        cells: filled,
        quoted: false,
      },
    ]
  })
}
