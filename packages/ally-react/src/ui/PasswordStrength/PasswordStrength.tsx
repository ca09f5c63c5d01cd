import { cx } from '../internal/cx'
import { PASSWORD_MESSAGES, type PasswordContext, type PasswordVerdict } from './passwordPolicy'
import { usePasswordStrength } from './usePasswordStrength'
import './PasswordStrength.css'

/** `data-strength` of the meter: `weak` is what the server refuses, `fair` and `strong` pass. */
export type PasswordStrengthLevel = PasswordVerdict['strength']

export interface PasswordStrengthProps {
  /** The password as typed. */
  password: string
  /** The e-mail, names and business name typed so far: a password containing them is weak. */
  context?: PasswordContext
  /** Added to the root element's `ally-PasswordStrength` class. */
  className?: string
}

const SEGMENTS = 3
const FILLED: Record<PasswordStrengthLevel, number> = {
  empty: 0,
  unchecked: 0,
  short: 1,
  weak: 1,
  fair: 2,
  strong: 3,
}

/**
 * How strong a new password is, by the rules the server applies (docs/product-rules.md#passwords):
 * a bar and, for every state, words ("Strength: weak" and why), announced politely as they
 * change. It loads the common-password dictionary (its own chunk) when it first shows; until
 * then it judges the length and the personal details only. Made of `span`s, so it fits a
 * `TextInput`'s `description`, which also links it to the field.
 *
 * @example
 * const [password, setPassword] = useState('')
 * <TextInput
 *   label="Password"
 *   type="password"
 *   name="password"
 *   onChange={setPassword}
 *   description={<PasswordStrength password={password} context={{ email, names: [name] }} />}
 * />
 */
export function PasswordStrength({ password, context, className }: PasswordStrengthProps) {
  const verdict = usePasswordStrength(password, context)
  const [label, hint] = describe(verdict)
  const filled = FILLED[verdict.strength]
  return (
    <span className={cx('ally-PasswordStrength', className)} data-strength={verdict.strength}>
      <span className="ally-PasswordStrength-bar" aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed segments, never reordered
            key={index}
            className="ally-PasswordStrength-segment"
            data-filled={index < filled || undefined}
          />
        ))}
      </span>
      <span className="ally-PasswordStrength-text" aria-live="polite" aria-atomic="true">
        {label && <span className="ally-PasswordStrength-label">{label}</span>}
        {label && hint ? '. ' : null}
        {hint && <span className="ally-PasswordStrength-hint">{hint}</span>}
      </span>
    </span>
  )
}

function describe(verdict: ReturnType<typeof usePasswordStrength>): [string | null, string] {
  switch (verdict.strength) {
    case 'empty':
      return [null, 'At least 8 characters.']
    case 'short':
      return ['Strength: too short', 'Use at least 8 characters.']
    case 'unchecked':
      return verdict.failedToLoad
        ? [null, 'Long enough. The check against common passwords could not load.']
        : [null, 'Long enough. Checking it against common passwords…']
    case 'weak':
      return ['Strength: weak', PASSWORD_MESSAGES[verdict.problem]]
    case 'fair':
      return ['Strength: fair', 'Accepted; another unrelated word would make it strong.']
    case 'strong':
      return ['Strength: strong', '']
  }
}
