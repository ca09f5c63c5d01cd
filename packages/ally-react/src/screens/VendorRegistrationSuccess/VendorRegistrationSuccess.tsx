import { ROUTES } from '@ally/sdk'
import { Button } from 'react-aria-components'
import { AllyLink } from '../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../provider/AllyProvider'
import { useVendorSession } from '../../session/useVendorSession'
import { AuthLayout } from '../shared/AuthLayout'
import '../shared/vendorPortal.css'

export interface VendorRegistrationSuccessProps {
  className?: string
}

/** The end of a vendor's sign-up: what happens next, and a way to log out. */
export function VendorRegistrationSuccess({ className }: VendorRegistrationSuccessProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const session = useVendorSession()

  if (!session) {
    return (
      <AuthLayout
        className={className}
        title="No vendor account signed in"
        subtitle="Open the invite link a buyer sent you, or create a vendor account."
      >
        <AllyLink className="ally-SubmitButton" to={ROUTES.vendorRegister}>
          Create a vendor account
        </AllyLink>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      className={className}
      title="You're all set"
      subtitle={
        <>
          <strong>{session.user.companyName}</strong> is ready on Ally.
        </>
      }
    >
      <p className="ally-VendorPortal-text">
        The buyers who invited you will send their RFQs and purchase orders here, to your vendor
        account {session.user.email}.
      </p>
      <div className="ally-VendorPortal-actions">
        <AllyLink
          className="ally-SubmitButton ally-VendorPortal-secondary"
          to={ROUTES.vendorOnboarding}
        >
          Edit company profile
        </AllyLink>
        <Button
          className="ally-SubmitButton"
          onPress={() => {
            client.vendorSession.clear()
            navigation.navigate(ROUTES.vendorRegister, { replace: true })
          }}
        >
          Logout
        </Button>
      </div>
    </AuthLayout>
  )
}
