import type { ApprovedQuoteResponse, listApprovedQuoteResponses } from '@ally/sdk'
import { useEffect } from 'react'
import { pagedItems } from '../../../queries/endpoint'
import { useApprovedQuoteResponseList } from '../../../queries/sourcing'

/** The list's largest page: the fewest requests to reach an older award. */
export const AWARD_SEARCH_PAGE_SIZE = 100

export interface AwardLookup {
  award: ApprovedQuoteResponse | undefined
  /** Still reading pages (the award is not among those read so far). */
  isPending: boolean
  /** Every page was read and no award has this id (another business's, or none). */
  isMissing: boolean
  error: Error | null
  refetch: () => unknown
}

/**
 * One approved response by id. The list endpoint cannot filter by id (only by text, vendor, deal
 * reference and "still waiting for a PO"), so this reads its pages, newest first, until the award
 * turns up; a fresh award, the usual case, is on the first page. `''` reads nothing.
 */
export function useAward(approvedId: string): AwardLookup {
  const list = useApprovedQuoteResponseList(
    { limit: AWARD_SEARCH_PAGE_SIZE },
    { enabled: approvedId !== '' },
  )
  const award = pagedItems<typeof listApprovedQuoteResponses>(list.data).find(
    (row) => row.id === approvedId,
  )
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list
  const more = !award && hasNextPage && !isError
  useEffect(() => {
    if (more && !isFetchingNextPage) void fetchNextPage()
  }, [more, isFetchingNextPage, fetchNextPage])
  return {
    award,
    isPending: !award && !isError && (list.isPending || more),
    isMissing: !award && list.isSuccess && !hasNextPage,
    error: award ? null : list.error,
    refetch: list.refetch,
  }
}
