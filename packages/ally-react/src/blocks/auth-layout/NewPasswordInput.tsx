import type { ReactNode } from 'react'
import { PasswordStrength, type PasswordStrengthProps } from '../../ui/PasswordStrength'
import { TextInput } from '../../ui/TextInput'

export interface NewPasswordInputProps {
  /** The password as typed, which the strength meter rates. */
  password: string
  onChange: (password: string) => void
  /** What the password must not resemble: the e-mail, names and business typed beside it. */
  context: PasswordStrengthProps['context']
  label?: ReactNode
}

/**
 * A sign-up form's new password (`password`, at least 8 characters) with its strength meter
 * rating it against what else the form holds.
 *
 * @example
 * <NewPasswordInput password={typed.password ?? ''} onChange={track('password')} context={{ email }} />
 */
export function NewPasswordInput({
  password,
  onChange,
  context,
  label = 'Password',
}: NewPasswordInputProps) {
  return (
    <TextInput
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={8}
      onChange={onChange}
      description={<PasswordStrength password={password} context={context} />}
    />
  )
}
