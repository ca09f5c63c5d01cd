import type { ReactNode } from 'react'
import { AllyLink } from '../../provider/AllyLink'
import './SourcingButton.css'

/**
 * A link that looks like the sourcing pages' button: a record's next step ("Compare answers",
 * "View order"). `primary` marks the one main action of its group.
 */
export function ActionLink({
  to,
  primary,
  children,
}: {
  to: string
  primary?: boolean
  children: ReactNode
}) {
  return (
    <AllyLink
      to={to}
      className="ally-SourcingButton"
      data-variant={primary ? 'primary' : undefined}
    >
      {children}
    </AllyLink>
  )
}
