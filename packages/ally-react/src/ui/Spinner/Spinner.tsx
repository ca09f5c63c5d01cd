import { ProgressBar } from 'react-aria-components/ProgressBar'
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
 * @example
 * {isPending ? <Spinner aria-label="Loading vendors" /> : <VendorTable rows={rows} />}
 */
export function Spinner({
  'aria-label': label = 'Loading',
  size = 'medium',
  className,
}: SpinnerProps) {
  return (
    <ProgressBar
      className={cx('ally-Spinner', className)}
      aria-label={label}
      isIndeterminate
      data-size={size}
    >
      <span className="ally-Spinner-circle" />
    </ProgressBar>
  )
}
