import { isAllyApiError, isAllyValidationError } from '@ally/sdk'
import { useCallback, useState } from 'react'

const NONE: Record<string, string> = {}

/** A failed request's field issues by form field name (`body.password` → `password`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const issues = isAllyApiError(error)
    ? error.errors
    : isAllyValidationError(error) && error.source === 'request'
      ? error.issues
      : []
  const fields: Record<string, string> = {}
  for (const { path, message } of issues) {
    const name = path.startsWith('body.') ? path.slice('body.'.length) : ''
    if (name && !(name in fields)) fields[name] = message
  }
  return Object.keys(fields).length ? fields : NONE
}

/**
 * The server's field errors for a react-aria `Form`'s `validationErrors`, shown on their fields:
 * `show(error)` from the mutation's `onError`, `clear` from every field's `onChange` (once anything
 * is typed the server's verdict is stale, and the field's error would otherwise block the next
 * submit).
 */
export function useServerFieldErrors() {
  const [validationErrors, setErrors] = useState(NONE)
  const show = useCallback((error: unknown) => setErrors(fieldErrorsOf(error)), [])
  const clear = useCallback(() => setErrors(NONE), [])
  return { validationErrors, show, clear }
}
