import { type listTeam, roleOf } from '@ally/sdk'
import { useMemo } from 'react'
import { pagedItems } from '../../../queries/endpoint'
import { useTeam } from '../../../queries/team'
import { useAllySession } from '../../../session/useAllySession'
import { useCan } from '../../../session/useCan'

/** How many members a page of the list holds; most teams fit on one. */
export const TEAM_PAGE_SIZE = 50

/**
 * What the team screen shows: the members loaded so far, who is looking (to mark "You" and keep
 * them off their own row's actions), and whether they may manage the team at all.
 */
export function useTeamManagement() {
  const team = useTeam({ limit: TEAM_PAGE_SIZE })
  const rows = useMemo(() => pagedItems<typeof listTeam>(team.data), [team.data])
  const user = useAllySession()?.user
  const userId = user?.id
  const role = roleOf(user?.role)
  // A new object only when the user changes, so the table's columns stay memoised.
  const me = useMemo(() => (userId ? { id: userId, role } : null), [userId, role])
  const mayManage = useCan('team')
  return { team, rows, me, mayManage }
}

export type TeamViewer = ReturnType<typeof useTeamManagement>['me']
