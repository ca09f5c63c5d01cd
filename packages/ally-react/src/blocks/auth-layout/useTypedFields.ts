import { useState } from 'react'

/**
 * What a sign-up form's fields hold as they are typed (for the password strength meter), with
 * `onType` called on every keystroke (to clear the server's stale verdict).
 *
 * @example
 * const { typed, track } = useTypedFields<'email' | 'password'>(fieldErrors.clear)
 * <TextInput name="email" onChange={track('email')} />
 */
export function useTypedFields<K extends string>(onType?: () => void) {
  const [typed, setTyped] = useState<Partial<Record<K, string>>>({})
  const track = (field: K) => (value: string) => {
    setTyped((current) => ({ ...current, [field]: value }))
    onType?.()
  }
  return { typed, track }
}
