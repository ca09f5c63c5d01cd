import type { ReplyRfqLine } from './reply-types'

// Which RFQ line a stretch of a reply talks about, by the words of the line's description.
// Vendors shorten and reorder descriptions ("M8 bolts" for "M8 hex bolts, zinc plated"), so a
// line is named by any of its words that no other line shares, or failing that by most of them.

const STOP_WORDS = new Set(
  'a an and at by for from in of on or per the to with x each size pcs pc piece pieces unit units box boxes bag bags no nos qty ea set sets pack packs'.split(
    ' ',
  ),
)

/** A word in the one form it is compared in: lower case, without a plural `s`. */
function stem(word: string): string {
  const lower = word.toLowerCase()
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`
  if (lower.length > 3 && /(ches|shes|xes|sses)$/.test(lower)) return lower.slice(0, -2)
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1)
  return lower
}

/** The words of a text that can name a thing: `M8`, `hex`, `bolt`, `nitrile`, `glove`. */
export function wordsOf(text: string): string[] {
  return (
    (text.match(/[\p{L}\p{N}]+/gu) ?? [])
      .map(stem)
      // Short bare numbers (the 1 of `1.5HP`, a 4 of `1/4"`) name nothing; a code like 6205 does.
      .filter(
        (word) =>
          !STOP_WORDS.has(word) &&
          (/^\d+$/.test(word) ? word.length >= 3 : word.length > 1 || /\d/.test(word)),
      )
  )
}

export interface LineMatcher {
  /** The line a stretch of text names, with how sure (the weight of its words found). */
  lineNamedIn(text: string): { line: ReplyRfqLine; score: number } | null
  /** The RFQ's line numbered `position` (from 1), as its e-mail numbers them. */
  lineAt(position: number): ReplyRfqLine | undefined
}

/**
 * A matcher for an RFQ's lines. A word counts 1 when only one line has it, less when several
 * do; a stretch names the line with the highest count if that count is at least 1 and no other
 * line's equals it.
 */
export function lineMatcher(lines: readonly ReplyRfqLine[]): LineMatcher {
  const wordSets = lines.map((line) => new Set(wordsOf(line.description)))
  const sharedBy = new Map<string, number>()
  for (const words of wordSets)
    for (const word of words) sharedBy.set(word, (sharedBy.get(word) ?? 0) + 1)

  return {
    lineAt: (position) => (position >= 1 ? lines[position - 1] : undefined),
    lineNamedIn(text) {
      const found = new Set(wordsOf(text))
      if (found.size === 0) return null
      const scored = lines.map((line, index) => {
        const words = wordSets[index] ?? new Set<string>()
        let score = 0
        for (const word of words) if (found.has(word)) score += 1 / (sharedBy.get(word) ?? 1)
        // Most of a short description counts as much as one word of its own.
        const share =
          words.size > 0 ? [...words].filter((word) => found.has(word)).length / words.size : 0
        return { line, score: Math.max(score, share >= 0.6 ? 1 : 0) + share / 10 }
      })
      scored.sort((a, b) => b.score - a.score)
      const [best, second] = scored
      if (!best || best.score < 1) return null
      if (second && second.score === best.score) return null
      return best
    },
  }
}
