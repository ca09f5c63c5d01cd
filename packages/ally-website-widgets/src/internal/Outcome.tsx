import type { ReactNode } from 'react'
import type { WidgetResult } from '../website-api'

/**
 * The widget's own live regions: a polite `status` for success and an `alert` for failure. Both
 * are always in the page (empty when there is nothing to say), because a region that appears
 * together with its text is often not announced.
 */
export function Outcome({
  result,
  show,
  extra,
}: {
  result: WidgetResult | null
  show: boolean
  /** Said after a success even when `show` is off (the newsletter's "check your inbox"). */
  extra?: ReactNode
}) {
  const success = result?.ok ? (
    <>
      {show && <strong>{result.message}</strong>}
      {show && extra && ' '}
      {extra}
    </>
  ) : null
  return (
    <>
      <p
        className="ally-w-Outcome"
        role="status"
        data-tone="success"
        data-empty={success ? undefined : ''}
      >
        {success}
      </p>
      <p
        className="ally-w-Outcome"
        role="alert"
        data-tone="danger"
        data-empty={show && result && !result.ok ? undefined : ''}
      >
        {show && result && !result.ok ? result.message : null}
      </p>
    </>
  )
}
