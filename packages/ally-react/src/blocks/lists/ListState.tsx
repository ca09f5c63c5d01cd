import { getErrorMessage } from '@ally/sdk'
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { cx } from '../../ui/internal/cx'
import { Spinner } from '../../ui/Spinner'
import './ListState.css'

export interface ListStateProps {
  /** The list's read (a query or an infinite query). */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  /** The spinner's name: "Loading vendors". */
  loadingLabel: string
  /** The sentence before the error's own: "Could not load your vendors." */
  failedText: string
  /** The screen's class for this state (`ally-VendorList-state`), and its Retry button's. */
  className: string
  buttonClassName: string
  /** What an empty list says, with its way forward. */
  children: ReactNode
}

/**
 * What a list with no rows shows: a spinner while its first page loads, the error with Retry when
 * that failed, else `children` (its empty state). Render it only while the list has no rows.
 */
export function ListState({
  query,
  loadingLabel,
  failedText,
  className,
  buttonClassName,
  children,
}: ListStateProps) {
  if (query.isPending) {
    return (
      <div className={cx('ally-ListState', className)}>
        <Spinner size="large" aria-label={loadingLabel} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className={cx('ally-ListState', className)} role="alert">
        <p>
          {failedText} {getErrorMessage(query.error)}
        </p>
        <Button className={buttonClassName} onPress={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    )
  }
  return <div className={cx('ally-ListState', className)}>{children}</div>
}
