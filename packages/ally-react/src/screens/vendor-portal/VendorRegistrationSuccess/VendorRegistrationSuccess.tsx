import { ROUTES } from '@ally/sdk'
import { useId } from 'react'
import { SignedOutPrompt } from '../../../blocks/account/SignedOutPrompt'
import { useVendorSession } from '../../../session/useVendorSession'
import { VendorHome } from '../VendorHome'
import './VendorRegistrationSuccess.css'

export interface VendorRegistrationSuccessProps {
  className?: string
}

/**
 * The signed-in vendor's home (`/vendor/registration-success`): a short welcome, then the RFQs
 * and purchase orders buyers sent it (`VendorHome`, with "Edit company profile" and "Logout").
 * Without a vendor session, a way to sign up.
 */
export function VendorRegistrationSuccess({ className }: VendorRegistrationSuccessProps) {
  const session = useVendorSession()
  const welcomeId = useId()

  if (!session) {
    return (
      <SignedOutPrompt
        className={className}
        title="No vendor account signed in"
        subtitle="Open the invite link a buyer sent you, or create a vendor account."
        to={ROUTES.vendorRegister}
      >
        Create a vendor account
      </SignedOutPrompt>
    )
  }

  return (
    <VendorHome
      className={className}
      welcome={
        <section className="ally-VendorRegistrationSuccess-welcome" aria-labelledby={welcomeId}>
          <h2 id={welcomeId}>You're all set</h2>
          <p>
            Welcome to Ally, {session.user.companyName}. The buyers who invited you send their RFQs
            and purchase orders here.
          </p>
        </section>
      }
    />
  )
}
