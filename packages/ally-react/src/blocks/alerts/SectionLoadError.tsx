import { getErrorMessage } from '@ally/sdk'
import { Button } from 'react-aria-components/Button'
import '../detail-page/SourcingButton.css'
import './SectionLoadError.css'

export interface SectionLoadErrorProps {
  /** What failed, as it ends "Could not load …": "the award", "this round's RFQs". */
  what: string
  error: unknown
  /** Reads again (the query's `refetch`). */
  onRetry: () => unknown
}

/**
 * In place of one part of a loaded page that failed (an order's award, an answer's revisions):
 * what could not load, the server's words, and Retry; the rest of the page stays. When the page's
 * own record fails, DetailLoadError.
 *
 * @example
 * if (approved.isError) body = <SectionLoadError what="the award" error={approved.error} onRetry={approved.refetch} />
 */
export function SectionLoadError({ what, error, onRetry }: SectionLoadErrorProps) {
  return (
    <div className="ally-SectionLoadError" role="alert">
      <p>
        Could not load {what}. {getErrorMessage(error)}
      </p>
      <Button className="ally-SourcingButton" onPress={() => void onRetry()}>
        Retry
      </Button>
    </div>
  )
}
