import './RequiredMarker.css'

/**
 * The visible `*` after a required field's label. Hidden from assistive technology because the
 * field itself carries `aria-required`, which screen readers already announce.
 */
export function RequiredMarker() {
  return (
    <span className="ally-RequiredMarker" aria-hidden="true">
      *
    </span>
  )
}
