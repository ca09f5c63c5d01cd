import type { TeamMember } from '@ally/sdk'
import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { ConfirmDialog } from '../../../blocks/confirm-dialog/ConfirmDialog'
import { useRemoveTeamMember, useResendTeamInvite } from '../../../queries/team'
import { toast } from '../../../ui/Toaster'
import { mayTouch, memberName } from './teamRoles'
import type { TeamViewer } from './useTeamManagement'
import '../../../blocks/detail-page/SourcingButton.css'

export interface MemberActionsProps {
  member: TeamMember
  me: TeamViewer
  mayManage: boolean
  /** Called with the id of a member removed, to put focus somewhere once their row is gone. */
  onRemoved: (id: string) => void
}

/**
 * A row's buttons: an invitation is sent again or revoked; a member is removed after asking.
 * Nothing on one's own row, an owner's row for a non-owner, or for those without the permission.
 */
export function MemberActions({ member, me, mayManage, onRemoved }: MemberActionsProps) {
  if (!mayManage || !mayTouch(member, me)) return null
  return member.status === 'invited' ? (
    <InvitationActions member={member} onRemoved={onRemoved} />
  ) : (
    <RemoveMember member={member} onRemoved={onRemoved} />
  )
}

/** Who a row's button acts on, for screen readers: each row has the same visible words. */
const Whom = ({ member }: { member: TeamMember }) => (
  <VisuallyHidden elementType="span"> {memberName(member)}</VisuallyHidden>
)

function InvitationActions({
  member,
  onRemoved,
}: {
  member: TeamMember
  onRemoved: (id: string) => void
}) {
  const resend = useResendTeamInvite({
    onSuccess: ({ message }) => toast.success(message),
    onError: showError,
  })
  const revoke = useRemoveTeamMember({
    onSuccess: ({ message }) => {
      toast.success(message)
      onRemoved(member.id)
    },
    onError: showError,
  })
  const params = { params: { id: member.id } }
  return (
    <div className="ally-TeamManagement-actions">
      <Button
        className="ally-SourcingButton"
        isPending={resend.isPending}
        isDisabled={revoke.isPending}
        onPress={() => resend.mutate(params)}
      >
        Resend invitation
        <Whom member={member} />
      </Button>
      <Button
        className="ally-SourcingButton"
        data-variant="danger"
        isPending={revoke.isPending}
        isDisabled={resend.isPending}
        onPress={() => revoke.mutate(params)}
      >
        Revoke
        <Whom member={member} />
      </Button>
    </div>
  )
}

function RemoveMember({
  member,
  onRemoved,
}: {
  member: TeamMember
  onRemoved: (id: string) => void
}) {
  const [asking, setAsking] = useState(false)
  const remove = useRemoveTeamMember({
    onSuccess: ({ message }) => {
      toast.success(message)
      setAsking(false)
      onRemoved(member.id)
    },
    onError: (error) => {
      // The refusal (the last owner, say) is toasted and the question closes: asking again
      // would only be refused again.
      showError(error)
      setAsking(false)
    },
  })
  const name = memberName(member)
  return (
    <div className="ally-TeamManagement-actions">
      <Button className="ally-SourcingButton" data-variant="danger" onPress={() => setAsking(true)}>
        Remove
        <Whom member={member} />
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate({ params: { id: member.id } })}
        isPending={remove.isPending}
        title={`Remove ${name}?`}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        tone="danger"
      >
        <p>Their sessions end at once; what they made stays.</p>
      </ConfirmDialog>
    </div>
  )
}
