import type { StatusDisplay, TeamMember } from '@ally/sdk'
import type { DataTableColumn } from '../../../ui/DataTable'
import { formatAgo, formatDate } from '../../../ui/format'
import { StatusBadge } from '../../../ui/StatusBadge'
import { MemberActions } from './MemberActions'
import { MemberRole } from './MemberRole'
import { memberName } from './teamRoles'
import type { TeamViewer } from './useTeamManagement'

const STATUS: Record<TeamMember['status'], StatusDisplay> = {
  invited: { label: 'Invited', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
}

/**
 * When a member last used Ally, near moments as people say them ("5 minutes ago"), older ones as
 * a date; for an invitation, when its link stops working instead.
 *
 * @example
 * lastActive({ status: 'active', lastActiveAt: null, … }) // 'Never'
 */
export function lastActive(
  member: Pick<TeamMember, 'status' | 'lastActiveAt' | 'inviteExpiresAt'>,
  now: number = Date.now(),
): string {
  if (member.status === 'invited') {
    const expires = member.inviteExpiresAt
    if (!expires) return 'Invitation sent'
    return Date.parse(expires) <= now
      ? 'Invitation expired'
      : `Invitation expires ${formatDate(expires)}`
  }
  return member.lastActiveAt ? formatAgo(member.lastActiveAt, now) : 'Never'
}

const isMe = (member: TeamMember, me: TeamViewer) =>
  member.status === 'active' && member.id === me?.id

/**
 * The team table's columns; the actions column only for those who may manage the team.
 * `onRemoved` is told when a row's member is gone, to move focus off the vanished row.
 */
export function memberColumns(
  me: TeamViewer,
  mayManage: boolean,
  onRemoved: (id: string) => void,
): DataTableColumn<TeamMember>[] {
  const columns: DataTableColumn<TeamMember>[] = [
    {
      id: 'name',
      name: 'Name',
      isRowHeader: true,
      cell: (member) => (
        <span className="ally-TeamManagement-name">
          {memberName(member)}
          {isMe(member, me) && <span className="ally-TeamManagement-you">You</span>}
        </span>
      ),
    },
    { id: 'email', name: 'E-mail', cell: (member) => member.email },
    {
      id: 'role',
      name: 'Role',
      cell: (member) => <MemberRole member={member} me={me} mayManage={mayManage} />,
    },
    {
      id: 'status',
      name: 'Status',
      cell: (member) => <StatusBadge status={member.status} display={STATUS[member.status]} />,
    },
    { id: 'lastActive', name: 'Last active', cell: (member) => lastActive(member) },
  ]
  if (!mayManage) return columns
  return [
    ...columns,
    {
      id: 'actions',
      name: 'Actions',
      cell: (member) => (
        <MemberActions member={member} me={me} mayManage={mayManage} onRemoved={onRemoved} />
      ),
    },
  ]
}
