import { getPathAfterLogin, MESSAGES, type User } from '@ally/sdk'
import { Form } from 'react-aria-components'
import {
  BusinessProfileFields,
  useBusinessChoices,
  useSaveBusinessProfile,
} from '../../../blocks/account/BusinessProfileFields'
import { useErrorToast } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { useAllyNavigation } from '../../../provider/AllyProvider'
import { useAllySession } from '../../../session/useAllySession'
import { toast } from '../../../ui/Toaster'

export interface OnboardingProps {
  /** Where the owner was going before onboarding (`?next=`); the dashboard when left out. */
  next?: string | null
  /** Called with the saved profile; the dashboard follows. */
  onSuccess?: (user: User) => void
  /** Go on to the next page after success (default); turn off to navigate yourself. */
  redirectOnSuccess?: boolean
  className?: string
}

/**
 * Saving the profile: files first, then the profile (`useSaveBusinessProfile`); on success the
 * owner goes on, on failure the error is toasted.
 */
function useSaveProfile({
  next,
  onSuccess,
  redirectOnSuccess,
}: Omit<OnboardingProps, 'className'>) {
  const navigation = useAllyNavigation()
  const session = useAllySession()
  const failure = useErrorToast()
  return useSaveBusinessProfile({
    onSuccess: (user) => {
      failure.dismiss()
      toast.success(MESSAGES.updated)
      onSuccess?.(user)
      const home = getPathAfterLogin({ token: session?.token ?? '', user }, next)
      if (redirectOnSuccess) navigation.navigate(home, { replace: true })
    },
    onError: failure.show,
  })
}

/**
 * The business profile an owner completes before the dashboard
 * (docs/product-rules.md#sessions-and-redirects): business name, country, type, registration
 * document and address; a logo is optional.
 */
export function Onboarding({ redirectOnSuccess = true, className, ...props }: OnboardingProps) {
  const user = useAllySession()?.user
  const { choices, setCountry, setBusinessType } = useBusinessChoices(user)
  const { save, pending } = useSaveProfile({ ...props, redirectOnSuccess })

  return (
    <AuthLayout
      className={['ally-Onboarding', className].filter(Boolean).join(' ')}
      title="Tell us about your business"
      subtitle="Vendors see this profile on your RFQs and purchase orders."
    >
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        onSubmit={(event) => {
          event.preventDefault()
          void save(event.currentTarget, choices)
        }}
      >
        <BusinessProfileFields
          user={user}
          choices={choices}
          onCountry={setCountry}
          onBusinessType={setBusinessType}
        />
        <SubmitButton pending={pending}>Save and continue</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
