import type { AccountKind } from '@ally/sdk'
import { Form } from 'react-aria-components'
import { accountRealms } from '../../../blocks/account/accountRealm'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { readForm } from '../../../blocks/forms/formData'
import { AllyLink } from '../../../provider/AllyLink'
import { useForgotPassword } from '../../../queries/accounts'
import { useVendorForgotPassword } from '../../../queries/vendorAccount'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'

export interface ForgotPasswordProps {
  /** `vendor` (`/forgot-password?for=vendor`): a vendor account's password. */
  account?: AccountKind
  className?: string
}

/** Ask for a password reset link by e-mail; the server's message is shown. */
export function ForgotPassword({ account = 'buyer', className }: ForgotPasswordProps) {
  const callbacks = {
    onSuccess: ({ message }: { message: string }) => void toast.success(message),
    onError: showError,
  }
  const buyerForgot = useForgotPassword(callbacks)
  const vendorForgot = useVendorForgotPassword(callbacks)
  const forgot = account === 'vendor' ? vendorForgot : buyerForgot

  return (
    <AuthLayout
      className={className}
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to set a new one."
      footer={<AllyLink to={accountRealms[account].loginTo}>Back to log in</AllyLink>}
    >
      {forgot.isSuccess ? (
        <p role="status" className="ally-AuthLayout-subtitle">
          {forgot.data.message} The link works once, for 1 hour.
        </p>
      ) : null}
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        onSubmit={(event) => forgot.mutate({ body: { email: readForm(event).email ?? '' } })}
      >
        <TextInput label="E-mail" name="email" type="email" autoComplete="email" required />
        <SubmitButton pending={forgot.isPending}>Send reset link</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
