import { MESSAGES, type VendorAuthResult } from '@ally/sdk'
import { Form } from 'react-aria-components'
import { AllyLink } from '../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../provider/AllyProvider'
import { useVendorChangeEmail } from '../../queries/vendorAccount'
import { useVendorSession } from '../../session/useVendorSession'
import { TextInput } from '../../ui/TextInput'
import { toast } from '../../ui/Toaster'
import { AuthLayout } from '../shared/AuthLayout'
import { readForm } from '../shared/formData'
import { SubmitButton } from '../shared/SubmitButton'
import { showError } from '../shared/useErrorToast'
import { linkBearer, vendorRouteTo } from '../shared/vendorPortal'

export interface VendorChangeEmailProps {
  /** The vendor registration token from `?token=`. */
  token: string
  onSuccess?: (result: VendorAuthResult) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/** Correct a mistyped vendor sign-up e-mail before verifying; a new code goes to the new one. */
export function VendorChangeEmail({
  token,
  onSuccess,
  redirectOnSuccess = true,
  className,
}: VendorChangeEmailProps) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const session = useVendorSession()
  const change = useVendorChangeEmail({
    token: linkBearer(session, token),
    onSuccess: ({ data, message }) => {
      client.vendorSession.save(data, { remember: client.vendorSession.isRemembered() })
      toast.success(`${MESSAGES.emailUpdated} ${message}`)
      onSuccess?.(data)
      if (redirectOnSuccess) navigation.navigate(vendorRouteTo.verifyEmail(data.token))
    },
    onError: showError,
  })

  return (
    <AuthLayout
      className={className}
      title="Change your e-mail"
      subtitle="We will send a new code to the address you enter."
      footer={<AllyLink to={vendorRouteTo.verify(token)}>Back to the code</AllyLink>}
    >
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        onSubmit={(event) => change.mutate({ body: { email: readForm(event).email ?? '' } })}
      >
        <TextInput label="New e-mail" name="email" type="email" autoComplete="email" required />
        <SubmitButton pending={change.isPending}>Update e-mail</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
