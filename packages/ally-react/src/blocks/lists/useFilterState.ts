import { useState } from 'react'

/**
 * A list's filters, controlled (`filters` from the URL, say) or kept by the screen itself, with
 * one `change` that updates whichever it is and tells `onChange`.
 */
export function useFilterState<F>(
  filters: F | undefined,
  onChange: ((next: F) => void) | undefined,
  initial: F,
): [current: F, change: (next: F) => void] {
  const [own, setOwn] = useState(initial)
  const change = (next: F) => {
    if (filters === undefined) setOwn(next)
    onChange?.(next)
  }
  return [filters ?? own, change]
}
