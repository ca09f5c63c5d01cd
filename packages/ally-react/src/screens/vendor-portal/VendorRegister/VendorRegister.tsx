import { getErrorMessage, type VendorAuthResult } from '@ally/sdk'
import { type ComponentProps, useState } from 'react'
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

type RegisterMode = 'register' | 'login'

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
  const [mode, setMode] = useState<RegisterMode>(initialMode)
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

  if (found?.registered && inviteToken) {
    return (
      <AuthLayout
        className={className}
        title="Log in to accept the invite"
        subtitle={
          <>
            <InvitedBy businessName={found.businessName} />. You already have a vendor account: log
            in to add them to your buyers.
          </>
        }
      >
        <VendorLoginForm {...formProps} withInvite defaultEmail={found.email} />
      </AuthLayout>
    )
  }

  return (
    <LogInOrSignUp
      className={className}
      mode={mode}
      onModeChange={setMode}
      invite={invite}
      formProps={formProps}
    />
  )
}

/** Who sent the invite: "<business> invited you to Ally". */
function InvitedBy({ businessName }: { businessName: string }) {
  return (
    <>
      <strong>{businessName}</strong> invited you to Ally
    </>
  )
}

interface ModeSwitchProps {
  question: string
  action: string
  onPress: () => void
}

/** The footer line that switches between the log-in and the sign-up form. */
// One component for both directions, so the button stays the same element and keeps the focus.
function ModeSwitch({ question, action, onPress }: ModeSwitchProps) {
  return (
    <span>
      {question}{' '}
      <Button className="ally-LinkButton" onPress={onPress}>
        {action}
      </Button>
    </span>
  )
}

interface LogInOrSignUpProps {
  className?: string
  mode: RegisterMode
  onModeChange: (mode: RegisterMode) => void
  invite: ReturnType<typeof useVendorInvite>
  formProps: Omit<ComponentProps<typeof VendorSignUpForm>, 'invite'>
}

/** The vendor's own log-in or sign-up form, with the line that switches to the other. */
function LogInOrSignUp({ className, mode, onModeChange, invite, formProps }: LogInOrSignUpProps) {
  const found = invite.data?.data
  if (mode === 'login') {
    return (
      <AuthLayout
        className={className}
        title="Log in to your vendor account"
        subtitle="Your RFQs and purchase orders from every buyer, in one place."
        footer={
          <ModeSwitch
            question="New to Ally?"
            action="Create a vendor account"
            onPress={() => onModeChange('register')}
          />
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
        <ModeSwitch
          question="Already have a vendor account?"
          action="Log in"
          onPress={() => onModeChange('login')}
        />
      }
      subtitle={
        found ? (
          <>
            <InvitedBy businessName={found.businessName} />. Create your account to receive their
            RFQs and purchase orders.
          </>
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
