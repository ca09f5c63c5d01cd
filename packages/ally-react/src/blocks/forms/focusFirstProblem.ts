import type { RefObject } from 'react'

const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]'

/**
 * After a form's fields are marked (its own checks or the server's field errors), the first marked
 * field takes focus; a marked group (radios, an alert) gives it to its first control, so keyboard
 * and screen reader users start where the fixing starts. Waits a frame for the marks to render.
 *
 * @example
 * setProblems(found)
 * focusFirstProblem(formRef)
 */
export function focusFirstProblem(form: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => {
    const marked = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
    const control = marked?.matches(FOCUSABLE)
      ? marked
      : marked?.querySelector<HTMLElement>(FOCUSABLE)
    ;(control ?? marked)?.focus()
  })
}
