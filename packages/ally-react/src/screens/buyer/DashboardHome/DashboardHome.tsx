import { isProfileComplete, ROUTES } from '@ally/sdk'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllySession } from '../../../session/useAllySession'
import './DashboardHome.css'

export interface DashboardHomeProps {
  className?: string
}

/** The dashboard's first page: a greeting and the next steps that are still open. */
export function DashboardHome({ className }: DashboardHomeProps) {
  const user = useAllySession()?.user
  const steps = [
    {
      label: 'Complete your business profile',
      to: ROUTES.onboarding,
      done: isProfileComplete(user),
    },
    { label: 'Add your vendors', to: ROUTES.addVendor, done: false },
    { label: 'Send your first request for quotation', to: ROUTES.createRfq, done: false },
  ]
  return (
    <section
      className={['ally-DashboardHome', className].filter(Boolean).join(' ')}
      aria-labelledby="ally-home-title"
    >
      <h1 id="ally-home-title">Welcome{user?.firstName ? `, ${user.firstName}` : ''}</h1>
      <p>
        {user?.businessName ? `${user.businessName} on Ally.` : 'Your procurement, in one place.'}
      </p>
      <h2>Get started</h2>
      <ol className="ally-DashboardHome-steps">
        {steps.map((step) => (
          <li key={step.to} data-done={step.done || undefined}>
            {step.done ? (
              <span>
                {step.label} <span className="ally-DashboardHome-done">Done</span>
              </span>
            ) : (
              <AllyLink to={step.to}>{step.label}</AllyLink>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
