import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { DataTable } from '../../../ui/DataTable'
import { cx } from '../../../ui/internal/cx'
import { PageHeader } from '../../../ui/PageHeader'
import { InviteMemberDialog } from './InviteMemberDialog'
import { memberColumns } from './memberColumns'
import { useTeamManagement } from './useTeamManagement'
import './TeamManagement.css'

export interface TeamManagementProps {
  className?: string
}

/**
 * The business's team (`/dashboard/team-management`): who is in it, their roles, and the
 * invitations not yet accepted. Owners and admins invite, change roles, resend or revoke
 * invitations and remove members (docs/product-rules.md, "Team and roles"); everyone else reads.
 */
export function TeamManagement({ className }: TeamManagementProps) {
  const { team, rows, me, mayManage } = useTeamManagement()
  const titleId = useId()
  const section = useRef<HTMLElement>(null)
  // A removed row takes its focused button with it once the list is read again: then the page
  // takes focus, instead of the body (where a keyboard user would start over from the top).
  const removed = useRef<string | null>(null)
  const onRemoved = useCallback((id: string) => {
    removed.current = id
  }, [])
  useEffect(() => {
    const gone = removed.current
    if (!gone || rows.some((row) => row.id === gone)) return
    removed.current = null
    if (!section.current?.contains(document.activeElement)) section.current?.focus()
  }, [rows])
  const columns = useMemo(() => memberColumns(me, mayManage, onRemoved), [me, mayManage, onRemoved])
  const total = team.data?.pages.at(-1)?.data.pagination.total

  return (
    <section
      ref={section}
      tabIndex={-1}
      className={cx('ally-TeamManagement', className)}
      aria-labelledby={titleId}
    >
      <PageHeader
        titleId={titleId}
        title="Team"
        documentTitle="Team management"
        description={
          <>
            {total !== undefined && (
              <span className="ally-TeamManagement-count">
                {total} {total === 1 ? 'person' : 'people'}
              </span>
            )}
            {!mayManage && (
              <span className="ally-TeamManagement-note">
                Only owners and admins manage the team.
              </span>
            )}
          </>
        }
        actions={mayManage && <InviteMemberDialog myRole={me?.role ?? null} />}
      />
      <DataTable
        aria-label="Team members"
        noun="team members"
        errorText="Could not load your team."
        className="ally-TeamManagement-table"
        columns={columns}
        rows={rows}
        list={team}
        empty={<p>No one is on the team yet.</p>}
      />
    </section>
  )
}
