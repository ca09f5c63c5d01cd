import type { ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { Spinner } from '../../ui/Spinner'

/** The form's main button; busy (and not clickable twice) while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      className="ally-SubmitButton"
      isDisabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner size="small" aria-label="Working" /> : null}
      {children}
    </Button>
  )
}
