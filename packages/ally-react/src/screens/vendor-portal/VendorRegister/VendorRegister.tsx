import { getErrorMessage, type VendorAuthResult } from '@ally/sdk'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { useVendorInvite } from '../../../queries/vendorAccount'
import { Spinner } from '../../../ui/Spinner'
import { VendorLoginForm, VendorSignUpForm } from './VendorAuthForms'
import '../../../blocks/portal-frame/vendorPortal.css'

export interface VendorRegisterProps {
  /** The invite token from the link (`/vendor/register?token=…`); prefills the form. */
  inviteToken?: string | null
  /** `login` opens on the log-in form (`/vendor/register?mode=login`, e.g. after a password reset). */
  initialMode?: 'register' | 'login'
  /** Called after the vendor session is saved (registration or invite login). */
  onSuccess?: (result: VendorAuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/**
 * A vendor's sign-up, usually from a buyer's invite link: the invite prefills the company and
 * e-mail. When the invited address has a vendor account already, logging in accepts the invite;
 * a returning vendor logs in from here as well.
 */
export function VendorRegister({
  inviteToken,
  initialMode = 'register',
  onSuccess,
  redirectOnSuccess = true,
  className,
}: VendorRegisterProps) {
  const invite = useVendorInvite(inviteToken)
  const found = invite.data?.data
  // A returning vendor logs in here too: the portal has no separate login route
  // (docs/product-rules.md, Routes and layout).
  const [mode, setMode] = useState<'register' | 'login'>(initialMode)
  const failure = useErrorToast()
  const formProps = { inviteToken, failure, onSuccess, redirectOnSuccess }

  if (inviteToken && invite.isPending) {
    return (
      <AuthLayout className={className} title="Join Ally as a vendor">
        <div className="ally-VendorPortal-loading">
          <Spinner aria-label="Loading your invite" />
        </div>
      </AuthLayout>
    )
  }

  const invitedBy = found ? (
    <>
      <strong>{found.businessName}</strong> invited you to Ally
    </>
  ) : null

  if (found?.registered && inviteToken) {
    return (
      <AuthLayout
        className={className}
        title="Log in to accept the invite"
        subtitle={
          <>{invitedBy}. You already have a vendor account: log in to add them to your buyers.</>
        }
      >
        <VendorLoginForm {...formProps} withInvite defaultEmail={found.email} />
      </AuthLayout>
    )
  }

  if (mode === 'login') {
    return (
      <AuthLayout
        className={className}
        title="Log in to your vendor account"
        subtitle="Your RFQs and purchase orders from every buyer, in one place."
        footer={
          <span>
            New to Ally?{' '}
            <Button className="ally-LinkButton" onPress={() => setMode('register')}>
              Create a vendor account
            </Button>
          </span>
        }
      >
        <VendorLoginForm {...formProps} withInvite={false} />
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      className={className}
      title="Create your vendor account"
      footer={
        <span>
          Already have a vendor account?{' '}
          <Button className="ally-LinkButton" onPress={() => setMode('login')}>
            Log in
          </Button>
        </span>
      }
      subtitle={
        invitedBy ? (
          <>{invitedBy}. Create your account to receive their RFQs and purchase orders.</>
        ) : (
          'Receive RFQs and purchase orders from your buyers in one place.'
        )
      }
    >
      {invite.isError ? (
        <p className="ally-VendorPortal-alert" role="alert">
          {getErrorMessage(invite.error)} You can still create an account below.
        </p>
      ) : null}
      <VendorSignUpForm {...formProps} invite={found} />
    </AuthLayout>
  )
}
