import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Spinner } from '../../../ui/Spinner'
import '../../../blocks/detail-page/SourcingButton.css'

/** A settings form's submit button: busy with a spinner while its call is out. */
export function SaveButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      className="ally-SourcingButton"
      data-variant="primary"
      isDisabled={pending}
      aria-busy={pending || undefined}
    >
      {pending && <Spinner size="small" aria-label="Saving" />}
      {children}
    </Button>
  )
}
