import { TextInput } from '../../ui/TextInput'

/**
 * The new password typed again, which must match the first exactly (a reset, joining a team).
 *
 * @example
 * <RepeatPasswordInput label="Repeat the password" password={password} onChange={clearErrors} />
 */
export function RepeatPasswordInput({
  label,
  password,
  onChange,
}: {
  label: string
  password: string
  onChange: () => void
}) {
  return (
    <TextInput
      label={label}
      name="passwordAgain"
      type="password"
      autoComplete="new-password"
      required
      onChange={onChange}
      errorMessage={(validation) =>
        validation.validationDetails.patternMismatch
          ? 'The two passwords differ.'
          : (validation.validationErrors[0] ?? '')
      }
      // Matches only the first password; syntax characters are escaped for the `v` flag the
      // browser compiles patterns with.
      pattern={password.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}
    />
  )
}
