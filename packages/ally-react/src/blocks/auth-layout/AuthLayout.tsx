import type { ReactNode } from 'react'
import '../../ui/theme.css'
import '../../ui/brand.css'
import './AuthLayout.css'

export interface AuthLayoutProps {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
  className?: string
}

/** The frame of every account screen: brand, heading, the form, and a footer line of links. */
export function AuthLayout({ title, subtitle, children, footer, className }: AuthLayoutProps) {
  return (
    <main className={['ally-AuthLayout', className].filter(Boolean).join(' ')}>
      <section className="ally-AuthLayout-card" aria-labelledby="ally-auth-title">
        <p className="ally-Brand ally-AuthLayout-brand">Ally</p>
        <h1 id="ally-auth-title" className="ally-AuthLayout-title">
          {title}
        </h1>
        {subtitle ? <p className="ally-AuthLayout-subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <footer className="ally-AuthLayout-footer">{footer}</footer> : null}
      </section>
    </main>
  )
}
