import { type AccountKind, routeTo } from '@ally/sdk'
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { accountRealms } from '../../../blocks/account/accountRealm'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { RepeatPasswordInput } from '../../../blocks/auth-layout/RepeatPasswordInput'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { readForm } from '../../../blocks/forms/formData'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useResetPassword } from '../../../queries/accounts'
import { useVendorResetPassword } from '../../../queries/vendorAccount'
import { PasswordStrength } from '../../../ui/PasswordStrength'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'

export interface ResetPasswordProps {
  /** The token of the e-mailed link (`/reset-password?token=…`). */
  token: string | null
  /** `vendor` (the link's `&for=vendor`): a vendor account's password, then the vendor log-in. */
  account?: AccountKind
  className?: string
}

/**
 * Sending the new password for the account's kind: on success the server's message is toasted and
 * its log-in follows; its verdict on a field shows at that field.
 */
function usePasswordReset(account: AccountKind) {
  const navigation = useAllyNavigation()
  const fieldErrors = useServerFieldErrors()
  const loginPath = accountRealms[account].loginTo
  const callbacks = {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message)
      navigation.navigate(loginPath, { replace: true })
    },
    onError: (error: Error) => {
      showError(error)
      // The account's e-mail and names are the server's to check here: it says so on the field.
      fieldErrors.show(error)
    },
  }
  const buyerReset = useResetPassword(callbacks)
  const vendorReset = useVendorResetPassword(callbacks)
  return { reset: account === 'vendor' ? vendorReset : buyerReset, fieldErrors }
}

/** Set a new password from the e-mailed link; then log in. */
export function ResetPassword({ token, account = 'buyer', className }: ResetPasswordProps) {
  const [password, setPassword] = useState('')
  const { reset, fieldErrors } = usePasswordReset(account)
  const newLinkPath = routeTo.forgotPassword(account)

  if (!token) {
    return (
      <AuthLayout
        className={className}
        title="This link is incomplete"
        subtitle="Open the link from the e-mail again, or ask for a new one."
        footer={<AllyLink to={newLinkPath}>Ask for a new link</AllyLink>}
      >
        {null}
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      className={className}
      title="Set a new password"
      footer={<AllyLink to={newLinkPath}>Ask for a new link</AllyLink>}
    >
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        validationErrors={fieldErrors.validationErrors}
        onSubmit={(event) =>
          reset.mutate({ body: { token, password: readForm(event).password ?? '' } })
        }
      >
        <TextInput
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(value) => {
            setPassword(value)
            fieldErrors.clear()
          }}
          description={<PasswordStrength password={password} />}
        />
        <RepeatPasswordInput
          label="Repeat the new password"
          password={password}
          onChange={fieldErrors.clear}
        />
        <SubmitButton pending={reset.isPending}>Change password</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
