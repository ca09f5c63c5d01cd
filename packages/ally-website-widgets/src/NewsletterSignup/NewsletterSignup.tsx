import { type FormEvent, useId, useRef, useState } from 'react'
import { type ApiSource, cx, type FormWidgetOptions, useWebsiteApi } from '../internal/apiSource'
import { Field } from '../internal/Field'
import { Outcome } from '../internal/Outcome'
import { useSubmission } from '../internal/useSubmission'
import { emailProblem, focusFirstInvalid, problems } from '../internal/validate'
import type { FieldErrors } from '../website-api'

export type NewsletterSignupProps = ApiSource &
  FormWidgetOptions & {
    /** Sent with the sign-up so the operator knows where it came from (`landing`, `blog`, …). */
    source?: string
    /** Ask for a name too (optional for the visitor). @default false */
    withName?: boolean
  }

/** Said under the form after a sign-up: the server e-mails a link that confirms it. */
export const CHECK_INBOX = 'Check your inbox to confirm.'

/**
 * A newsletter sign-up: an e-mail field (and, with `withName`, a name) and a Subscribe button.
 * Says 'Subscribed' or 'error' (the product's fixed texts), shows the server's field errors at
 * the field, and after a sign-up clears the form and asks the visitor to confirm by e-mail.
 *
 * @example
 * const site = createWebsiteApi({ baseUrl: 'https://api.example.com', accessKey: 'pk_live_…' })
 * <NewsletterSignup api={site} source="blog" />
 */
export function NewsletterSignup(props: NewsletterSignupProps) {
  const { source, withName = false, onResult, showMessage = !onResult, className } = props
  const api = useWebsiteApi(props)
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const { pending, result, submit } = useSubmission(onResult)

  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value)
    if (errors[field]) setErrors({ ...errors, [field]: undefined })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const found = problems({ email: emailProblem(email) })
    setErrors(found)
    if (Object.keys(found).length) {
      focusFirstInvalid(form.current, found)
      return
    }
    const outcome = await submit(() => api.subscribe({ email, name, source }))
    if (!outcome) return
    if (outcome.ok) {
      setEmail('')
      setName('')
    } else {
      setErrors(outcome.fieldErrors)
      focusFirstInvalid(form.current, outcome.fieldErrors)
    }
  }

  return (
    <form
      ref={form}
      className={cx('ally-w-Form', 'ally-w-NewsletterSignup', className)}
      noValidate
      aria-busy={pending || undefined}
      onSubmit={onSubmit}
    >
      <div className="ally-w-NewsletterSignup-fields">
        {withName && (
          <Field
            id={`${id}-name`}
            name="name"
            label="Name"
            optional
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={edit('name', setName)}
            error={errors.name}
          />
        )}
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          label="Email address"
          autoComplete="email"
          value={email}
          onChange={edit('email', setEmail)}
          error={errors.email}
        />
        <button
          type="submit"
          className="ally-w-Button"
          aria-disabled={pending || undefined}
          data-pending={pending ? '' : undefined}
        >
          {pending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <Outcome result={result} show={showMessage} extra={CHECK_INBOX} />
    </form>
  )
}
