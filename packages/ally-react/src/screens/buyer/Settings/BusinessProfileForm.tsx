import { MESSAGES, type User } from '@ally/sdk'
import { useId } from 'react'
import { Form } from 'react-aria-components/Form'
import {
  BusinessProfileFields,
  useBusinessChoices,
  useSaveBusinessProfile,
} from '../../../blocks/account/BusinessProfileFields'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { toast } from '../../../ui/Toaster'
import { SaveButton } from './SaveButton'

/**
 * The business as vendors see it on RFQs and purchase orders: its name, country, type, address,
 * registration document and logo, which the top bar's avatar follows.
 */
export function BusinessProfileForm({ user, editable }: { user: User; editable: boolean }) {
  const headingId = useId()
  const { choices, setCountry, setBusinessType } = useBusinessChoices(user)
  const { save, pending } = useSaveBusinessProfile({
    onSuccess: () => toast.success(MESSAGES.updated),
    onError: showError,
  })
  return (
    <Form
      className="ally-Settings-card"
      validationBehavior="native"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault()
        void save(event.currentTarget, choices)
      }}
    >
      <h2 id={headingId}>Business profile</h2>
      {!editable && (
        <p className="ally-Settings-note">
          Only an owner or admin can change the business profile.
        </p>
      )}
      <BusinessProfileFields
        user={user}
        choices={choices}
        onCountry={setCountry}
        onBusinessType={setBusinessType}
        isDisabled={!editable || pending}
      />
      {editable && <SaveButton pending={pending}>Save profile</SaveButton>}
    </Form>
  )
}
