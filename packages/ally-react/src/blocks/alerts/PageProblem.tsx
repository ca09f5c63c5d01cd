import type { ReactNode } from 'react'

export interface PageProblemProps {
  /** The page's title id: the problem's heading takes the page's place as its title. */
  titleId: string
  title: string
  /** The screen's own panel class (`ally-SourcingPanel`, `ally-RfqCreate-section`…). */
  className: string
  /** What happened and the way on (a link or a Retry button). */
  children: ReactNode
}

/**
 * What a create screen shows instead of its form when it cannot be used (a draft sent already,
 * an award ordered already): a heading for the page and the way on, announced as an alert.
 *
 * @example
 * <PageProblem titleId={titleId} title="PO-7 was sent already" className="ally-SourcingPanel">
 *   <AllyLink to={routeTo.purchaseOrder(id)}>Open PO-7</AllyLink>
 * </PageProblem>
 */
export function PageProblem({ titleId, title, className, children }: PageProblemProps) {
  return (
    <div className={className} role="alert">
      <h1 id={titleId}>{title}</h1>
      {children}
    </div>
  )
}
