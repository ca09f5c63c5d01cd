/**
 * The form field a server issue about an answer's line names: `lines.N` counts the lines sent
 * (those with a price), the form's fields the RFQ's lines, so `lines.0.quantity` of an answer that
 * skipped the first line is the second line's field. For `useServerFieldErrors().show`'s rename.
 */
export function fieldOfSentLine(
  sent: { lines: readonly { lineId: string }[] },
  asked: readonly { id: string }[],
) {
  const formIndex = sent.lines.map(({ lineId }) => asked.findIndex((line) => line.id === lineId))
  return (name: string) =>
    name.replace(/^lines\.(\d+)(?=\.|$)/, (whole, index: string) => {
      const field = formIndex[Number(index)]
      return field === undefined || field < 0 ? whole : `lines.${field}`
    })
}
