import { useRef, useState } from 'react'
import { toast } from '../../ui/Toaster'
import { showError } from '../alerts/useErrorToast'
import { focusFirstProblem } from './focusFirstProblem'
import { fieldErrorsOf } from './useServerFieldErrors'

/** Field name → what to fix, as react-aria's `Form validationErrors` takes it. */
export type FormProblems = Record<string, string>

export const FIX_FIRST = 'Fix the marked fields first.'

/**
 * A form kept in state with its marked problems, for the create screens (RfqCreate,
 * PurchaseOrderCreate): `patch` changes fields and clears the marks (the last verdict is stale
 * once anything changes), `check` marks what the screen's own rules found, `failed` marks the
 * server's field errors after a failed save. Both say so in a toast and focus the first mark.
 *
 * @example
 * const draft = useFormDraft(() => emptyForm(), formNamesOf)
 * if (!draft.check(problemsOf(draft.form))) return
 */
export function useFormDraft<F>(
  initial: () => F,
  /** Renames the server's field paths to the form's field names. */
  formNamesOf: (serverFields: Record<string, string>, form: F) => FormProblems,
) {
  const [form, setForm] = useState<F>(initial)
  const [problems, setProblems] = useState<FormProblems>({})
  const formRef = useRef<HTMLFormElement>(null)

  const patch = (changes: Partial<F>) => {
    setForm((current) => ({ ...current, ...changes }))
    setProblems({})
  }

  /** Marks the problems found; true when there are none. */
  const check = (found: FormProblems): boolean => {
    setProblems(found)
    if (!Object.keys(found).length) return true
    toast.error(FIX_FIRST)
    focusFirstProblem(formRef)
    return false
  }

  const failed = (error: unknown) => {
    setProblems(formNamesOf(fieldErrorsOf(error), form))
    showError(error)
    focusFirstProblem(formRef)
  }

  return { form, patch, problems, formRef, check, failed }
}
