import { dashboardSummary } from '@ally/sdk'
import { useAllyQuery } from './endpoint'

/**
 * The dashboard home's summary: what needs the buyer and this month's spend. Never taken from
 * the cache unread (`staleTime: 0`): nearly every write elsewhere changes it.
 */
export const useDashboardSummary = () => useAllyQuery(dashboardSummary, {}, { staleTime: 0 })
