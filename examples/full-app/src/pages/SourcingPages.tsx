// The sourcing pages, one chunk: the rounds and their answers are visited together.
import { QuoteList, type QuoteListStatus, QuoteResponses, useUrlState } from '@ally/react'
import { QUOTE_STATUSES } from '@ally/sdk'
import { useParams } from 'wouter'

/** `/dashboard/quotes?search=…&status=…&taId=…`: the filters survive reload, back and sharing. */
export function QuoteListPage() {
  const [{ search, status, taId }, setUrlState] = useUrlState(['search', 'status', 'taId'])
  const known = QUOTE_STATUSES.find((value): value is QuoteListStatus => value === status)
  return (
    <QuoteList
      filters={{ search, status: known, taId }}
      onFiltersChange={(next) =>
        setUrlState({ search: next.search, status: next.status, taId: next.taId })
      }
    />
  )
}

/** `/dashboard/quotes/{quoteId}/responses`: a round's answers side by side, and its award. */
export function QuoteResponsesPage() {
  const { quoteId = '' } = useParams<{ quoteId: string }>()
  return <QuoteResponses quoteId={quoteId} />
}
