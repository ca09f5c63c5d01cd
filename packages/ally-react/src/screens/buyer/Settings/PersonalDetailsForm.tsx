import { MESSAGES, type User } from '@ally/sdk'
import { useId } from 'react'
import { Form } from 'react-aria-components/Form'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { readForm } from '../../../blocks/forms/formData'
import { useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { useUpdateProfile } from '../../../queries/accounts'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { SaveButton } from './SaveButton'

/** The signed-in person's own name and phone, which the team list and e-mails show. */
export function PersonalDetailsForm({ user }: { user: User }) {
  const headingId = useId()
  const errors = useServerFieldErrors()
  const update = useUpdateProfile({
    onSuccess: () => toast.success(MESSAGES.updated),
    onError: (error) => {
      errors.show(error)
      showError(error)
    },
  })
  return (
    <Form
      className="ally-Settings-card"
      validationBehavior="native"
      validationErrors={errors.validationErrors}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        const values = readForm(event)
        update.mutate({
          body: {
            firstName: values.firstName ?? '',
            lastName: values.lastName ?? '',
            // Empty clears the phone.
            phone: values.phone || null,
          },
        })
      }}
    >
      <h2 id={headingId}>Personal details</h2>
      <p className="ally-Settings-note">
        You log in as <strong>{user.email}</strong>; change it under Security.
      </p>
      <div className="ally-Settings-pair">
        <TextInput
          label="First name"
          name="firstName"
          defaultValue={user.firstName}
          autoComplete="given-name"
          onChange={errors.clear}
          required
        />
        <TextInput
          label="Last name"
          name="lastName"
          defaultValue={user.lastName}
          autoComplete="family-name"
          onChange={errors.clear}
          required
        />
      </div>
      <TextInput
        label="Phone"
        name="phone"
        type="tel"
        defaultValue={user.phone ?? ''}
        autoComplete="tel"
        onChange={errors.clear}
      />
      <SaveButton pending={update.isPending}>Save details</SaveButton>
    </Form>
  )
}
