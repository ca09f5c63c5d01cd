import { TOAST_DURATION_MS, TOAST_LIMIT } from '@ally/sdk'
import { Toaster as SonnerToaster, type ToastClassnames } from 'sonner'
import { cx } from '../internal/cx'
import { ErrorIcon, SuccessIcon, WarningIcon } from './ToastIcons'
import '../theme.css'
import './Toaster.css'

export interface ToasterProps {
  /** Added to the `ally-Toaster` class of the toast list. */
  className?: string
}

/**
 * Below the dashboard's top bar (its height is the `--ally-top-bar-height` token), so a toast
 * never covers search, notifications or the account menu.
 */
const BELOW_TOP_BAR = 'calc(var(--ally-top-bar-height, 84px) + 0.5rem)'
const offset = { top: BELOW_TOP_BAR, right: '1.5rem', left: '1.5rem', bottom: '1.5rem' }
const mobileOffset = { top: BELOW_TOP_BAR, right: '1rem', left: '1rem', bottom: '1rem' }

const icons = { success: SuccessIcon, error: ErrorIcon, warning: WarningIcon }

const classNames: ToastClassnames = {
  toast: 'ally-Toast',
  title: 'ally-Toast-title',
  description: 'ally-Toast-description',
  icon: 'ally-Toast-icon',
}

/**
 * Where `toast()` messages appear: top-right below the dashboard's top bar, at most 20 at once,
 * each closing after the product's duration for its kind. Render it once, near the root of the app.
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
      offset={offset}
      mobileOffset={mobileOffset}
      // The fallback for toasts raised with sonner's own `toast()`; ours always set a duration.
      duration={TOAST_DURATION_MS.blank}
      visibleToasts={TOAST_LIMIT}
      icons={icons}
      toastOptions={{ classNames }}
    />
  )
}
