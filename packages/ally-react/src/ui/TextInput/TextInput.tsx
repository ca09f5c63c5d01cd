import { type FormEvent, type ReactNode, useState } from 'react'
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type ValidationResult,
} from 'react-aria-components/TextField'
import { ToggleButton } from 'react-aria-components/ToggleButton'
import { cx } from '../internal/cx'
import { LineIcon } from '../internal/LineIcon'
import { RequiredMarker } from '../internal/RequiredMarker'
import '../internal/field.css'
import './TextInput.css'

/** The input types a `TextInput` renders; `password` adds a show/hide toggle. */
export type TextInputType =
  | 'text'
  | 'email'
  | 'password'
  | 'search'
  | 'tel'
  | 'url'
  | 'number'
  | 'date'
  | 'datetime-local'

export interface TextInputProps {
  /** Visible label, also the input's accessible name. */
  label: ReactNode
  /** Form field name, submitted with the form. */
  name?: string
  /** @default 'text' */
  type?: TextInputType
  /** Shows an `*` after the label and makes the browser reject an empty value. */
  required?: boolean
  /** Minimum number of characters. */
  minLength?: number
  /** A regular expression the whole value must match (native `pattern`). */
  pattern?: string
  /** The input's `title`, shown as the error when `pattern` does not match. */
  patternMessage?: string
  /** Minimum value, for `type="number"`, `"date"` or `"datetime-local"`. */
  min?: number | string
  /** Maximum value, for `type="number"`, `"date"` or `"datetime-local"`. */
  max?: number | string
  /** Steps the value may take, for `type="number"`: `0.01` for money, `'any'` for no limit. @default 1 */
  step?: number | 'any'
  /** The keyboard a phone shows, e.g. `decimal` for prices. */
  inputMode?: 'decimal' | 'numeric' | 'text'
  /** Help text under the input, linked with `aria-describedby`. */
  description?: ReactNode
  /**
   * Replaces the browser's validation message (the `patternMessage` still wins for a pattern
   * mismatch). A function receives react-aria's validation result.
   */
  errorMessage?: string | ((validation: ValidationResult) => string)
  /** Controlled value. */
  value?: string
  /** Uncontrolled initial value. */
  defaultValue?: string
  onChange?: (value: string) => void
  placeholder?: string
  /** Helps password managers, e.g. `current-password` or `new-password`. */
  autoComplete?: string
  isDisabled?: boolean
  /** Takes the focus when shown: a field that replaces the button that opened it. */
  autoFocus?: boolean
  /** Added to the root element's `ally-TextInput` class. */
  className?: string
}

/**
 * A labelled text field with native constraint validation: errors appear once the form is
 * submitted (or the field is committed); once shown, an error follows the value as the user types
 * and goes as soon as the value is valid. Password fields get a show/hide toggle.
 *
 * @example
 * <form>
 *   <TextInput label="Email" name="email" type="email" required />
 *   <TextInput
 *     label="Company code"
 *     name="code"
 *     pattern="[A-Z]{3}"
 *     patternMessage="Use three capital letters"
 *   />
 *   <TextInput label="Password" name="password" type="password" minLength={8} required />
 * </form>
 */
export function TextInput({
  label,
  type = 'text',
  required = false,
  min,
  max,
  step,
  inputMode,
  patternMessage,
  description,
  errorMessage,
  className,
  ...fieldProps
}: TextInputProps) {
  const [isRevealed, setRevealed] = useState(false)
  const isPassword = type === 'password'

  // react-aria re-checks only on the native change event (on blur), so a filled-in field kept its
  // "Fill out this field": while an error shows, each edit commits the value as that event does.
  const recheckShownError = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    if (input.getAttribute('aria-invalid') === 'true') input.dispatchEvent(new Event('change'))
  }

  const errorText = (validation: ValidationResult): string => {
    // Browsers only say "match the requested format"; the title message tells the user how.
    if (patternMessage && validation.validationDetails.patternMismatch) return patternMessage
    if (typeof errorMessage === 'function') return errorMessage(validation)
    return errorMessage ?? validation.validationErrors.join(' ')
  }

  return (
    <TextField
      {...fieldProps}
      className={cx('ally-TextInput', className)}
      type={isPassword && isRevealed ? 'text' : type}
      isRequired={required}
      validationBehavior="native"
    >
      <Label className="ally-TextInput-label">
        {label}
        {required && <RequiredMarker />}
      </Label>
      <div className="ally-TextInput-field" data-revealable={isPassword || undefined}>
        <Input
          className="ally-TextInput-input"
          min={min}
          max={max}
          step={step}
          inputMode={inputMode}
          title={patternMessage}
          onInput={recheckShownError}
        />
        {isPassword && (
          // The name stays fixed and aria-pressed carries the state, so a screen reader never
          // hears a contradictory "Hide password, pressed".
          <ToggleButton
            className="ally-TextInput-reveal"
            aria-label="Show password"
            isSelected={isRevealed}
            onChange={setRevealed}
            isDisabled={fieldProps.isDisabled}
          >
            <EyeIcon crossed={isRevealed} />
          </ToggleButton>
        )}
      </div>
      {description != null && (
        <Text slot="description" className="ally-TextInput-description">
          {description}
        </Text>
      )}
      <FieldError className="ally-TextInput-error">{errorText}</FieldError>
    </TextField>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <LineIcon size={20}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </LineIcon>
  )
}
