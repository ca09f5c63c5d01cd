import { useEffect, useRef } from 'react'

/**
 * Focus for a list of lines that grows and shrinks: `focusLineAfterChange(index)`, called with a
 * change, moves focus once the list has rendered to that line's first field (the last line's, if
 * fewer are left), so that keyboard users never land on the page's top. `list` goes on the list.
 */
export function useLineFocus() {
  const list = useRef<HTMLOListElement>(null)
  const focusRow = useRef<number | null>(null)

  // After every render rather than on dependencies: the request is a ref, and the lines it waits
  // for come back from the screen as a new prop.
  useEffect(() => {
    if (focusRow.current === null) return
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-line-first]')
    rows?.[Math.min(focusRow.current, rows.length - 1)]?.focus()
    focusRow.current = null
  })

  const focusLineAfterChange = (index: number) => {
    focusRow.current = index
  }
  return { list, focusLineAfterChange }
}
