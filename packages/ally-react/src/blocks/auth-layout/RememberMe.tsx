import { Checkbox } from 'react-aria-components'
import '../forms/Checkbox.css'

/** "Remember me": keeps the session in local storage instead of this browser session only. */
export function RememberMe({ name = 'rememberMe' }: { name?: string }) {
  return (
    <Checkbox name={name} value="true" className="ally-Checkbox">
      {({ isSelected }) => (
        <>
          <span className="ally-Checkbox-box" aria-hidden="true">
            {isSelected ? '✓' : null}
          </span>
          Remember me
        </>
      )}
    </Checkbox>
  )
}
