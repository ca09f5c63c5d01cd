import { useRef, useState } from 'react'
import type { WidgetResult } from '../website-api'

/**
 * A form's submit: one call at a time (a second click while pending is ignored, even before React
 * re-renders), the last outcome, and `onResult` told after each call.
 */
export function useSubmission(onResult?: (result: WidgetResult) => void) {
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<WidgetResult | null>(null)
  const busy = useRef(false)

  async function submit(send: () => Promise<WidgetResult>): Promise<WidgetResult | null> {
    if (busy.current) return null
    busy.current = true
    setPending(true)
    // Emptied first, so that the same message twice in a row is announced twice.
    setResult(null)
    try {
      const outcome = await send()
      setResult(outcome)
      onResult?.(outcome)
      return outcome
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  return { pending, result, setResult, submit }
}
