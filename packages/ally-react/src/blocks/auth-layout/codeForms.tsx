import { Button, Form } from 'react-aria-components'
import { AllyLink } from '../../provider/AllyLink'
import { TextInput } from '../../ui/TextInput'
import { readForm } from '../forms/formData'
import { SubmitButton } from './SubmitButton'

// The pieces buyer and vendor verification share; each screen supplies its own endpoints.

/** The 6-digit code field and its submit button. */
export function CodeForm({
  pending,
  onCode,
}: {
  pending: boolean
  onCode: (code: string) => void
}) {
  return (
    <Form
      className="ally-AuthForm"
      validationBehavior="native"
      onSubmit={(event) => onCode(readForm(event).code ?? '')}
    >
      <TextInput
        label="Verification code"
        name="code"
        autoComplete="one-time-code"
        required
        pattern="\d{6}"
        patternMessage="Enter the 6 digits from the e-mail."
        placeholder="123456"
      />
      <SubmitButton pending={pending}>Verify</SubmitButton>
    </Form>
  )
}

/** "Resend code" and the way to correct the e-mail, under a code screen. */
export function ResendFooter({
  onResend,
  resending,
  changeEmailTo,
  changeEmailLabel,
}: {
  onResend: () => void
  resending: boolean
  changeEmailTo: string
  changeEmailLabel: string
}) {
  return (
    <>
      <Button className="ally-LinkButton" onPress={onResend} isDisabled={resending}>
        Resend code
      </Button>
      <AllyLink to={changeEmailTo}>{changeEmailLabel}</AllyLink>
    </>
  )
}

/** The new address for a signup e-mail change. */
export function NewEmailForm({
  pending,
  onEmail,
}: {
  pending: boolean
  onEmail: (email: string) => void
}) {
  return (
    <Form
      className="ally-AuthForm"
      validationBehavior="native"
      onSubmit={(event) => onEmail(readForm(event).email ?? '')}
    >
      <TextInput label="New e-mail" name="email" type="email" autoComplete="email" required />
      <SubmitButton pending={pending}>Update e-mail</SubmitButton>
    </Form>
  )
}
