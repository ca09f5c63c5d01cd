import { useEffect, useState } from 'react'
import {
  judgePassword,
  loadedPasswordEstimator,
  loadPasswordEstimator,
  type PasswordContext,
  type PasswordEstimator,
  type PasswordVerdict,
} from './passwordPolicy'

/**
 * Judges a password as the server will, loading the dictionary when first used. Until it has
 * loaded (or if it cannot), only the length, blank and personal checks apply.
 */
export function usePasswordStrength(
  password: string,
  context?: PasswordContext,
): PasswordVerdict & { failedToLoad: boolean } {
  const [estimator, setEstimator] = useState<PasswordEstimator | undefined>(loadedPasswordEstimator)
  const [failedToLoad, setFailedToLoad] = useState(false)
  useEffect(() => {
    if (estimator) return
    let mounted = true
    loadPasswordEstimator().then(
      (loaded) => mounted && setEstimator(loaded),
      () => mounted && setFailedToLoad(true),
    )
    return () => {
      mounted = false
    }
  }, [estimator])
  return { ...judgePassword(password, context, estimator), failedToLoad }
}
