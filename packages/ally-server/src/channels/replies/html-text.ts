// The text of an HTML-only mail, for reading, never for showing: markup, scripts, styles and
// event handlers go, a table's cells are parted with ` | ` and its rows, paragraphs and breaks
// become lines, so a price table in HTML reads as one in plain text. (mailparser's own
// conversion runs table cells together: `roll of 10` and `30` became `1030`.)

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  pound: '£',
  yen: '¥',
  ndash: '–',
  mdash: '—',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * @example
 * htmlText('<table><tr><td>Gloves</td><td>$12.50</td></tr></table>') // 'Gloves | $12.50'
 */
export function htmlText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head|title|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    // A quote (Gmail's, Apple Mail's) is marked where it opens and closes, and its lines get `> `.
    .replace(/<blockquote\b[^>]*>/gi, '\n\uE000\n')
    .replace(/<\/blockquote\s*>/gi, '\n\uE001\n')
    // Outlook wraps each cell's text in a paragraph: within a cell, blocks and breaks are spaces.
    .replace(
      /(<t[dh]\b[^>]*>)([\s\S]*?)(<\/t[dh]\s*>)/gi,
      (_, open: string, inner: string, close: string) =>
        `${open}${inner.replace(/<\/?(?:p|div|br|span)\b[^>]*>/gi, ' ')}${close}`,
    )
    .replace(/<\/t[dh]\s*>\s*(?=<t[dh]\b)/gi, ' | ')
    .replace(/<(?:br|hr)\b[^>]*>|<\/(?:p|div|tr|li|h[1-6]|table|pre)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
  let depth = 0
  const lines: string[] = []
  for (const line of decodeEntities(text).split('\n')) {
    if (line === '\uE000') depth += 1
    else if (line === '\uE001') depth = Math.max(0, depth - 1)
    else lines.push('> '.repeat(depth) + line.replace(/[ \t\u00a0\uE000\uE001]+/g, ' ').trim())
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n')
}
