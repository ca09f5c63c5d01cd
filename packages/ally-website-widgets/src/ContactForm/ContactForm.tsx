import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { type ApiSource, cx, type FormWidgetOptions, useWebsiteApi } from '../internal/apiSource'
import { Field } from '../internal/Field'
import { Outcome } from '../internal/Outcome'
import { useSubmission } from '../internal/useSubmission'
import { emailProblem, focusFirstInvalid, problems } from '../internal/validate'
import { CONTACT_MESSAGE_MAX, type FieldErrors } from '../website-api'

export type ContactFormProps = ApiSource & FormWidgetOptions

/** The counter under the message appears from this many characters on. */
const COUNTER_FROM = CONTACT_MESSAGE_MAX * 0.8

const EMPTY = { name: '', email: '', company: '', subject: '', message: '', website: '' }
type Values = typeof EMPTY

const count = (value: number) => value.toLocaleString('en-US')

/** What the visitor is told before anything is sent; the server checks again. */
function check(values: Values): FieldErrors {
  const length = values.message.trim().length
  return problems({
    name: values.name.trim() ? undefined : 'Enter your name.',
    email: emailProblem(values.email),
    message: !length
      ? 'Enter a message.'
      : length > CONTACT_MESSAGE_MAX
        ? `Shorten the message to ${count(CONTACT_MESSAGE_MAX)} characters or fewer.`
        : undefined,
  })
}

/** The form's values, its errors at their fields, and sending: checked here first, then by the server. */
function useContactForm(props: ContactFormProps) {
  const { onResult } = props
  const api = useWebsiteApi(props)
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const { pending, result, submit } = useSubmission(onResult)

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }))
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
    },
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const found = check(values)
    setErrors(found)
    if (Object.keys(found).length) {
      focusFirstInvalid(form.current, found)
      return
    }
    const outcome = await submit(() => api.contact(values))
    if (!outcome) return
    if (outcome.ok) {
      setValues(EMPTY)
    } else {
      setErrors(outcome.fieldErrors)
      focusFirstInvalid(form.current, outcome.fieldErrors)
    }
  }

  return { id, form, values, setValues, field, onSubmit, pending, result }
}

/**
 * A contact form: name, e-mail, company and subject (both optional) and a message of up to 5,000
 * characters, with a counter as it nears the limit. Says 'Message sent' or 'An error occurred'
 * (the product's fixed texts), shows field errors at their fields, and clears after sending. A
 * honeypot field, hidden from people and assistive technology, is sent empty.
 *
 * @example
 * <ContactForm baseUrl="https://api.example.com" accessKey="pk_live_…" onResult={(r) => toast(r.message)} />
 */
export function ContactForm(props: ContactFormProps) {
  const { onResult, showMessage = !onResult, className } = props
  const { id, form, values, setValues, field, onSubmit, pending, result } = useContactForm(props)

  return (
    <form
      ref={form}
      className={cx('ally-w-Form', 'ally-w-ContactForm', className)}
      noValidate
      aria-busy={pending || undefined}
      onSubmit={onSubmit}
    >
      <div className="ally-w-ContactForm-row">
        <Field {...field('name')} label="Name" autoComplete="name" maxLength={120} />
        <Field {...field('email')} label="Email address" type="email" autoComplete="email" />
      </div>
      <div className="ally-w-ContactForm-row">
        <Field
          {...field('company')}
          label="Company"
          optional
          autoComplete="organization"
          maxLength={120}
        />
        <Field {...field('subject')} label="Subject" optional maxLength={200} />
      </div>
      <Field
        {...field('message')}
        label="Message"
        multiline
        hint={messageCounter(values.message.length)}
      />
      <Honeypot
        id={`${id}-website`}
        value={values.website}
        onChange={(website) => setValues((current) => ({ ...current, website }))}
      />
      <div className="ally-w-Form-actions">
        <button
          type="submit"
          className="ally-w-Button"
          aria-disabled={pending || undefined}
          data-pending={pending ? '' : undefined}
        >
          {pending ? 'Sending…' : 'Send message'}
        </button>
      </div>
      <Outcome result={result} show={showMessage} />
    </form>
  )
}

/** How many characters are left, or over, once the message nears its limit; nothing before. */
function messageCounter(length: number): ReactNode {
  if (length < COUNTER_FROM) return undefined
  const left = CONTACT_MESSAGE_MAX - length
  return (
    <span data-over={left < 0 ? '' : undefined}>
      {left >= 0
        ? `${count(left)} ${left === 1 ? 'character' : 'characters'} left`
        : `${count(-left)} ${left === -1 ? 'character' : 'characters'} over the limit`}
    </span>
  )
}

/**
 * The honeypot: off-screen (inline styles, so it stays hidden without the stylesheet), out of the
 * accessibility tree and the tab order, and never autofilled. Only a bot fills it.
 */
function Honeypot(props: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div
      aria-hidden="true"
      style={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label htmlFor={props.id}>Website</label>
      <input
        id={props.id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </div>
  )
}
