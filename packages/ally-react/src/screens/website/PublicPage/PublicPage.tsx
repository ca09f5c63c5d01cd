import { ROUTES } from '@ally/sdk'
import type { ReactNode } from 'react'
import { AllyLink } from '../../../provider/AllyLink'
import './PublicPage.css'

export interface PublicPageProps {
  /** The page's `<h1>`. */
  title: string
  /** A line under the title. */
  intro?: ReactNode
  children: ReactNode
  /** `text` (default) keeps lines readable; `wide` gives a page of sections and cards room. */
  width?: 'text' | 'wide'
  className?: string
}

const LINKS = [
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.faqs, label: 'FAQs' },
  { to: ROUTES.cookiePolicy, label: 'Cookie policy' },
]

/**
 * The frame of the public website's pages (landing, about, FAQs, cookie policy, newsletter links): the Ally name, the site's
 * links and the way in (log in, sign up), the page, and a footer. Light on purpose: it loads none
 * of the dashboard's code.
 */
export function PublicPage({ title, intro, children, width = 'text', className }: PublicPageProps) {
  return (
    <div className={['ally-PublicPage', className].filter(Boolean).join(' ')}>
      <header className="ally-PublicPage-header">
        <AllyLink to={ROUTES.landing} className="ally-PublicPage-brand">
          Ally
        </AllyLink>
        <nav aria-label="Website" className="ally-PublicPage-nav">
          {LINKS.map((link) => (
            <AllyLink key={link.to} to={link.to}>
              {link.label}
            </AllyLink>
          ))}
          <AllyLink to={ROUTES.login}>Log in</AllyLink>
          <AllyLink to={ROUTES.register} className="ally-PublicPage-cta">
            Sign up
          </AllyLink>
        </nav>
      </header>
      <main className="ally-PublicPage-main" data-width={width}>
        <h1>{title}</h1>
        {intro && <p className="ally-PublicPage-intro">{intro}</p>}
        {children}
      </main>
      <footer className="ally-PublicPage-footer">
        <p>Ally: procurement for business buyers, and an easy way in for their vendors.</p>
      </footer>
    </div>
  )
}
