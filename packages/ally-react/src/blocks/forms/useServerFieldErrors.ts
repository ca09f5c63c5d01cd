import { isAllyApiError, isAllyValidationError } from '@ally/sdk'
import { useCallback, useState } from 'react'
import { showError } from '../alerts/useErrorToast'

const NONE: Record<string, string> = {}

/**
 * A failed request's field issues by form field name (`body.password` → `password`); `rename`
 * maps a body path to its field where the two differ (a line's index among those sent).
 */
export function fieldErrorsOf(
  error: unknown,
  rename: (name: string) => string = (name) => name,
): Record<string, string> {
  const issues = isAllyApiError(error)
    ? error.errors
    : isAllyValidationError(error) && error.source === 'request'
      ? error.issues
      : []
  const fields: Record<string, string> = {}
  for (const { path, message } of issues) {
    const name = path.startsWith('body.') ? rename(path.slice('body.'.length)) : ''
    if (name && !(name in fields)) fields[name] = message
  }
  return Object.keys(fields).length ? fields : NONE
}

/**
 * The server's field errors for a react-aria `Form`'s `validationErrors`, shown on their fields:
 * `show(error)` from the mutation's `onError` (with `rename` where a field's name is not its
 * body path), `clear` from every field's `onChange` (once anything
 * is typed the server's verdict is stale, and the field's error would otherwise block the next
 * submit).
 */
export function useServerFieldErrors() {
  const [validationErrors, setErrors] = useState(NONE)
  const show = useCallback(
    (error: unknown, rename?: (name: string) => string) => setErrors(fieldErrorsOf(error, rename)),
    [],
  )
  const clear = useCallback(() => setErrors(NONE), [])
  return { validationErrors, show, clear }
}

/** A form's failure handler: the server's field issues on their fields, anything else toasted. */
export function useFormFailure() {
  const errors = useServerFieldErrors()
  const onError = (error: Error) => {
    errors.show(error)
    if (!Object.keys(fieldErrorsOf(error)).length) showError(error)
  }
  return { errors, onError }
}
