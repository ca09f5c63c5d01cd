import { getErrorMessage } from '@ally/sdk'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { type ToastId, toast } from '../../ui/Toaster'

/**
 * docs/product-rules.md#messages-and-errors: most failures show the server's message in a toast.
 */
export const showError = (error: unknown) => {
  toast.error(getErrorMessage(error))
}

/**
 * The failure toast of one screen, which goes once it is stale: `show(error)` from a mutation's
 * `onError` (a later failure replaces the earlier toast instead of stacking under it), `dismiss()`
 * from its `onSuccess`; the screen going away dismisses it too. Without this, "That code is not
 * right" stayed up for its 4 s over the onboarding page the right code led to.
 *
 * @example
 * const failure = useErrorToast()
 * const verify = useVerifySignupCode({ onSuccess: failure.dismiss, onError: failure.show })
 */
export function useErrorToast() {
  const shown = useRef<ToastId | null>(null)
  const dismiss = useCallback(() => {
    if (shown.current !== null) toast.dismiss(shown.current)
    shown.current = null
  }, [])
  // A new toast, not the old one updated in place: a screen reader hears a repeated message too.
  const show = useCallback(
    (error: unknown) => {
      dismiss()
      shown.current = toast.error(getErrorMessage(error))
    },
    [dismiss],
  )
  useEffect(() => dismiss, [dismiss])
  return useMemo(() => ({ show, dismiss }), [show, dismiss])
}
