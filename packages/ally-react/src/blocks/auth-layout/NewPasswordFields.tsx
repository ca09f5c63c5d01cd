import { useState } from 'react'
import { NewPasswordInput, type NewPasswordInputProps } from './NewPasswordInput'
import { RepeatPasswordInput } from './RepeatPasswordInput'

/**
 * A new password with its strength meter (`NewPasswordInput`), then typed again: the form submits
 * `password`. `onChange` runs on every keystroke in either field (to clear the server's stale
 * verdict).
 *
 * @example
 * <NewPasswordFields label="New password" context={{ email }} onChange={fieldErrors.clear} />
 */
export function NewPasswordFields({
  label,
  context,
  onChange,
}: {
  label: string
  context: NewPasswordInputProps['context']
  onChange: () => void
}) {
  const [password, setPassword] = useState('')
  return (
    <>
      <NewPasswordInput
        label={label}
        password={password}
        context={context}
        onChange={(value) => {
          setPassword(value)
          onChange()
        }}
      />
      <RepeatPasswordInput
        label={`Repeat the ${label.toLowerCase()}`}
        password={password}
        onChange={onChange}
      />
    </>
  )
}
