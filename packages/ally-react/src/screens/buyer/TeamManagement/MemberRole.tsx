import type { Role, TeamMember } from '@ally/sdk'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { useChangeTeamRole } from '../../../queries/team'
import { Select } from '../../../ui/Select'
import { toast } from '../../../ui/Toaster'
import { assignableRoles, mayTouch, memberName, ROLE_LABEL } from './teamRoles'
import type { TeamViewer } from './useTeamManagement'

export interface MemberRoleProps {
  member: TeamMember
  me: TeamViewer
  mayManage: boolean
}

/**
 * A member's role: words for those who may not change it (and on one's own row), else a select
 * that changes it at once. The owner option is offered to owners only.
 */
export function MemberRole({ member, me, mayManage }: MemberRoleProps) {
  if (!mayManage || !mayTouch(member, me)) {
    return <span className="ally-TeamManagement-roleText">{ROLE_LABEL[member.role]}</span>
  }
  return <RoleSelect member={member} myRole={me?.role ?? null} />
}

function RoleSelect({ member, myRole }: { member: TeamMember; myRole: Role | null }) {
  const change = useChangeTeamRole({
    onSuccess: ({ message }) => toast.success(message),
    onError: showError,
  })
  const options = assignableRoles(myRole).map((role) => ({ id: role, label: ROLE_LABEL[role] }))
  // The chosen role shows while it is saved; the list read again afterwards confirms it.
  const shown = change.isPending ? (change.variables?.body.role ?? member.role) : member.role
  return (
    <Select
      className="ally-TeamManagement-roleSelect"
      label={<VisuallyHidden elementType="span">Role of {memberName(member)}</VisuallyHidden>}
      options={options}
      selectedKey={shown}
      isDisabled={change.isPending}
      onSelectionChange={(key) => {
        const role = options.find((option) => option.id === key)?.id
        if (role && role !== member.role) {
          change.mutate({ params: { id: member.id }, body: { role } })
        }
      }}
    />
  )
}
