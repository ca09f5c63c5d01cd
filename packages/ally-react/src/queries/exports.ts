import { type BusinessExport, getBusinessExport, startBusinessExport } from '@ally/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { type AllyMutationOptions, allyQueryKey, useAllyMutation, useAllyQuery } from './endpoint'

// Downloading everything (docs/product-rules.md, "Leaving").

/** How often a building export's progress is read. */
const PROGRESS_EVERY_MS = 1000

const building = (data: unknown) =>
  (data as { data?: BusinessExport | null } | undefined)?.data?.status === 'building'

/** The business's latest export; read every second while it is being built. */
export const useBusinessExport = () =>
  useAllyQuery(
    getBusinessExport,
    {},
    { refetchInterval: (query) => (building(query.state.data) ? PROGRESS_EVERY_MS : false) },
  )

/** Starts an export; the latest export becomes it at once, and its progress is polled. */
export function useStartBusinessExport(options?: AllyMutationOptions<typeof startBusinessExport>) {
  const queries = useQueryClient()
  return useAllyMutation(
    startBusinessExport,
    { onSuccess: (result) => queries.setQueryData(allyQueryKey(getBusinessExport, {}), result) },
    options,
  )
}
