import { getErrorMessage, ROUTES, type TeamInvitation } from '@ally/sdk'
import { Form } from 'react-aria-components/Form'
import { showError } from '../../../blocks/alerts/useErrorToast'
import { AuthLayout } from '../../../blocks/auth-layout/AuthLayout'
import { NewPasswordInput } from '../../../blocks/auth-layout/NewPasswordInput'
import { RepeatPasswordInput } from '../../../blocks/auth-layout/RepeatPasswordInput'
import { SubmitButton } from '../../../blocks/auth-layout/SubmitButton'
import { useTypedFields } from '../../../blocks/auth-layout/useTypedFields'
import { readForm } from '../../../blocks/forms/formData'
import { fieldErrorsOf, useServerFieldErrors } from '../../../blocks/forms/useServerFieldErrors'
import { AllyLink } from '../../../provider/AllyLink'
import { useAllyClient, useAllyNavigation } from '../../../provider/AllyProvider'
import { useJoinTeam, useTeamInvitation } from '../../../queries/team'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'

export interface JoinTeamProps {
  /** The token of the e-mailed invitation (`/join-team?token=…`). */
  token: string | null
  className?: string
}

/**
 * Accept an invitation to a business's team (`/join-team?token=…`): see who invited you and as
 * what, set a password, and arrive signed in on the dashboard. A used, revoked or expired link
 * says so in the server's words.
 */
export function JoinTeam({ token, className }: JoinTeamProps) {
  if (!token) {
    return (
      <AuthLayout
        className={className}
        title="This link is incomplete"
        subtitle="Open the link from the invitation e-mail again, or ask whoever invited you to send it again."
        footer={<AllyLink to={ROUTES.login}>Log in</AllyLink>}
      >
        {null}
      </AuthLayout>
    )
  }
  return <JoinInvitation token={token} className={className} />
}

function JoinInvitation({ token, className }: { token: string; className?: string }) {
  const invitation = useTeamInvitation(token)
  if (invitation.isPending) {
    return (
      <AuthLayout className={className} title="Opening your invitation">
        <Spinner size="large" aria-label="Loading the invitation" />
      </AuthLayout>
    )
  }
  if (invitation.isError) {
    return (
      <AuthLayout
        className={className}
        title="This invitation cannot be used"
        subtitle={getErrorMessage(invitation.error)}
        footer={<AllyLink to={ROUTES.login}>Log in</AllyLink>}
      >
        {null}
      </AuthLayout>
    )
  }
  return <JoinForm token={token} invitation={invitation.data.data} className={className} />
}

function JoinForm({
  token,
  invitation,
  className,
}: {
  token: string
  invitation: TeamInvitation
  className?: string
}) {
  const client = useAllyClient()
  const navigation = useAllyNavigation()
  const fieldErrors = useServerFieldErrors()
  const { typed, track } = useTypedFields<'password'>(fieldErrors.clear)
  const password = typed.password ?? ''
  const join = useJoinTeam({
    onSuccess: ({ message, data }) => {
      client.session.save(data)
      toast.success(message)
      navigation.navigate(ROUTES.dashboard, { replace: true })
    },
    onError: (error) => {
      // A weak password is shown at its field; anything else (the link used meanwhile) toasted.
      fieldErrors.show(error)
      if (!fieldErrorsOf(error).password) showError(error)
    },
  })
  const { businessName, invitedBy, role, email, firstName, lastName } = invitation
  return (
    <AuthLayout
      className={className}
      title={`Join ${businessName} on Ally`}
      subtitle={`${invitedBy} invited you as ${role === 'admin' ? 'an' : 'a'} ${role}.`}
      footer={
        <>
          Already have a password? <AllyLink to={ROUTES.login}>Log in</AllyLink>
        </>
      }
    >
      <Form
        className="ally-AuthForm"
        validationBehavior="native"
        validationErrors={fieldErrors.validationErrors}
        onSubmit={(event) =>
          join.mutate({ body: { token, password: readForm(event).password ?? '' } })
        }
      >
        {/* Shown, not changed: the invitation is for this address. */}
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          isDisabled
        />
        <NewPasswordInput
          password={password}
          onChange={track('password')}
          context={{ email, names: [firstName, lastName], businessName }}
        />
        <RepeatPasswordInput
          label="Repeat the password"
          password={password}
          onChange={fieldErrors.clear}
        />
        <SubmitButton pending={join.isPending}>Join the team</SubmitButton>
      </Form>
    </AuthLayout>
  )
}
