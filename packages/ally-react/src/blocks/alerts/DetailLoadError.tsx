import { getErrorMessage, isAllyApiError } from '@ally/sdk'
import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { ActionLink } from '../detail-page/ActionLink'
import '../detail-page/sourcing.css'
import '../detail-page/SourcingButton.css'

export interface DetailLoadErrorBase {
  /** The id the page's `aria-labelledby` names: the panel's heading takes it, as the page's h1. */
  titleId: string
  /** The heading when the record is not there (a 404, or missing by the screen's own reading). */
  notFoundTitle: string
  /** Why it may not be there: "This quote does not exist or belongs to another business." */
  notFoundText: ReactNode
  /** Where "back" leads when the record is not there, and the link's words ("Back to quotes"). */
  backTo: string
  backLabel: string
}

export type DetailLoadErrorProps = DetailLoadErrorBase &
  (
    | {
        /** The failed read. A 404 reads as not found; anything else, with the server's words. */
        error: unknown
        /** The heading of a failure other than a 404: "Could not load this quote". */
        failedTitle: string
        /** Reads again (the query's `refetch`), from the Retry button of a failure. */
        onRetry: () => unknown
      }
    | { error?: never; failedTitle?: never; onRetry?: never }
  )

/**
 * The whole page of a detail screen (a quote, an RFQ, an order…) when its record could not be
 * shown: not found (a 404, or without `error` when the screen found it missing itself), with the
 * way back; or failed otherwise, with the server's words and Retry. A part of a loaded page that
 * fails takes SectionLoadError instead. `data-reason` is `not-found` or `failed`.
 *
 * @example
 * if (quote.isError) return (
 *   <DetailLoadError titleId={titleId} error={quote.error} onRetry={quote.refetch}
 *     failedTitle="Could not load this quote" notFoundTitle="Quote not found"
 *     notFoundText="This quote does not exist or belongs to another business."
 *     backTo={ROUTES.quotes} backLabel="Back to quotes" />
 * )
 */
export function DetailLoadError(props: DetailLoadErrorProps) {
  const { titleId, error, onRetry } = props
  const failed = onRetry !== undefined && !(isAllyApiError(error) && error.status === 404)
  return (
    <div
      className="ally-SourcingPanel ally-DetailLoadError"
      role="alert"
      data-reason={failed ? 'failed' : 'not-found'}
    >
      <h1 id={titleId}>{failed ? props.failedTitle : props.notFoundTitle}</h1>
      <p>{failed ? getErrorMessage(error) : props.notFoundText}</p>
      {failed ? (
        <Button className="ally-SourcingButton" onPress={() => void onRetry()}>
          Retry
        </Button>
      ) : (
        <ActionLink to={props.backTo}>{props.backLabel}</ActionLink>
      )}
    </div>
  )
}
