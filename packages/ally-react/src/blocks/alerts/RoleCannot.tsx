import type { Permission } from '@ally/sdk'
import { useCannotReason } from '../../session/useCan'
import { ActionLink } from '../detail-page/ActionLink'
import { PageProblem } from './PageProblem'

export interface RoleCannotProps {
  /** What the screen needs (docs/product-rules.md, "Team and roles"). */
  permission: Permission
  titleId: string
  /** Where to go instead, and what that link says. */
  back: { to: string; label: string }
  /** The screen's own panel class, as PageProblem takes it. */
  className: string
}

/**
 * What a screen for a write shows someone whose role cannot make it (a viewer opening "New RFQ"
 * from a shared link): the server's own words and the way back, instead of a form that would
 * answer 403.
 *
 * @example
 * if (!useCan('sourcing')) return <RoleCannot permission="sourcing" titleId={titleId}
 *   back={{ to: ROUTES.rfqs, label: 'Back to RFQs' }} />
 */
export function RoleCannot({ permission, titleId, back, className }: RoleCannotProps) {
  const reason = useCannotReason(permission)
  return (
    <PageProblem className={className} titleId={titleId} title="Not something your role does">
      <p>{reason} An owner or admin can change your role on the Teams page.</p>
      <ActionLink to={back.to}>{back.label}</ActionLink>
    </PageProblem>
  )
}
