import { cx } from '../internal/cx'
import './Spinner.css'

/** Spinner diameters: 1rem, 1.5rem and 2.5rem. */
export type SpinnerSize = 'small' | 'medium' | 'large'

export interface SpinnerProps {
  /** What is loading, for screen readers. @default 'Loading' */
  'aria-label'?: string
  /** @default 'medium' */
  size?: SpinnerSize
  /** Added to the root element's `ally-Spinner` class. */
  className?: string
}

/**
 * An indeterminate loading indicator, announced as a progress bar. Its rotation turns into a
 * gentle pulse when the user prefers reduced motion.
 *
 * Plain ARIA rather than react-aria's ProgressBar: that one builds a number formatter for a value
 * an indeterminate bar never shows, and the first `Intl` object a page makes costs it tens of
 * milliseconds of start-up (docs/performance.md#no-intl-on-the-first-load).
 *
 * @example
 * {isPending ? <Spinner aria-label="Loading vendors" /> : <VendorTable rows={rows} />}
 */
export function Spinner({
  'aria-label': label = 'Loading',
  size = 'medium',
  className,
}: SpinnerProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      className={cx('ally-Spinner', className)}
      data-size={size}
    >
      <span className="ally-Spinner-circle" />
    </div>
  )
}
