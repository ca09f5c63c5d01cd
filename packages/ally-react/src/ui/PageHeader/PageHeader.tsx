import { type ReactNode, useId } from 'react'
import { RouterProvider } from 'react-aria-components'
import { Breadcrumb, Breadcrumbs } from 'react-aria-components/Breadcrumbs'
import { Link } from 'react-aria-components/Link'
import { useAllyNavigation } from '../../provider/AllyProvider'
import { useDocumentTitle } from '../documentTitle'
import { cx } from '../internal/cx'
import './PageHeader.css'

/** One step of the trail; the last one is the current page and is not a link. */
export interface PageHeaderCrumb {
  label: string
  /** Where the crumb leads; moves through the provider's navigation. */
  href?: string
}

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode
  /**
   * The browser tab's name for this page (`page · Ally`); the title when it is a string. `null`
   * leaves the tab title to the app.
   */
  documentTitle?: string | null
  /** A small line above the title, e.g. the product or the section. */
  eyebrow?: ReactNode
  /** The trail to this page, shown above the title. */
  breadcrumbs?: readonly PageHeaderCrumb[]
  /** A line or two under the title: a count, an e-mail, an introduction. */
  description?: ReactNode
  /** Buttons and links on the right (below the title on a phone). */
  actions?: ReactNode
  /** The `id` of the `<h1>`, to label the page's `<main>` or `<section>` with it. */
  titleId?: string
  className?: string
}

/**
 * The top of a screen: breadcrumbs, the `<h1>`, a description and the page's actions — and the
 * browser tab's title, so a screen names its own tab.
 *
 * @example
 * <PageHeader
 *   title="Vendors"
 *   documentTitle="Vendor list"
 *   breadcrumbs={[{ label: 'Dashboard', href: '/dashboard' }, { label: 'Vendors' }]}
 *   actions={<AllyLink to="/dashboard/vendors/add">Invite vendors</AllyLink>}
 * />
 */
export function PageHeader({
  title,
  documentTitle,
  eyebrow,
  breadcrumbs,
  description,
  actions,
  titleId,
  className,
}: PageHeaderProps) {
  const ownId = useId()
  useDocumentTitle(
    documentTitle !== undefined ? documentTitle : typeof title === 'string' ? title : null,
  )
  return (
    <header className={cx('ally-PageHeader', className)}>
      <div className="ally-PageHeader-text">
        {breadcrumbs && breadcrumbs.length > 0 && <Trail crumbs={breadcrumbs} />}
        {eyebrow && <p className="ally-PageHeader-eyebrow">{eyebrow}</p>}
        <h1 id={titleId ?? ownId} className="ally-PageHeader-title">
          {title}
        </h1>
        {description && <div className="ally-PageHeader-description">{description}</div>}
      </div>
      {actions && <div className="ally-PageHeader-actions">{actions}</div>}
    </header>
  )
}

function Trail({ crumbs }: { crumbs: readonly PageHeaderCrumb[] }) {
  const navigation = useAllyNavigation()
  return (
    <RouterProvider navigate={(to) => navigation.navigate(to)}>
      <nav aria-label="Breadcrumbs">
        <Breadcrumbs className="ally-PageHeader-breadcrumbs">
          {crumbs.map((crumb) => (
            <Breadcrumb
              key={`${crumb.href ?? ''}|${crumb.label}`}
              className="ally-PageHeader-crumb"
            >
              <Link className="ally-PageHeader-crumbLink" href={crumb.href}>
                {crumb.label}
              </Link>
            </Breadcrumb>
          ))}
        </Breadcrumbs>
      </nav>
    </RouterProvider>
  )
}
