import type { User } from '@ally/sdk'
import { useId, useState } from 'react'
import { Form } from 'react-aria-components/Form'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { NewPasswordFields } from '../../../blocks/auth-layout/NewPasswordFields'
import { fieldErrorsOf, useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { useChangePassword } from '../../../queries/accountSecurity'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { SaveButton } from './SaveButton'

/** A new password, proven with the current one; every other session is logged out. */
export function PasswordForm({ user }: { user: User }) {
  const headingId = useId()
  const errors = useServerFieldErrors()
  // A new key empties the fields after a change, so no password stays on screen.
  const [generation, setGeneration] = useState(0)
  const change = useChangePassword({
    onSuccess: ({ message }) => {
      toast.success(message)
      setGeneration((n) => n + 1)
    },
    onError: (error) => {
      errors.show(error)
      if (!Object.keys(fieldErrorsOf(error)).length) showError(error)
    },
  })
  return (
    <Form
      key={generation}
      className="ally-Settings-card"
      validationBehavior="native"
      validationErrors={errors.validationErrors}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault()
        const values = new FormData(event.currentTarget)
        change.mutate({
          body: {
            currentPassword: String(values.get('currentPassword') ?? ''),
            password: String(values.get('password') ?? ''),
          },
        })
      }}
    >
      <h2 id={headingId}>Password</h2>
      <p className="ally-Settings-note">Changing it logs you out everywhere but here.</p>
      <TextInput
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        onChange={errors.clear}
        required
      />
      <NewPasswordFields
        label="New password"
        // Rated against what the server weighs too: the address, the names, the business.
        context={{
          email: user.email,
          names: [user.firstName, user.lastName],
          businessName: user.businessName,
        }}
        onChange={errors.clear}
      />
      <SaveButton pending={change.isPending}>Change password</SaveButton>
    </Form>
  )
}
