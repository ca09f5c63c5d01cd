import type { FieldErrors } from '../website-api'

// The same rough shape as the browser's type="email" check; the server's check is the real one.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** The client-side check of an e-mail field, or nothing when it looks sendable. */
export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.'
  if (!EMAIL_SHAPE.test(value.trim())) return 'Enter an email address like name@example.com.'
  return undefined
}

/** The field errors without the ones that are empty. */
export function problems(errors: FieldErrors): FieldErrors {
  const found: FieldErrors = {}
  for (const [field, message] of Object.entries(errors)) if (message) found[field] = message
  return found
}

/** The first field, in the form's order, that has an error: where the cursor should go. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name
    if (name && errors[name]) {
      ;(element as HTMLElement).focus()
      return
    }
  }
}
