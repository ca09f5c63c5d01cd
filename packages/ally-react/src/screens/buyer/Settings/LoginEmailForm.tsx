import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { useFormFailure } from '../../../blocks/forms/useServerFieldErrors'
import { useConfirmEmailChange, useRequestEmailChange } from '../../../queries/accountSecurity'
import { TextInput } from '../../../ui/TextInput'
import { toast } from '../../../ui/Toaster'
import { SaveButton } from './SaveButton'

/**
 * The address the user logs in with. A new one takes effect once the 6-digit code sent to it is
 * entered here; until then the current one still works, and the old one is told of the change.
 */
export function LoginEmailForm({ email }: { email: string }) {
  const headingId = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  return (
    <section className="ally-Settings-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Login e-mail</h2>
      <p className="ally-Settings-note">
        You log in as <strong>{email}</strong>.
      </p>
      {sentTo ? (
        <CodeStep sentTo={sentTo} onDone={() => setSentTo(null)} />
      ) : (
        <AddressStep onSent={setSentTo} />
      )}
    </section>
  )
}

function AddressStep({ onSent }: { onSent: (email: string) => void }) {
  const { errors, onError } = useFormFailure()
  const request = useRequestEmailChange({
    onSuccess: ({ message, data }) => {
      toast.success(message)
      onSent(data.email)
    },
    onError,
  })
  return (
    <Form
      className="ally-Settings-fields"
      validationBehavior="native"
      validationErrors={errors.validationErrors}
      onSubmit={(event) => {
        event.preventDefault()
        const values = new FormData(event.currentTarget)
        request.mutate({
          body: {
            email: String(values.get('email') ?? '').trim(),
            password: String(values.get('password') ?? ''),
          },
        })
      }}
    >
      <TextInput
        label="New login e-mail"
        name="email"
        type="email"
        autoComplete="email"
        onChange={errors.clear}
        required
      />
      <TextInput
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        onChange={errors.clear}
        required
      />
      <SaveButton pending={request.isPending}>Send a code</SaveButton>
    </Form>
  )
}

function CodeStep({ sentTo, onDone }: { sentTo: string; onDone: () => void }) {
  const { errors, onError } = useFormFailure()
  const confirm = useConfirmEmailChange({
    onSuccess: ({ message }) => {
      toast.success(message)
      onDone()
    },
    onError,
  })
  return (
    <Form
      className="ally-Settings-fields"
      validationBehavior="native"
      validationErrors={errors.validationErrors}
      onSubmit={(event) => {
        event.preventDefault()
        const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
        confirm.mutate({ body: { code } })
      }}
    >
      <p className="ally-Settings-current" aria-live="polite">
        Enter the 6-digit code we sent to <strong>{sentTo}</strong>. It expires in 10 minutes.
      </p>
      <TextInput
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        patternMessage="Enter the 6 digits of the code."
        onChange={errors.clear}
        required
      />
      <div className="ally-Settings-actions">
        <SaveButton pending={confirm.isPending}>Confirm the new e-mail</SaveButton>
        <Button className="ally-SourcingButton" onPress={onDone}>
          Use another address
        </Button>
      </div>
    </Form>
  )
}
