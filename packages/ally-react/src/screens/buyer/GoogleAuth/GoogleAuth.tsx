import { ROUTES } from '@ally/sdk'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { AllyLink } from '../../../provider/AllyLink'

export interface GoogleAuthProps {
  className?: string
}

/**
 * Where Google sends the user back after consent. Connecting Gmail or Google Workspace arrives
 * with the channels work; until then the page says so instead of failing silently.
 */
export function GoogleAuth({ className }: GoogleAuthProps) {
  return (
    <AuthLayout
      className={className}
      title="Google is not connected yet"
      subtitle="Signing in and importing contacts with Google is not configured on this server yet."
      footer={<AllyLink to={ROUTES.dashboard}>Back to the dashboard</AllyLink>}
    >
      {null}
    </AuthLayout>
  )
}
