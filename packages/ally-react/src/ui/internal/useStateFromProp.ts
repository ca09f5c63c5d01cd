import { type Dispatch, type SetStateAction, useState } from 'react'

/**
 * State that starts from a prop and follows the prop whenever the prop itself changes (compared
 * by `keyOf`). A screen mirroring its filters into the URL shows the URL's filters again after
 * back or forward; a host passing a fixed prop still lets the user change them, since the prop
 * never moves. Adjusted during render, React's documented way to reset state on a prop change.
 */
export function useStateFromProp<T>(
  value: T,
  keyOf: (value: T) => string = JSON.stringify,
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(value)
  const key = keyOf(value)
  const [seenKey, setSeenKey] = useState(key)
  if (key !== seenKey) {
    setSeenKey(key)
    setState(value)
  }
  return [state, setState]
}
