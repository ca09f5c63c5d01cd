import { useState } from 'react'
import { PasswordStrength } from '../../ui/PasswordStrength'
import { TextInput } from '../../ui/TextInput'
import { RepeatPasswordInput } from './RepeatPasswordInput'

/**
 * A new password with its strength under it, then typed again: the form submits `password`.
 * `onChange` runs on every keystroke in either field (to clear the server's stale verdict).
 *
 * @example
 * <NewPasswordFields label="New password" onChange={fieldErrors.clear} />
 */
export function NewPasswordFields({ label, onChange }: { label: string; onChange: () => void }) {
  const [password, setPassword] = useState('')
  return (
    <>
      <TextInput
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(value) => {
          setPassword(value)
          onChange()
        }}
        description={<PasswordStrength password={password} />}
      />
      <RepeatPasswordInput
        label={`Repeat the ${label.toLowerCase()}`}
        password={password}
        onChange={onChange}
      />
    </>
  )
}
