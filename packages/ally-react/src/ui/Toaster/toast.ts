import { TOAST_DURATION_MS } from '@ally/sdk'
import type { ReactElement, ReactNode } from 'react'
import { type ExternalToast, toast as sonnerToast } from 'sonner'

/** What identifies a toast, to update (`{ id }`) or dismiss it. */
export type ToastId = string | number

/**
 * Sonner's per-toast options (id, description, action, …) without `duration`: durations are
 * product rules (docs/product-rules.md#constants) and come from `TOAST_DURATION_MS`.
 */
export type ToastOptions = Omit<ExternalToast, 'duration'>

// Infinity tells sonner never to start the close timer.
const UNTIL_DISMISSED = Number.POSITIVE_INFINITY

const blank = (message: ReactNode, options?: ToastOptions): ToastId =>
  sonnerToast(message, { ...options, duration: TOAST_DURATION_MS.blank })

/**
 * Shows a toast in the `<Toaster />` with the product's durations: success 2 s; blank, message,
 * warning, error and custom 4 s; loading until dismissed or replaced (pass its id to a later
 * call to turn it into a success or error). Callable anywhere, also outside React.
 *
 * @example
 * toast.success('Invitation sent')
 * toast.error(error.message)
 * const id = toast.loading('Sending RFQs…')
 * toast.success('RFQs sent', { id }) // replaces the loading toast, then closes after 2 s
 * toast.dismiss() // closes all
 */
export const toast = Object.assign(blank, {
  message: blank,
  success: (message: ReactNode, options?: ToastOptions): ToastId =>
    sonnerToast.success(message, { ...options, duration: TOAST_DURATION_MS.success }),
  error: (message: ReactNode, options?: ToastOptions): ToastId =>
    sonnerToast.error(message, { ...options, duration: TOAST_DURATION_MS.error }),
  // docs/product-rules.md#constants names no warning duration; it gets the default (blank) one.
  warning: (message: ReactNode, options?: ToastOptions): ToastId =>
    sonnerToast.warning(message, { ...options, duration: TOAST_DURATION_MS.blank }),
  loading: (message: ReactNode, options?: ToastOptions): ToastId =>
    sonnerToast.loading(message, { ...options, duration: UNTIL_DISMISSED }),
  custom: (render: (id: ToastId) => ReactElement, options?: ToastOptions): ToastId =>
    sonnerToast.custom(render, { ...options, duration: TOAST_DURATION_MS.custom }),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: ToastId): ToastId => sonnerToast.dismiss(id),
})
