import { TOAST_DURATION_MS, TOAST_LIMIT } from '@ally/sdk'
import { Toaster as SonnerToaster, type ToastClassnames } from 'sonner'
import { cx } from '../internal/cx'
import { ErrorIcon, SuccessIcon, WarningIcon } from './ToastIcons'
import './Toaster.css'

export interface ToasterProps {
  /** Added to the `ally-Toaster` class of the toast list. */
  className?: string
}

const icons = { success: SuccessIcon, error: ErrorIcon, warning: WarningIcon }

const classNames: ToastClassnames = {
  toast: 'ally-Toast',
  title: 'ally-Toast-title',
  description: 'ally-Toast-description',
  icon: 'ally-Toast-icon',
}

/**
 * Where `toast()` messages appear: top-right, at most 20 at once, each closing after the
 * product's duration for its kind. Render it once, near the root of the app.
 *
 * @example
 * export function App() {
 *   return (
 *     <>
 *       <Routes />
 *       <Toaster />
 *     </>
 *   )
 * }
 */
export function Toaster({ className }: ToasterProps) {
  return (
    <SonnerToaster
      className={cx('ally-Toaster', className)}
      position="top-right"
      // The fallback for toasts raised with sonner's own `toast()`; ours always set a duration.
      duration={TOAST_DURATION_MS.blank}
      visibleToasts={TOAST_LIMIT}
      icons={icons}
      toastOptions={{ classNames }}
    />
  )
}
