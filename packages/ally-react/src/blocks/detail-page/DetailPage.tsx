import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { cx } from '../../ui/internal/cx'
import { Spinner } from '../../ui/Spinner'
import { DetailLoadError, type DetailLoadErrorBase } from '../alerts/DetailLoadError'
import './sourcing.css'

export type DetailPageProps<T> = Omit<DetailLoadErrorBase, 'titleId'> & {
  /** The record's read; its data is what `children` renders. */
  query: UseQueryResult<T>
  /** The spinner's name while it loads: "Loading order". */
  loadingLabel: string
  /** The heading of a failure other than a 404: "Could not load this order". */
  failedTitle: string
  /** The screen's own class (`ally-OrderDetail`) and the caller's. */
  className?: string
  /** The loaded page; its heading takes `titleId`, the id the page's `aria-labelledby` names. */
  children: (data: T, titleId: string) => ReactNode
}

/**
 * A detail screen's page (an `ally-SourcingPage` article named by its heading) around its one
 * read: a spinner (and `aria-busy`) while it loads, DetailLoadError when it failed (a 404 as not
 * found, with the way back; otherwise with Retry), and `children` with the data once it is there.
 *
 * @example
 * <DetailPage query={useOrder(orderId)} className="ally-OrderDetail" loadingLabel="Loading order"
 *   failedTitle="Could not load this order" notFoundTitle="Order not found"
 *   notFoundText="This order does not exist or belongs to another business."
 *   backTo={ROUTES.quotes} backLabel="Back to quotes">
 *   {({ data }, titleId) => <OrderDetailView {...data} titleId={titleId} />}
 * </DetailPage>
 */
export function DetailPage<T>({
  query,
  loadingLabel,
  className,
  children,
  ...words
}: DetailPageProps<T>) {
  const titleId = useId()
  let content: ReactNode
  if (query.isPending) {
    content = <Spinner size="large" aria-label={loadingLabel} />
  } else if (query.isError) {
    content = (
      <DetailLoadError titleId={titleId} error={query.error} onRetry={query.refetch} {...words} />
    )
  } else {
    content = children(query.data, titleId)
  }
  return (
    <article
      className={cx('ally-SourcingPage', className)}
      aria-labelledby={titleId}
      aria-busy={query.isPending || undefined}
    >
      {content}
    </article>
  )
}
