import type { ReactNode } from 'react'
import { AllyLink } from '../../provider/AllyLink'
import { AuthLayout } from '../auth-layout/AuthLayout'

export interface SignedOutPromptProps {
  title: string
  subtitle: ReactNode
  /** Where the one button goes (a sign-up or log-in page). */
  to: string
  /** The button's text. */
  children: ReactNode
  className?: string
}

/** What an account page shows without a session: why, and one button to sign up or log in. */
export function SignedOutPrompt({
  title,
  subtitle,
  to,
  children,
  className,
}: SignedOutPromptProps) {
  return (
    <AuthLayout className={className} title={title} subtitle={subtitle}>
      <AllyLink className="ally-SubmitButton" to={to}>
        {children}
      </AllyLink>
    </AuthLayout>
  )
}
